import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { clubs } from '../../db/schema';
import { assertEditable, assertEditableAt, inUse, isReferenced, staleNow } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { requireAuth } from '../../plugins/auth';
import type { ClubInput } from '@domain/contract';
import { assertSportAllowed, communityOf, scopedCommunity } from '../communities/guard';
import { findClub, type ClubRow } from './queries';

/**
 * A club's sport must be one its community offers; its organiser and place must be records the acting account
 * keeps or that are shared with it (naming another account's organiser would put the club on that organiser's page without its
 * say). The ones the club already names may stay.
 */
async function checkReferences(db: Database, request: FastifyRequest, input: ClubInput, community: { id: number; sportId: number | null }, current: ClubRow | null = null) {
  assertSportAllowed(request, community, input.sportId);
  await assertOwnedReferences(db, request, community.id, { organizerId: input.organizerId, placeId: input.placeId }, current ?? {});
}

const values = (input: ClubInput) => ({ name: input.name, sportId: input.sportId, organizerId: input.organizerId, placeId: input.placeId, logo: input.logo });

export async function createClub(db: Database, request: FastifyRequest, input: ClubInput): Promise<ClubRow> {
  const { accountId } = requireAuth(request);
  const community = await scopedCommunity(db, request);
  await checkReferences(db, request, input, community);
  const [row] = await db.insert(clubs).values({ ...values(input), communityId: community.id, createdByAccountId: accountId }).returning({ id: clubs.id });
  return (await findClub(db, row?.id ?? 0)) as ClubRow;
}

export async function updateClub(db: Database, request: FastifyRequest, id: number, input: ClubInput): Promise<ClubRow> {
  const current = assertEditableAt(request, await findClub(db, id), input.version);
  await checkReferences(db, request, input, await communityOf(db, current.communityId), current);
  const [row] = await db
    .update(clubs)
    .set({ ...values(input), version: sql`${clubs.version} + 1`, updatedAt: new Date() })
    .where(and(eq(clubs.id, id), eq(clubs.version, current.version)))
    .returning({ id: clubs.id });
  if (!row) throw await staleNow(() => findClub(db, id));
  return (await findClub(db, id)) as ClubRow;
}

export async function deleteClub(db: Database, request: FastifyRequest, id: number): Promise<void> {
  assertEditable(request, await findClub(db, id));
  try {
    await db.delete(clubs).where(eq(clubs.id, id));
  } catch (error) {
    if (isReferenced(error)) throw inUse();
    throw error;
  }
}
