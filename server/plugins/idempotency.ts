import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, SCOREKEEPER_HEADER, errorMessage, type ErrorMessageKey } from '@domain/contract';
import type { Database } from '../db/client';
import { ApiError } from '../lib/errors';
import { claimKey, purgeExpiredKeys, recordAnswer, releaseKey, requestFingerprint, type KeyOf } from '../lib/idempotency-store';
import { requestLocale } from '../lib/locale';
import { describeIdempotencyKey } from '../lib/openapi';

/** 1 to 255 printable ASCII characters, as the header's description in the API says. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
/** How long a repeat waits for the first request with its key to answer before it is told to try again. */
const WAIT_MS = 10_000;
/** How often a waiting repeat looks again when the first request runs on another instance. */
const POLL_MS = 100;
/** How often keys past their keeping time are deleted. */
const PURGE_EVERY_MS = 15 * 60_000;
/** Answers that say "not now" rather than what became of the request: a retry must be able to get another. */
const TEMPORARY = new Set([408, 429]);
const FIELD = `headers.${IDEMPOTENCY_KEY_HEADER}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isCovered = (request: FastifyRequest) => request.method === 'POST' && request.url.startsWith('/api/');

function refusal(request: FastifyRequest, status: number, code: string, key: ErrorMessageKey): ApiError {
  const message = errorMessage(key, requestLocale(request));
  return new ApiError(status, code, null, message, status === 400 ? [{ field: FIELD, message }] : undefined);
}

/**
 * Who sends a key: an API key, a signed-in account (the user and the account it acts as, so that a queue retried after
 * signing in again still finds its answers), or the holder of a score-keeper link (its token's digest). Anyone else is not
 * supported: nothing would keep one anonymous caller from reading another's answers. Sign-in and session calls are
 * left out too, since their answers hand out sessions and must never be stored.
 */
function callerOf(request: FastifyRequest): string | null {
  if (request.url.startsWith('/api/auth/')) return null;
  // A program's key is a caller of its own: its keys never meet those of the person who made it.
  if (request.auth?.apiKey) return `api-key:${request.auth.apiKey.id}`;
  if (request.auth) return `user:${request.auth.userId}:account:${request.auth.accountId}`;
  const token = request.headers[SCOREKEEPER_HEADER];
  if (request.url.startsWith('/api/scorekeeper/') && typeof token === 'string' && token !== '') return `keeper:${sha256(token)}`;
  return null;
}

function fingerprintOf(request: FastifyRequest): string {
  const community = request.headers['x-community-id'];
  return requestFingerprint({ method: request.method, url: request.url, community: typeof community === 'string' ? community : '', body: request.body });
}

/** Resolves when `promise` does, or after `ms`, whichever comes first. */
const waitAtMost = (promise: Promise<void> | undefined, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise?.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Idempotent POSTs, as API clients that retry expect (a club's scoreboard, an offline queue): the first request with
 * a key claims it in `idempotency_keys` before its handler runs and keeps its answer when it has one; a repeat of the
 * same request by the same caller gets that answer back without running anything. A repeat that arrives while the
 * first still runs waits for its answer (up to `WAIT_MS`, then 409). A server error, or a "not now" answer (408, 429),
 * gives the key back so that the retry runs; every other answer, a 4xx included, is what the request came to and is
 * replayed. Registered after the auth plugin, whose hook tells who is calling, and after the rate limiter, which
 * counts a repeat like any write.
 */
async function idempotency(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const claims = new WeakMap<FastifyRequest, KeyOf & { owner: string; settle: () => void }>();
  /** This instance's claims being answered, so that a repeat here wakes as soon as the answer is kept. */
  const settling = new Map<string, Promise<void>>();

  app.addHook('onRoute', describeIdempotencyKey);

  app.addHook('preHandler', async (request, reply) => {
    if (!isCovered(request)) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !VALID_KEY.test(key)) throw refusal(request, 400, ERROR_CODES.validation, 'idempotencyKeyInvalid');
    const scope = callerOf(request);
    const upload = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    if (scope === null || upload) throw refusal(request, 400, ERROR_CODES.validation, 'idempotencyKeyUnsupported');
    const fingerprint = fingerprintOf(request);
    const local = `${scope}\n${key}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claim = await claimKey(db, { scope, key }, fingerprint);
      if (claim.kind === 'claimed') {
        let settle: () => void = () => undefined;
        const settled = new Promise<void>((resolve) => (settle = resolve));
        settling.set(local, settled);
        claims.set(request, {
          scope,
          key,
          owner: claim.owner,
          settle: () => {
            // A claim taken over after its lease is another request's now: its entry stays.
            if (settling.get(local) === settled) settling.delete(local);
            settle();
          },
        });
        return;
      }
      if (claim.kind === 'mismatch') throw refusal(request, 422, ERROR_CODES.idempotencyKeyReused, 'idempotencyKeyReused');
      if (claim.kind === 'replay') {
        reply.code(claim.answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').type(claim.answer.contentType);
        return reply.send(claim.answer.body);
      }
      if (Date.now() >= deadline) throw refusal(request, 409, ERROR_CODES.idempotencyKeyInUse, 'idempotencyKeyInUse');
      await waitAtMost(settling.get(local), POLL_MS);
    }
  });

  /** Keeps the answer of a claimed request, or gives its key back; once only, whatever fails. */
  const finish = async (request: FastifyRequest, status: number, contentType: unknown, payload: unknown) => {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    try {
      // An answer without a body is kept as an empty one; a stream or bytes cannot be replayed, and free the key.
      const body = payload === null || payload === undefined ? '' : payload;
      if (status < 500 && !TEMPORARY.has(status) && typeof body === 'string') {
        await recordAnswer(db, claim, claim.owner, { status, contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8', body });
      } else {
        await releaseKey(db, claim, claim.owner);
      }
    } catch (error) {
      // The key stays claimed until its lease ends; the answer itself still goes out.
      request.log.error({ err: error }, 'idempotency key not settled');
    } finally {
      claim.settle();
    }
  };

  // The answer is kept before it is sent, even when its client has gone: the work is done, and a retry gets it.
  app.addHook('onSend', async (request, reply, payload) => {
    await finish(request, reply.statusCode, reply.getHeader('content-type'), payload);
    return payload;
  });
  // An answer that never went through onSend (a hijacked reply) keeps nothing and frees its key.
  app.addHook('onResponse', async (request) => finish(request, 500, undefined, undefined));

  if (app.deps.config.NODE_ENV !== 'test') {
    let running = false;
    const purge = () => {
      if (running) return;
      running = true;
      purgeExpiredKeys(db)
        .catch((error: unknown) => app.log.error({ err: error }, 'idempotency keys not purged'))
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['auth'] });
