import { and, count, desc, eq, exists, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { multiTournaments, organizers, places, seasons, valids } from '../../db/schema';
import { containsPattern } from '../../lib/references';
import type { MultiTournament, MultiTournamentListQuery, Page } from '@domain/contract';

const validCount = sql<number>`(select count(*)::int from ${valids} v where v.tournament_id = ${multiTournaments.id})`;
const sportIds = sql<number[]>`coalesce((select array_agg(distinct v.sport_id order by v.sport_id) from ${valids} v where v.tournament_id = ${multiTournaments.id}), '{}')`;

const columns = {
  id: multiTournaments.id,
  communityId: multiTournaments.communityId,
  name: multiTournaments.name,
  organizerId: multiTournaments.organizerId,
  organizerName: organizers.name,
  seasonId: multiTournaments.seasonId,
  seasonName: seasons.name,
  placeId: multiTournaments.placeId,
  placeName: places.name,
  startDate: multiTournaments.startDate,
  endDate: multiTournaments.endDate,
  logo: multiTournaments.logo,
  description: multiTournaments.description,
  validCount,
  sportIds,
  createdByAccountId: multiTournaments.createdByAccountId,
  version: multiTournaments.version,
  createdAt: multiTournaments.createdAt,
  updatedAt: multiTournaments.updatedAt,
};

export type MultiTournamentRow = Omit<MultiTournament, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function joined(db: Database) {
  return db
    .select(columns)
    .from(multiTournaments)
    .leftJoin(organizers, eq(organizers.id, multiTournaments.organizerId))
    .leftJoin(seasons, eq(seasons.id, multiTournaments.seasonId))
    .leftJoin(places, eq(places.id, multiTournaments.placeId));
}

export const toMultiTournament = (row: MultiTournamentRow): MultiTournament => ({
  ...row,
  sportIds: row.sportIds.map(Number),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest first; sport and status match the tournaments a multi-tournament holds. */
export async function pageMultiTournaments(db: Database, communityId: number, filter: MultiTournamentListQuery): Promise<Page<MultiTournamentRow>> {
  const conditions: SQL[] = [eq(multiTournaments.communityId, communityId)];
  if (filter.seasonId !== undefined) conditions.push(eq(multiTournaments.seasonId, filter.seasonId));
  if (filter.q) conditions.push(ilike(multiTournaments.name, containsPattern(filter.q)));
  const held: SQL[] = [];
  if (filter.sportId !== undefined) held.push(eq(valids.sportId, filter.sportId));
  if (filter.statusId !== undefined) held.push(eq(valids.statusId, filter.statusId));
  if (held.length > 0) {
    conditions.push(exists(db.select({ id: valids.id }).from(valids).where(and(eq(valids.tournamentId, multiTournaments.id), ...held))));
  }
  const where = and(...conditions);
  const items = await joined(db)
    .where(where)
    .orderBy(desc(multiTournaments.startDate), desc(multiTournaments.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [totals] = await db.select({ total: count() }).from(multiTournaments).where(where);
  return { items, page: filter.page, size: filter.size, total: totals?.total ?? 0 };
}

export async function findMultiTournament(db: Database, id: number): Promise<MultiTournamentRow | null> {
  const [row] = await joined(db).where(eq(multiTournaments.id, id)).limit(1);
  return row ?? null;
}
