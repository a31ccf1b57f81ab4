import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@domain/contract';
import fp from 'fastify-plugin';
import type { PermissionResource } from '@domain/catalog';
import { ApiError, forbidden, unauthorized } from '../lib/errors';
import { allows, sessionMemberships, type Membership } from '../modules/identity/memberships';
import type { Database } from '../db/client';

export interface AuthContext {
  userId: number;
  sessionId: number;
  /** The account the request acts as (`x-account-id`, else the user's first account). */
  accountId: number;
  membership: Membership;
  memberships: Membership[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: a valid session is needed; `optional`: read it when present. Public when absent. */
    auth?: 'required' | 'optional';
    /** Permission resource the current account's role must allow. Implies `auth: 'required'`. */
    resource?: PermissionResource;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function headerNumber(request: FastifyRequest, name: string): number | null {
  const raw = request.headers[name];
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** The session cookie's name: `__Host-` bound to the exact origin when served over https. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

function sessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies[sessionCookieName(true)] ?? request.cookies[sessionCookieName(false)];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write authenticated by the cookie alone must come from the platform's own pages: the browser's Origin (or,
 * without it, Sec-Fetch-Site) says where the request was made. Bearer tokens are not sent by browsers on their
 * own, so they need no such check.
 */
function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
    if (own.has(origin)) return;
  } else if (request.headers['sec-fetch-site'] === 'same-origin') {
    return;
  }
  throw new ApiError(403, ERROR_CODES.forbidden, 'crossSite');
}

async function resolveAuth(db: Database, request: FastifyRequest, publicUrl: string, idleMinutes: number, seen: (token: string) => void): Promise<AuthContext | null> {
  const fromHeader = bearer(request);
  const token = fromHeader ?? sessionCookie(request);
  if (!token) return null;
  if (!fromHeader) assertSameOrigin(request, publicUrl);
  const found = await sessionMemberships(db, token, idleMinutes);
  if (!found) throw unauthorized();
  seen(token);
  const { session, memberships } = found;
  const requested = headerNumber(request, 'x-account-id');
  const membership = requested === null ? memberships[0] : memberships.find((m) => m.accountId === requested);
  if (!membership) throw forbidden();
  return { userId: session.userId, sessionId: session.id, accountId: membership.accountId, membership, memberships };
}

/**
 * Authentication and authorisation applied by route options (`config.auth`, `config.resource`), so no handler
 * repeats the checks: a bad or expired token → 401, an account the user does not belong to → 403, a role
 * without the route's resource → 403.
 */
async function auth(app: FastifyInstance, options: { db: Database }) {
  const { config } = app.deps;
  const secure = config.PUBLIC_URL.startsWith('https:');
  app.decorateRequest('auth', null);
  // Whatever call starts a session (sign-in, sign-up, a provider's sign-in, a password change) leaves its token in
  // an HttpOnly cookie, out of reach of the page's scripts; API clients keep using the token from the body.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const session = issuedSession(payload);
    if (session) {
      reply.setCookie(sessionCookieName(secure), session.token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: new Date(session.expires) });
    }
    return payload;
  });
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.config;
    const mode = route.resource ? 'required' : route.auth;
    if (!mode) return;
    try {
      request.auth = await resolveAuth(options.db, request, config.PUBLIC_URL, config.SESSION_IDLE_MINUTES, app.knownSessions.remember);
    } catch (error) {
      if (mode === 'optional' && error instanceof ApiError && error.status === 401) return;
      throw error;
    }
    if (mode === 'required' && !request.auth) throw unauthorized();
    if (route.resource && request.auth && !allows(request.auth.membership, route.resource)) throw forbidden();
  });
}

/** A session handed out: `{ token, expires, user }`. */
function asSession(value: unknown): { token: string; expires: string } | null {
  if (typeof value !== 'object' || value === null || !('token' in value) || !('expires' in value) || !('user' in value)) return null;
  return typeof value.token === 'string' && typeof value.expires === 'string' ? { token: value.token, expires: value.expires } : null;
}

/** A payload that hands out a session: `{ data: session }`, or `{ data: { session } }` after a password change. */
function issuedSession(payload: unknown): { token: string; expires: string } | null {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return null;
  const data = payload.data;
  return asSession(data) ?? (typeof data === 'object' && data !== null && 'session' in data ? asSession(data.session) : null);
}

/** Ends the session cookie (sign-out). */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The session token of a request: its bearer header, else its session cookie. */
export function requestSessionToken(request: FastifyRequest): string | null {
  return bearer(request) ?? sessionCookie(request);
}

/** The session token of a write outside the route options (sign-out): a cookie must come from the platform's own pages. */
export function writeSessionToken(request: FastifyRequest, publicUrl: string): string | null {
  const fromHeader = bearer(request);
  if (fromHeader) return fromHeader;
  const cookie = sessionCookie(request);
  if (cookie) assertSameOrigin(request, publicUrl);
  return cookie;
}

export default fp(auth, { name: 'auth', dependencies: ['@fastify/cookie'] });

/** For services: the authenticated context of a route declared with `auth: 'required'`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Ownership check for edits and deletes: only the creator account may change a record. */
export function assertOwner(request: FastifyRequest, createdByAccountId: number | null): void {
  const context = requireAuth(request);
  if (createdByAccountId !== context.accountId) throw forbidden();
}
