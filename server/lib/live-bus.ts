import { EventEmitter } from 'node:events';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** What changed, sent to every page that follows the topic (a phase: `phase:12`). */
export type LiveMessage = Record<string, string | number | boolean | null>;

/**
 * Tells every server instance that something changed, so each can push it to the pages it serves. One process
 * on the embedded database needs nothing more than an event emitter; several instances share PostgreSQL's
 * LISTEN/NOTIFY, or Redis publish/subscribe when `REDIS_URL` is set.
 */
export interface LiveBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  publish(topic: string, message: LiveMessage): Promise<void>;
  subscribe(topic: string, listener: (message: LiveMessage) => void): () => void;
  /** When this instance last heard a message of the topic (milliseconds since the epoch), or null. */
  lastChange(topic: string): number | null;
  /** Runs for every message heard, of any topic, before the topic's own listeners. */
  onMessage(listener: (topic: string, message: LiveMessage) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'torneos_live';

interface Envelope {
  topic: string;
  message: LiveMessage;
}

function parseEnvelope(raw: string | undefined): Envelope | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('topic' in value) || !('message' in value)) return null;
    const { topic, message } = value;
    if (typeof topic !== 'string' || typeof message !== 'object' || message === null || Array.isArray(message)) return null;
    const entries = Object.entries(message).filter((entry): entry is [string, string | number | boolean | null] => {
      const item = entry[1];
      return item === null || ['string', 'number', 'boolean'].includes(typeof item);
    });
    return { topic, message: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

/** How many topics' last change times are kept; the oldest are forgotten first. */
const REMEMBERED_TOPICS = 10_000;

function listeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const heard = new Map<string, number>();
  const everyMessage = new Set<(topic: string, message: LiveMessage) => void>();
  return {
    emit(envelope: Envelope) {
      for (const listener of everyMessage) listener(envelope.topic, envelope.message);
      heard.delete(envelope.topic);
      heard.set(envelope.topic, Date.now());
      if (heard.size > REMEMBERED_TOPICS) {
        const oldest = heard.keys().next();
        if (!oldest.done) heard.delete(oldest.value);
      }
      emitter.emit(envelope.topic, envelope.message);
    },
    lastChange: (topic: string) => heard.get(topic) ?? null,
    onMessage(listener: (topic: string, message: LiveMessage) => void) {
      everyMessage.add(listener);
      return () => void everyMessage.delete(listener);
    },
    subscribe(topic: string, listener: (message: LiveMessage) => void) {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
  };
}

function localBus(): LiveBus {
  const local = listeners();
  return {
    kind: 'local',
    async publish(topic, message) {
      local.emit({ topic, message });
    },
    subscribe: local.subscribe,
    lastChange: local.lastChange,
    onMessage: local.onMessage,
    async close() {},
  };
}

/** A connection kept listening; when it drops, another is opened after a second, until the bus closes. */
function postgresBus(url: string, log: FastifyBaseLogger): LiveBus {
  const local = listeners();
  let closed = false;
  let listener: pg.Client | null = null;
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) => log.warn({ err: error }, 'live publisher connection failed'));
  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notification) => {
      const envelope = parseEnvelope(notification.payload);
      if (envelope) local.emit(envelope);
    });
    const retry = () => {
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void connect(), 1000).unref();
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'live listener connection failed');
      void client.end().catch(() => undefined);
      retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      if (closed) await client.end();
    } catch (error) {
      log.warn({ err: error }, 'live listener could not connect');
      void client.end().catch(() => undefined);
      retry();
    }
  };
  const ready = connect();
  return {
    kind: 'postgres',
    async publish(topic, message) {
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, message })]);
    },
    subscribe: local.subscribe,
    lastChange: local.lastChange,
    onMessage: local.onMessage,
    async close() {
      closed = true;
      await ready;
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}

function redisBus(url: string, log: FastifyBaseLogger): LiveBus {
  const local = listeners();
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1 });
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  for (const connection of [subscriber, publisher]) connection.on('error', (error) => log.warn({ err: error }, 'live redis connection failed'));
  subscriber.on('message', (_channel: string, raw: string) => {
    const envelope = parseEnvelope(raw);
    if (envelope) local.emit(envelope);
  });
  const ready = subscriber.subscribe(CHANNEL);
  return {
    kind: 'redis',
    async publish(topic, message) {
      await ready;
      await publisher.publish(CHANNEL, JSON.stringify({ topic, message }));
    },
    subscribe: local.subscribe,
    lastChange: local.lastChange,
    onMessage: local.onMessage,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export function createLiveBus(options: { redisUrl?: string | undefined; postgresUrl?: string | undefined; log: FastifyBaseLogger }): LiveBus {
  if (options.redisUrl) return redisBus(options.redisUrl, options.log);
  if (options.postgresUrl) return postgresBus(options.postgresUrl, options.log);
  return localBus();
}
