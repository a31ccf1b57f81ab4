import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionResource } from '@domain/catalog';
import { ApiError, forbidden, unauthorized } from '../lib/errors';
import { findActiveSession } from '../modules/identity/session-store';
import { allows, userMemberships, type Membership } from '../modules/identity/memberships';
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

async function resolveAuth(db: Database, request: FastifyRequest): Promise<AuthContext | null> {
  const token = bearer(request);
  if (!token) return null;
  const session = await findActiveSession(db, token);
  if (!session) throw unauthorized();
  const memberships = await userMemberships(db, session.userId);
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
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    const mode = config.resource ? 'required' : config.auth;
    if (!mode) return;
    try {
      request.auth = await resolveAuth(options.db, request);
    } catch (error) {
      if (mode === 'optional' && error instanceof ApiError && error.status === 401) return;
      throw error;
    }
    if (mode === 'required' && !request.auth) throw unauthorized();
    if (config.resource && request.auth && !allows(request.auth.membership, config.resource)) throw forbidden();
  });
}

export default fp(auth, { name: 'auth' });

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
