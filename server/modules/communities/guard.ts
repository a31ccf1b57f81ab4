import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, communities, communityAccounts } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { requireAuth, type AuthContext } from '../../plugins/auth';
import { allows } from '../identity/memberships';
import { ERROR_CODES, validationMessage } from '@domain/contract';
import { requestLocale } from '../../lib/locale';

type CommunityScope = { id: number; sportId: number | null };

/** The community `x-community-id` names, which must exist: the header can name any number. */
export async function existingCommunity(db: Database, request: FastifyRequest): Promise<CommunityScope> {
  const [row] = await db.select({ id: communities.id, sportId: communities.sportId }).from(communities).where(eq(communities.id, request.communityId)).limit(1);
  if (!row) throw badRequest('headers.x-community-id', validationMessage('unknownReference', requestLocale(request)));
  return row;
}

/** An account belongs to the community it was created in and to every community it is attached to. */
export async function belongsToCommunity(db: Database, communityId: number, accountId: number): Promise<boolean> {
  const [home] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.communityId, communityId))).limit(1);
  if (home) return true;
  const [link] = await db
    .select({ id: communityAccounts.id })
    .from(communityAccounts)
    .where(and(eq(communityAccounts.communityId, communityId), eq(communityAccounts.accountId, accountId)))
    .limit(1);
  return Boolean(link);
}

/**
 * The community a catalogue write lands in: it must exist and the acting account must belong to it, or anyone
 * could publish into any community's public lists by naming it in `x-community-id`.
 */
export async function scopedCommunity(db: Database, request: FastifyRequest): Promise<CommunityScope> {
  const community = await existingCommunity(db, request);
  if (!(await belongsToCommunity(db, community.id, requireAuth(request).accountId))) throw new ApiError(403, ERROR_CODES.forbidden, 'notCommunityMember');
  return community;
}

/** The community a stored record belongs to (for the sport rule when it is edited). */
export async function communityOf(db: Database, id: number): Promise<CommunityScope> {
  const [row] = await db.select({ id: communities.id, sportId: communities.sportId }).from(communities).where(eq(communities.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * A community restricted to one sport offers only that sport: any other sport in a write is refused on the
 * field that carries it.
 */
export function assertSportAllowed(request: FastifyRequest, community: { sportId: number | null }, sportId: number | null, field = 'body.sportId'): void {
  if (sportId !== null && community.sportId !== null && sportId !== community.sportId) {
    throw badRequest(field, validationMessage('sportNotAllowed', requestLocale(request)));
  }
}

/** Whether the account is attached to the community with the admin role. */
async function isAdminAccount(db: Database, communityId: number, accountId: number): Promise<boolean> {
  const [community] = await db.select({ id: communities.id }).from(communities).where(eq(communities.id, communityId)).limit(1);
  if (!community) throw notFound();
  const [link] = await db
    .select({ id: communityAccounts.id })
    .from(communityAccounts)
    .where(and(eq(communityAccounts.communityId, communityId), eq(communityAccounts.accountId, accountId), eq(communityAccounts.role, 'admin')))
    .limit(1);
  return Boolean(link);
}

/** What the administration of a community needs from the caller's role: the community itself, or its accounts. */
export type CommunityPower = 'communities' | 'communityAccounts';

/**
 * A community is administered by its admin accounts, and through one of them only by the users whose role in it
 * lists the power (the account's owner may do everything): belonging to an admin account is not enough.
 */
export async function canAdminister(db: Database, communityId: number, auth: AuthContext, power: CommunityPower): Promise<boolean> {
  if (!allows(auth.membership, power)) return false;
  return isAdminAccount(db, communityId, auth.accountId);
}

export async function assertAdministers(db: Database, request: FastifyRequest, communityId: number, power: CommunityPower): Promise<void> {
  if (!(await canAdminister(db, communityId, requireAuth(request), power))) throw new ApiError(403, ERROR_CODES.forbidden, 'notCommunityAdmin');
}

/**
 * Someone acting for an account they do not own may not make an account of their own an admin: the power would
 * outlive their place in the account they act for.
 */
export function assertNotSelfGranted(request: FastifyRequest, accountId: number, role: string): void {
  const auth = requireAuth(request);
  if (role !== 'admin' || (auth.membership.isOwner && !auth.membership.shared)) return;
  if (auth.memberships.some((m) => m.accountId === accountId)) throw new ApiError(403, ERROR_CODES.forbidden, 'selfGrantedAdmin');
}
