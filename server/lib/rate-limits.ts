import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import { ERROR_CODES, errorMessage } from '@domain/contract';
import { ApiError } from './errors';
import { requestLocale } from './locale';

/** How a route is counted: not at all (the web app's files and screens), as a read, as a write, or as sign-in. */
export type RateClass = 'none' | 'read' | 'write';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Liveness answers from memory, so counting it would cost more than answering it, and a load balancer probing an
 * instance behind a busy venue's address must never be told 429 and take it out of service. Readiness asks the
 * database and is counted as a read.
 */
const LIVENESS_PATH = '/api/health';

export function rateClassOf(method: string, url: string): RateClass {
  if (url !== '/api' && !url.startsWith('/api/')) return 'none';
  if (url === LIVENESS_PATH && READS.has(method)) return 'none';
  return READS.has(method) ? 'read' : 'write';
}

/** How long a session seen valid keeps its own budget without being checked again. */
const KNOWN_SESSION_MS = 10 * 60_000;
const KNOWN_SESSION_LIMIT = 50_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions and API keys the auth hook has found valid lately. Only those get a budget of their own: a made-up
 * cookie or key would otherwise buy a fresh budget with every request, so any other request is counted by its
 * address. A session's budget is named by its token's digest; an API key's by the key's id, so a program's calls
 * are counted together whatever address they come from.
 */
export function createKnownSessions(now: () => number = Date.now) {
  const seen = new Map<string, { until: number; budget: string }>();
  const keep = (token: string, budget: (digest: string) => string): void => {
    const key = digest(token);
    seen.delete(key);
    seen.set(key, { until: now() + KNOWN_SESSION_MS, budget: budget(key) });
    // Oldest first in insertion order: past the bound, the least recently seen go.
    while (seen.size > KNOWN_SESSION_LIMIT) {
      const oldest = seen.keys().next().value;
      if (oldest === undefined) break;
      seen.delete(oldest);
    }
  };
  return {
    remember(token: string): void {
      keep(token, (key) => `s:${key}`);
    },
    rememberKey(secret: string, keyId: number): void {
      keep(secret, () => `k:${keyId}`);
    },
    /** The budget key of a token the platform issued and saw valid lately; null otherwise. */
    keyOf(token: string | null): string | null {
      if (!token) return null;
      const key = digest(token);
      const known = seen.get(key);
      if (known === undefined) return null;
      if (known.until < now()) {
        seen.delete(key);
        return null;
      }
      return known.budget;
    },
  };
}

export type KnownSessions = ReturnType<typeof createKnownSessions>;

/** The answer past a limit: the usual envelope, in the caller's language, saying when to try again. */
export function rateLimitedError(request: FastifyRequest, seconds: number): ApiError {
  const locale = requestLocale(request);
  const wait = Math.max(1, seconds);
  const when = locale === 'en' ? `Try again in ${wait} s` : `Vuelve a intentarlo en ${wait} s`;
  return new ApiError(429, ERROR_CODES.rateLimited, null, `${errorMessage('rateLimited', locale)}. ${when}`);
}

export interface RateLimitSettings {
  readMax: number;
  writeMax: number;
  sessionToken: (request: FastifyRequest) => string | null;
  sessions: KnownSessions;
  /** Requests no limit counts: the platform's own server renderer asking its API for a page's data. */
  exempt?: (request: FastifyRequest) => boolean;
}

/**
 * The platform's limits. Public reads are generous (a venue puts hundreds of players behind one address) and
 * counted per session when the request carries a known one; writes are moderate; the sign-in family keeps its
 * own strict limit per route and address (see `strictRateLimit`). The web app's files and screens are never
 * counted: a page needs dozens of them and a browser caches them anyway.
 */
export function rateLimitOptions(settings: RateLimitSettings): RateLimitPluginOptions {
  const classOf = (request: FastifyRequest) => rateClassOf(request.method, request.routeOptions.url ?? request.url);
  return {
    global: true,
    timeWindow: '1 minute',
    cache: 20_000,
    max: (request) => (classOf(request) === 'read' ? settings.readMax : settings.writeMax),
    ...(settings.exempt ? { allowList: settings.exempt } : {}),
    keyGenerator: (request) => {
      const session = settings.sessions.keyOf(settings.sessionToken(request));
      return `${classOf(request)}:${session ?? `a:${request.ip}`}`;
    },
    errorResponseBuilder: (request, context) => rateLimitedError(request, Math.ceil(context.ttl / 1000)),
  };
}

/** Sign-in, registration, password reset, contact: a per-route limit counted by address whatever the session. */
export function strictRateLimit(max: number): RateLimitOptions {
  return { max, timeWindow: '1 minute', keyGenerator: (request) => `strict:a:${request.ip}` };
}

/** Fastify `onRoute` hook: the web app's files and screens are left out of every limit. */
export function exemptWebRoutes(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => rateClassOf(method, route.url) === 'none')) {
    route.config = { ...route.config, rateLimit: false };
  }
}

/** The header the server renderer's own API requests carry, with a secret of the running process. */
export const RENDER_TOKEN_HEADER = 'x-render-token';

/** A secret for the renderer's requests, and the check that recognises them (a guessed or replayed-elsewhere value never matches). */
export function createRenderToken(): { token: string; isRenderer: (request: FastifyRequest) => boolean } {
  const token = randomBytes(24).toString('base64url');
  const expected = Buffer.from(token);
  return {
    token,
    isRenderer: (request) => {
      const value = request.headers[RENDER_TOKEN_HEADER];
      if (typeof value !== 'string') return false;
      const given = Buffer.from(value);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
