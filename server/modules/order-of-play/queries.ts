import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { matches, phaseGroups, phases, places, valids } from '../../db/schema';
import type { Db } from '../draws/queries';

const columns = {
  id: matches.id,
  code: matches.code,
  round: matches.round,
  groupId: matches.groupId,
  groupName: phaseGroups.name,
  thirdPlace: matches.thirdPlace,
  homeId: matches.homeId,
  awayId: matches.awayId,
  scheduledAt: matches.scheduledAt,
  durationMinutes: matches.durationMinutes,
  placeId: matches.placeId,
  placeName: places.name,
  court: matches.court,
  deskState: matches.deskState,
  deskVersion: matches.deskVersion,
  phaseId: matches.phaseId,
  phaseName: phases.name,
  validId: valids.id,
  validName: valids.name,
};

export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

/**
 * Matches still to play that have a time and a court: of one tournament, or at one place within a span. Played
 * matches and byes never reach the order of play.
 */
export async function queueRows(db: Db, scope: { validId: number } | { placeId: number; from: number; to: number }) {
  const where: SQL[] = [eq(matches.status, 'pending'), isNotNull(matches.scheduledAt), isNotNull(matches.court)];
  if ('validId' in scope) where.push(eq(phases.validId, scope.validId));
  else where.push(eq(matches.placeId, scope.placeId), gte(matches.scheduledAt, new Date(scope.from)), lt(matches.scheduledAt, new Date(scope.to)));
  return db
    .select(columns)
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .leftJoin(phaseGroups, eq(phaseGroups.id, matches.groupId))
    .leftJoin(places, eq(places.id, matches.placeId))
    .where(and(...where));
}

/** Entries in the first round of each phase's bracket (twice its first-round matches): what names its rounds. */
export async function bracketSizes(db: Db, phaseIds: number[]): Promise<Map<number, number>> {
  if (phaseIds.length === 0) return new Map();
  const rows = await db
    .select({ phaseId: matches.phaseId, count: sql<number>`count(*)::int` })
    .from(matches)
    .where(and(inArray(matches.phaseId, phaseIds), eq(matches.round, 1), isNull(matches.groupId), eq(matches.thirdPlace, false)))
    .groupBy(matches.phaseId);
  return new Map(rows.map((row) => [row.phaseId, Number(row.count) * 2]));
}

export async function validScope(db: Db, validId: number) {
  const [row] = await db.select({ id: valids.id, name: valids.name, communityId: valids.communityId }).from(valids).where(eq(valids.id, validId)).limit(1);
  return row ?? null;
}

export async function placeScope(db: Db, placeId: number) {
  const [row] = await db.select({ id: places.id, name: places.name, communityId: places.communityId }).from(places).where(eq(places.id, placeId)).limit(1);
  return row ?? null;
}

/** The match with what a desk write checks, locked until the transaction ends. */
export async function lockedDeskRow(db: Db, matchId: number) {
  const [row] = await db
    .select({ id: matches.id, phaseId: matches.phaseId, status: matches.status, deskVersion: matches.deskVersion, deskState: matches.deskState, ownerAccountId: valids.createdByAccountId })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(eq(matches.id, matchId))
    .for('update', { of: matches })
    .limit(1);
  return row ?? null;
}
