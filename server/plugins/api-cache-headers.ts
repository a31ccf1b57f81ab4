import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RENDER_TOKEN_HEADER } from '../lib/rate-limits';
import { memoTablesTouched } from '../lib/sql-tables';
import { requestSessionToken } from './auth';

/** The request headers a public answer depends on besides its address and host. */
const VARIES_ON = ['x-community-id', 'x-locale', 'accept-language'] as const;
/** What a shared cache keeps one copy per combination of (a session's answers are not public at all). */
const VARY = [...VARIES_ON, 'authorization', 'cookie'].join(', ');

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

/** Tables an answer was read from, or `everything` when that is not known. */
export type Tables = ReadonlySet<string> | 'everything';

interface KeptAnswer {
  body: string;
  etag: string;
  contentType: string;
  /** The clock when the read that made it began. */
  since: number;
  tables: Tables;
  at: number;
}

/**
 * Public answers kept for a moment, so that a crowd refreshing the same bracket or list costs one database read
 * instead of one each. An answer is kept only while none of the tables it was read from has been written since the
 * read that made it began: a write makes old what was read from the tables it writes (as each statement is sent, and
 * again when its request is answered, after its transaction), and a write whose reach is unknown (a delete, whose
 * foreign keys cascade; a database function) or a change notice heard from any instance (see `LiveBus`) makes
 * everything old. A change made elsewhere without a notice is seen at most `ttlMs` late.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, KeptAnswer>();
  private clock = 0;
  private anythingAt = 0;
  private everythingAt = 0;
  private readonly tableAt = new Map<string, number>();
  /** The server renderer's renderings under way, each with the tables its reads came from so far. */
  private readonly collectors = new Set<{ tables: Tables }>();
  /** Answers being read afresh ahead of their end (see `refreshAhead`). */
  private readonly refreshing = new Set<string>();
  /** What the cache's own background reads carry, so that they are neither answered from it nor counted by a limit. */
  readonly refreshToken = randomBytes(18).toString('base64url');

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Where the next read starts from: handed back to `keep` with what it read. */
  mark(): number {
    return this.clock;
  }

  /** Whether any of `tables` (or, for `everything`, any table) was written after `since` (a `mark`). */
  isOld(tables: Tables, since: number): boolean {
    if (this.everythingAt > since) return true;
    if (tables === 'everything') return this.anythingAt > since;
    for (const table of tables) if ((this.tableAt.get(table) ?? 0) > since) return true;
    return false;
  }

  find(key: string): KeptAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.now() - entry.at;
    if (age >= this.ttlMs || age < 0 || this.isOld(entry.tables, entry.since)) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /**
   * Whether a kept answer just served should be read afresh in the background: once past half its life, by one read
   * at a time. A popular answer is then replaced before it ends, instead of ending and being read again while a
   * visitor waits; one nobody asks for still ends. Answers the function that says the read is over, or null.
   */
  refreshAhead(key: string, entry: KeptAnswer): (() => void) | null {
    if (this.now() - entry.at < this.ttlMs / 2 || this.refreshing.has(key)) return null;
    this.refreshing.add(key);
    return () => {
      this.refreshing.delete(key);
    };
  }

  /** Whether a request is one of the cache's own background reads. */
  isRefresh(headers: Record<string, string | string[] | undefined>): boolean {
    return headers[REFRESH_HEADER] === this.refreshToken;
  }

  keep(key: string, answer: Pick<KeptAnswer, 'body' | 'etag' | 'contentType'>, since: number, tables: Tables): void {
    if (this.isOld(tables, since) || answer.body.length > this.maxBytes) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...answer, since, tables, at: this.now() });
  }

  /** These tables (or, unknown, any table) were written: what was read from them before is old. */
  written(tables: Tables): void {
    if (tables !== 'everything' && tables.size === 0) return;
    this.clock += 1;
    this.anythingAt = this.clock;
    if (tables === 'everything') {
      this.everythingAt = this.clock;
      this.entries.clear();
      return;
    }
    for (const table of tables) this.tableAt.set(table, this.clock);
  }

  /** Something changed, no one knows where: nothing kept is current any more. */
  changed(): void {
    this.written('everything');
  }

  /**
   * Starts gathering the tables of the server renderer's reads (a rendered screen is as old as the newest write of
   * any of them); the function it returns stops and answers them. Renderings run side by side and their reads are
   * not told apart: each is given the reads of all that run with it, more than its own, never less.
   */
  collect(): () => Tables {
    const collector: { tables: Tables } = { tables: new Set() };
    this.collectors.add(collector);
    return () => {
      this.collectors.delete(collector);
      return collector.tables;
    };
  }

  /** A read made for the server renderer: every rendering under way may depend on it. */
  renderRead(tables: Tables): void {
    for (const collector of this.collectors) collector.tables = union(collector.tables, tables);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public API answers kept between writes (see `PublicReadCache`); `changed()` after a change made outside a request. */
    publicReads: PublicReadCache;
  }
}

const KEEP_MS = 2_000;
/** The header of the cache's own background reads, with its `refreshToken`. */
const REFRESH_HEADER = 'x-read-refresh';
/** The request headers a kept answer's key is made of (see `keyOf`: the host name comes from the first two). */
const KEY_HEADERS = ['host', 'x-forwarded-host', ...VARIES_ON] as const;
const KEEP_ENTRIES = 500;
/** How long a read waits for the same answer being read for someone else, before it reads its own. */
const LEAD_WAIT_MS = 1_000;

/** Resolves when `promise` does, or after `ms`, whichever comes first. */
function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
const KEEP_BYTES = 512 * 1024;

/** The address, every header a public answer varies on, and the day (what is open for entries depends on it). */
const keyOf = (request: FastifyRequest) =>
  [request.url, new Date().toISOString().slice(0, 10), request.hostname, ...VARIES_ON.map((name) => request.headers[name])].map((part) => (Array.isArray(part) ? part.join(',') : (part ?? ''))).join('\n');

/**
 * Never kept: streams, sign-in (captcha challenges and one-time answers are new each time), the API explorer and the
 * health probes (each must see the instance as it is now).
 */
const UNKEPT = ['/api/live/', '/api/auth/', '/api/docs', '/api/health'];

/** The server renderer's reads carry its token (whether it is the right one only decides its rate limits). */
const fromRenderer = (request: FastifyRequest) => request.headers[RENDER_TOKEN_HEADER] !== undefined;

/** Reads that may be answered from what is kept: public GETs of the API, never a stream. */
const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/api/') && !UNKEPT.some((prefix) => request.url.startsWith(prefix)) && requestSessionToken(request) === null;

/** What one request's statements read and wrote, gathered as they are sent. */
interface Touches {
  reads: Tables;
  writes: Tables;
}

function union(into: Tables, more: Tables): Tables {
  if (into === 'everything' || more === 'everything') return 'everything';
  if (more.size === 0) return into;
  return new Set([...into, ...more]);
}

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
  const touchedBy = new WeakMap<FastifyRequest, Touches>();
  const requestTouches = new AsyncLocalStorage<Touches>();
  const tablesOf = memoTablesTouched();
  const unwatch = app.deps.database.watchStatements((statement) => {
    const { reads, writes } = tablesOf(statement);
    const touches = requestTouches.getStore();
    if (writes === 'everything' || writes.size > 0) {
      // Made old as it is sent: a read meanwhile is not kept, and one kept before is not served again.
      kept.written(writes);
      if (touches) touches.writes = union(touches.writes, writes);
    }
    if (touches) touches.reads = union(touches.reads, reads);
  });
  app.addHook('onClose', async () => unwatch());
  app.addHook('onReady', async () => {
    // Every change notice, from this instance or another, is heard before any page following it is told.
    app.live.onMessage(() => kept.changed());
  });

  // The statements a request sends are told apart by its async context: entered as it arrives, and again once its
  // body is read (a body's stream events run outside it).
  const enter = (request: FastifyRequest, done: () => void) => {
    const touches = touchedBy.get(request);
    if (touches) requestTouches.run(touches, done);
    else done();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (cacheable(request)) started.set(request, kept.mark());
    if (cacheable(request) || !SAFE_METHODS.has(request.method)) touchedBy.set(request, { reads: new Set(), writes: new Set() });
    enter(request, done);
  });
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));

  /**
   * Answers being read afresh because none was kept, by key: a read of the same key meanwhile waits for it instead of
   * doing the same work at the same time. When nothing is kept (the first reads after a start, or just after a write),
   * a crowd asking for the same few answers would otherwise read each of them once per person, all at once, and
   * every one of them waited for all of that work (up to 0.3 s at 200 requests a second).
   */
  const leading = new Map<string, Promise<void>>();
  const leads = new WeakMap<FastifyRequest, () => void>();
  const endLead = (request: FastifyRequest) => {
    leads.get(request)?.();
    leads.delete(request);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    endLead(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    endLead(request);
    done();
  });

  /** Reads an answer afresh through the whole pipeline (permissions, projection, versioning), as a visitor would. */
  const refresh = (request: FastifyRequest, done: () => void) => {
    const headers: Record<string, string> = { [REFRESH_HEADER]: kept.refreshToken };
    for (const name of KEY_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    app
      .inject({ method: 'GET', url: request.url, headers })
      .catch((error: unknown) => request.log.warn({ err: error }, 'kept answer not read afresh'))
      .finally(done);
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request) || kept.isRefresh(request.headers)) return;
    const key = keyOf(request);
    let entry = kept.find(key);
    if (!entry) {
      const ahead = leading.get(key);
      if (ahead) {
        // The same answer is being read afresh for someone else: wait for it (a little) rather than read it again.
        await waitAtMost(ahead, LEAD_WAIT_MS);
        entry = kept.find(key);
      } else {
        let finish: () => void = () => undefined;
        leading.set(key, new Promise<void>((resolve) => (finish = resolve)));
        leads.set(request, () => {
          leading.delete(key);
          finish();
        });
      }
      if (!entry) return;
    }
    answered.add(request);
    const refreshed = kept.refreshAhead(key, entry);
    if (refreshed) refresh(request, refreshed);
    if (fromRenderer(request)) kept.renderRead(entry.tables);
    reply.header('cache-control', 'no-cache').header('vary', VARY).header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const touches = touchedBy.get(request);
    if (!SAFE_METHODS.has(request.method)) {
      // Answered, so its transaction is over: what it wrote is old again for reads that began before that. A write
      // that succeeded with no statement seen (sent from outside its context) could have written anything.
      const written = touches?.writes ?? 'everything';
      kept.written(written !== 'everything' && written.size === 0 && reply.statusCode < 400 ? 'everything' : written);
    }
    if (answered.has(request)) return done(null, payload);
    // Whatever it answered (a missing record too), the screen being rendered depends on what it read.
    if (SAFE_METHODS.has(request.method) && fromRenderer(request)) kept.renderRead(touches?.reads ?? 'everything');
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return done(null, payload);
    if (!isPublicRead(request, reply, payload)) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const etag = etagOf(payload);
    const generation = started.get(request);
    const contentType = reply.getHeader('content-type');
    // JSON only: a kept answer is replayed with its body, type and cache headers, nothing else of the route's.
    const readOnly = touches !== undefined && touches.writes !== 'everything' && touches.writes.size === 0;
    if (generation !== undefined && readOnly && typeof contentType === 'string' && contentType.startsWith('application/json')) {
      kept.keep(keyOf(request), { body: payload, etag, contentType }, generation, touches.reads);
    }
    // Kept (or not to be kept): whoever waited for this answer reads it now, or reads their own.
    endLead(request);
    reply.header('cache-control', 'no-cache').header('vary', VARY).header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return done(null, null);
  });
}

export default fp(apiCacheHeaders, { name: 'api-cache-headers', dependencies: ['@fastify/cookie'] });
