import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, API_KEY_MESSAGES, API_KEY_PREFIX, ERROR_CODES, type ApiKeyMessageKey, type ApiKeyScope } from '@domain/contract';
import { interpolate } from '@domain/contract/message-ref';
import fp from 'fastify-plugin';
import type { PermissionResource } from '@domain/catalog';
import { ApiError, forbidden, unauthorized } from '../lib/errors';
import { requestLocale } from '../lib/locale';
import type { KnownSessions } from '../lib/rate-limits';
import { allows, sessionMemberships, type Membership } from '../modules/identity/memberships';
import { keyOfSecret } from '../modules/api-keys/secret';
import type { Database } from '../db/client';

/** The API key a request came with: writes made with it are recorded under its name. */
export interface ApiKeyActor {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
}

export interface AuthContext {
  /** The signed-in user; for an API key, the account owner who made it and answers for it. */
  userId: number;
  /** The session, or null for an API key. */
  sessionId: number | null;
  /** The account the request acts as (`x-account-id`, else the user's first account; a key's own account). */
  accountId: number;
  membership: Membership;
  memberships: Membership[];
  apiKey: ApiKeyActor | null;
}

/** The scopes a write may ask of an API key besides `admin`, which allows every write. */
export type KeyWriteScope = Exclude<ApiKeyScope, 'read' | 'admin'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: a valid session is needed; `optional`: read it when present. Public when absent. */
    auth?: 'required' | 'optional';
    /** Permission resource the current account's role must allow. Implies `auth: 'required'`. */
    resource?: PermissionResource;
    /** The key scope a write here needs besides `admin` (reads need `read`, which every key has). */
    keyScope?: KeyWriteScope;
    /** `refused`: a person's own business (profile, favourites, the account's users and keys): never with an API key. */
    apiKeys?: 'refused';
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

/** An API key from `Authorization: Bearer tk_live_…` (the documented way) or the `x-api-key` header. */
function apiKeyOf(request: FastifyRequest): string | null {
  const fromBearer = bearer(request);
  if (fromBearer !== null) return fromBearer.startsWith(API_KEY_PREFIX) ? fromBearer : null;
  const header = request.headers[API_KEY_HEADER];
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : null;
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

/** A text of API keys and of the account a request acts as, in the caller's language. */
const authText = (request: FastifyRequest, key: ApiKeyMessageKey, params: Record<string, string> = {}) => interpolate(API_KEY_MESSAGES[key][requestLocale(request)], params);

/** The stable `reason` of each refusal of a key, for programs to tell them apart whatever the language. */
const KEY_REFUSALS = { unknown: 'apiKeyUnknown', revoked: 'apiKeyRevoked', expired: 'apiKeyExpired' } as const;

/** A refusal of the key itself: 401 with a stable `reason`, never taken for an anonymous visit. */
const keyRefused = (request: FastifyRequest, key: keyof typeof KEY_REFUSALS) =>
  new ApiError(401, ERROR_CODES.unauthorized, null, authText(request, key), undefined, undefined, KEY_REFUSALS[key]);

const isKeyRefusal = (error: unknown) => error instanceof ApiError && error.status === 401 && (error.reason?.startsWith('apiKey') ?? false);

/** A key acts as its own account only: a different `x-account-id` is a mistake the program should hear about. */
async function resolveKey(db: Database, request: FastifyRequest, secret: string, sessions: KnownSessions): Promise<AuthContext> {
  const holder = await keyOfSecret(db, secret, Date.now());
  if (!holder) throw keyRefused(request, 'unknown');
  if (holder.refusal) throw keyRefused(request, holder.refusal);
  const requested = request.headers['x-account-id'];
  if (requested !== undefined && requested !== String(holder.accountId)) throw new ApiError(403, ERROR_CODES.forbidden, null, authText(request, 'otherAccount'));
  sessions.rememberKey(secret, holder.id);
  const membership: Membership = { accountId: holder.accountId, accountName: holder.accountName, isOwner: true, shared: false, resources: [] };
  return { userId: holder.userId, sessionId: null, accountId: holder.accountId, membership, memberships: [membership], apiKey: { id: holder.id, name: holder.name, scopes: holder.scopes } };
}

async function resolveAuth(db: Database, request: FastifyRequest, publicUrl: string, idleMinutes: number, sessions: KnownSessions): Promise<AuthContext | null> {
  const key = apiKeyOf(request);
  if (key !== null) return resolveKey(db, request, key, sessions);
  const fromHeader = bearer(request);
  const token = fromHeader ?? sessionCookie(request);
  if (!token) return null;
  if (!fromHeader) assertSameOrigin(request, publicUrl);
  const found = await sessionMemberships(db, token, idleMinutes);
  if (!found) throw unauthorized();
  sessions.remember(token);
  const { session, memberships } = found;
  const requested = headerNumber(request, 'x-account-id');
  // A program holding a token of a user with several accounts must say which one a write is for: guessing the
  // first one could publish in the wrong club. The web app sends the header; its cookie keeps the old default.
  if (requested === null && fromHeader && memberships.length > 1 && !SAFE_METHODS.has(request.method)) {
    const message = authText(request, 'chooseAccount');
    throw new ApiError(400, ERROR_CODES.validation, null, message, [{ field: 'headers.x-account-id', message }]);
  }
  const membership = requested === null ? memberships[0] : memberships.find((m) => m.accountId === requested);
  if (!membership) throw requested === null ? forbidden() : new ApiError(403, ERROR_CODES.forbidden, null, authText(request, 'notYourAccount'));
  return { userId: session.userId, sessionId: session.id, accountId: membership.accountId, membership, memberships, apiKey: null };
}

const keyMay = (scopes: readonly ApiKeyScope[], needed: ApiKeyScope) => scopes.includes('admin') || scopes.includes(needed) || (needed === 'read' && scopes.length > 0);

/** What a key may do here: reads with any scope, writes with `admin` or the route's own scope, nothing personal. */
function assertKeyMay(request: FastifyRequest, key: ApiKeyActor): void {
  const route = request.routeOptions.config;
  if (route.apiKeys === 'refused') throw new ApiError(403, ERROR_CODES.forbidden, null, authText(request, 'personal'));
  const needed: ApiKeyScope = SAFE_METHODS.has(request.method) ? 'read' : (route.keyScope ?? 'admin');
  if (!keyMay(key.scopes, needed)) throw new ApiError(403, ERROR_CODES.forbidden, null, authText(request, 'scopeMissing', { scope: needed }), undefined, undefined, 'apiKeyScope');
}

/**
 * Authentication and authorisation applied by route options (`config.auth`, `config.resource`), so no handler
 * repeats the checks: a bad or expired token → 401, an account the user does not belong to → 403, a role
 * without the route's resource → 403. An API key (`tk_live_…`) acts as its account's owner within its scopes:
 * a revoked, expired or unknown key → 401, a write outside its scopes or a person's own business → 403.
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
      request.auth = await resolveAuth(options.db, request, config.PUBLIC_URL, config.SESSION_IDLE_MINUTES, app.knownSessions);
    } catch (error) {
      // An expired session cookie on a page anyone may read is an anonymous visit; a refused key is not.
      if (mode === 'optional' && error instanceof ApiError && error.status === 401 && !isKeyRefusal(error)) return;
      throw error;
    }
    if (mode === 'required' && !request.auth) throw unauthorized();
    if (request.auth?.apiKey) assertKeyMay(request, request.auth.apiKey);
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

/** The credential of a request: its bearer header (a session token or an API key), its API key header, else its session cookie. */
export function requestSessionToken(request: FastifyRequest): string | null {
  return bearer(request) ?? apiKeyOf(request) ?? sessionCookie(request);
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
