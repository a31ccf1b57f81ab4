import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestSessionToken } from './auth';

/** What a public answer depends on besides its address: a shared cache keeps one copy per combination. */
const VARY = 'x-community-id, x-locale, accept-language, authorization, cookie';

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A read anyone may see: no session on the request, so the answer holds no private field. */
function isPublicRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string {
  return (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && typeof payload === 'string' && requestSessionToken(request) === null;
}

interface KeptAnswer {
  body: string;
  etag: string;
  contentType: string;
  generation: number;
  at: number;
}

/**
 * Public answers kept for a moment, so that a crowd refreshing the same bracket or list costs one database read
 * instead of one each. An answer is kept only while nothing was written here since the read that made it began:
 * every write (when it starts and when it is answered) and every change notice heard from any instance (see
 * `LiveBus`) makes all of them old. A change made elsewhere without a notice is seen at most `ttlMs` late.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Where the next read starts from: handed back to `keep` with what it read. */
  mark(): number {
    return this.generation;
  }

  find(key: string): KeptAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.now() - entry.at;
    if (entry.generation !== this.generation || age >= this.ttlMs || age < 0) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  keep(key: string, answer: Omit<KeptAnswer, 'at' | 'generation'>, generation: number): void {
    if (generation !== this.generation || answer.body.length > this.maxBytes) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...answer, generation, at: this.now() });
  }

  /** Something changed: nothing kept is current any more. */
  changed(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public API answers kept between writes (see `PublicReadCache`); `changed()` after a change made outside a request. */
    publicReads: PublicReadCache;
  }
}

const KEEP_MS = 2_000;
const KEEP_ENTRIES = 500;
const KEEP_BYTES = 512 * 1024;

/** The address, every header a public answer varies on, and the day (what is open for entries depends on it). */
const keyOf = (request: FastifyRequest) =>
  [request.url, new Date().toISOString().slice(0, 10), request.hostname, request.headers['x-community-id'], request.headers['x-locale'], request.headers['accept-language']].map((part) => (Array.isArray(part) ? part.join(',') : (part ?? ''))).join('\n');

/** Never kept: streams, sign-in (captcha challenges and one-time answers are new each time) and the API explorer. */
const UNKEPT = ['/api/live/', '/api/auth/', '/api/docs'];

/** Reads that may be answered from what is kept: public GETs of the API, never a stream. */
const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/api/') && !UNKEPT.some((prefix) => request.url.startsWith(prefix)) && requestSessionToken(request) === null;

/**
 * Cache headers of API answers. A public read carries an ETag and `no-cache`: a browser keeps it and asks again
 * with If-None-Match, and an unchanged answer costs a 304 with no body. Anything else (signed-in answers, which
 * may hold private fields, errors, writes) is `no-store`, unless its route chose otherwise (images). Public reads
 * are also kept on the server between writes (`PublicReadCache`), after the rate limits have counted them.
 */
async function apiCacheHeaders(app: FastifyInstance) {
  const kept = new PublicReadCache(KEEP_MS, KEEP_ENTRIES, KEEP_BYTES);
  app.decorate('publicReads', kept);
  const started = new WeakMap<FastifyRequest, number>();
  const answered = new WeakSet<FastifyRequest>();
  app.addHook('onReady', async () => {
    // Every change notice, from this instance or another, is heard before any page following it is told.
    app.live.onMessage(() => kept.changed());
  });

  app.addHook('onRequest', async (request) => {
    // A write makes what is kept old as it starts (reads meanwhile are not kept) and again when it is answered.
    if (!SAFE_METHODS.has(request.method)) kept.changed();
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const entry = kept.find(key);
    if (!entry) {
      started.set(request, kept.mark());
      return;
    }
    answered.add(request);
    reply.header('cache-control', 'no-cache').header('vary', VARY).header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) kept.changed();
    if (answered.has(request)) return done(null, payload);
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return done(null, payload);
    if (!isPublicRead(request, reply, payload)) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const etag = etagOf(payload);
    const generation = started.get(request);
    const contentType = reply.getHeader('content-type');
    // JSON only: a kept answer is replayed with its body, type and cache headers, nothing else of the route's.
    if (generation !== undefined && typeof contentType === 'string' && contentType.startsWith('application/json')) kept.keep(keyOf(request), { body: payload, etag, contentType }, generation);
    reply.header('cache-control', 'no-cache').header('vary', VARY).header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return done(null, null);
  });
}

export default fp(apiCacheHeaders, { name: 'api-cache-headers', dependencies: ['@fastify/cookie'] });
