import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { communities, communityAccounts } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { validationMessage } from '@domain/contract';
import { requestLocale } from '../../lib/locale';

/** The community a catalogue write lands in must exist; `x-community-id` can name any number. */
export async function scopedCommunity(db: Database, request: FastifyRequest): Promise<{ id: number; sportId: number | null }> {
  const [row] = await db.select({ id: communities.id, sportId: communities.sportId }).from(communities).where(eq(communities.id, request.communityId)).limit(1);
  if (!row) throw badRequest('headers.x-community-id', validationMessage('unknownReference', requestLocale(request)));
  return row;
}

/** The community a stored record belongs to (for the sport rule when it is edited). */
export async function communityOf(db: Database, id: number): Promise<{ id: number; sportId: number | null }> {
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

/** Its creator account and the accounts it lists as `admin` may change a community and its accounts. */
export async function canAdminister(db: Database, communityId: number, accountId: number): Promise<boolean> {
  const [community] = await db.select({ createdBy: communities.createdByAccountId }).from(communities).where(eq(communities.id, communityId)).limit(1);
  if (!community) throw notFound();
  if (community.createdBy === accountId) return true;
  const [link] = await db
    .select({ id: communityAccounts.id })
    .from(communityAccounts)
    .where(and(eq(communityAccounts.communityId, communityId), eq(communityAccounts.accountId, accountId), eq(communityAccounts.role, 'admin')))
    .limit(1);
  return Boolean(link);
}

export async function assertAdministers(db: Database, request: FastifyRequest, communityId: number): Promise<void> {
  const { accountId } = requireAuth(request);
  if (!(await canAdminister(db, communityId, accountId))) throw forbidden();
}
