import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { multiTournaments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertEditable, assertEditableAt, inUse, isReferenced, staleNow } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { requireAuth } from '../../plugins/auth';
import type { MultiTournamentInput } from '@domain/contract';
import { scopedCommunity } from '../communities/guard';
import { findMultiTournament, type MultiTournamentRow } from './queries';

const checkReferences = (db: Database, request: FastifyRequest, communityId: number, input: MultiTournamentInput) =>
  assertOwnedReferences(db, request, communityId, { organizerId: input.organizerId, seasonId: input.seasonId, placeId: input.placeId });

const values = (input: MultiTournamentInput) => ({
  name: input.name,
  organizerId: input.organizerId,
  seasonId: input.seasonId,
  placeId: input.placeId,
  startDate: input.startDate,
  endDate: input.endDate,
  logo: input.logo,
  description: input.description,
});

async function reread(db: Database, id: number): Promise<MultiTournamentRow> {
  const row = await findMultiTournament(db, id);
  if (!row) throw notFound();
  return row;
}

export async function createMultiTournament(db: Database, request: FastifyRequest, input: MultiTournamentInput): Promise<MultiTournamentRow> {
  const { accountId } = requireAuth(request);
  const community = await scopedCommunity(db, request);
  await checkReferences(db, request, community.id, input);
  const [row] = await db
    .insert(multiTournaments)
    .values({ ...values(input), communityId: community.id, createdByAccountId: accountId })
    .returning({ id: multiTournaments.id });
  return reread(db, row?.id ?? 0);
}

export async function updateMultiTournament(db: Database, request: FastifyRequest, id: number, input: MultiTournamentInput): Promise<MultiTournamentRow> {
  const current = assertEditableAt(request, await findMultiTournament(db, id), input.version);
  await checkReferences(db, request, current.communityId, input);
  const [row] = await db
    .update(multiTournaments)
    .set({ ...values(input), version: sql`${multiTournaments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(multiTournaments.id, id), eq(multiTournaments.version, current.version)))
    .returning({ id: multiTournaments.id });
  if (!row) throw await staleNow(() => findMultiTournament(db, id));
  return reread(db, id);
}

/** A multi-tournament that still holds tournaments is in use: they are deleted or moved out first. */
export async function deleteMultiTournament(db: Database, request: FastifyRequest, id: number): Promise<void> {
  assertEditable(request, await findMultiTournament(db, id));
  try {
    await db.delete(multiTournaments).where(eq(multiTournaments.id, id));
  } catch (error) {
    if (isReferenced(error)) throw inUse();
    throw error;
  }
}
