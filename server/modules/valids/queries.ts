import { and, asc, count, desc, eq, ilike, isNull, lte, ne, or, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ageCategories, inscribed, levelCategories, matches, multiTournaments, organizers, phases, places, seasons, subCategories, valids } from '../../db/schema';
import { containsPattern, today } from '../../lib/references';
import type { Page, Valid, ValidListQuery, ValidListSort } from '@domain/contract';

/** Entries that count: every one but the removed. */
export const entryCountOf = sql<number>`(select count(*)::int from ${inscribed} i where i.valid_id = ${valids.id} and i.origin <> 'removed')`;
const phaseCount = sql<number>`(select count(*)::int from ${phases} p where p.valid_id = ${valids.id})`;

const columns = {
  id: valids.id,
  communityId: valids.communityId,
  tournamentId: valids.tournamentId,
  tournamentName: multiTournaments.name,
  name: valids.name,
  sportId: valids.sportId,
  modalityId: valids.modalityId,
  genreId: valids.genreId,
  ageCategoryId: valids.ageCategoryId,
  ageCategoryName: ageCategories.name,
  levelCategoryId: valids.levelCategoryId,
  levelCategoryName: levelCategories.name,
  subCategoryId: valids.subCategoryId,
  subCategoryName: subCategories.name,
  seasonId: valids.seasonId,
  seasonName: seasons.name,
  placeId: valids.placeId,
  placeName: places.name,
  organizerId: valids.organizerId,
  organizerName: organizers.name,
  startDate: valids.startDate,
  endDate: valids.endDate,
  inscriptionStart: valids.inscriptionStart,
  inscriptionEnd: valids.inscriptionEnd,
  maxEntries: valids.maxEntries,
  requiresApproval: valids.requiresApproval,
  description: valids.description,
  logo: valids.logo,
  statusId: valids.statusId,
  entryCount: entryCountOf,
  phaseCount,
  createdByAccountId: valids.createdByAccountId,
  version: valids.version,
  createdAt: valids.createdAt,
  updatedAt: valids.updatedAt,
};

export type ValidRow = Omit<Valid, 'createdAt' | 'updatedAt' | 'inscriptionsOpen'> & { createdAt: Date; updatedAt: Date };

function joined(db: Database) {
  return db
    .select(columns)
    .from(valids)
    .leftJoin(multiTournaments, eq(multiTournaments.id, valids.tournamentId))
    .leftJoin(ageCategories, eq(ageCategories.id, valids.ageCategoryId))
    .leftJoin(levelCategories, eq(levelCategories.id, valids.levelCategoryId))
    .leftJoin(subCategories, eq(subCategories.id, valids.subCategoryId))
    .leftJoin(seasons, eq(seasons.id, valids.seasonId))
    .leftJoin(places, eq(places.id, valids.placeId))
    .leftJoin(organizers, eq(organizers.id, valids.organizerId));
}

/** Open for entries today: not started, inside its window (an open end where none is set) and not full. */
export function inscriptionsOpen(row: Pick<ValidRow, 'statusId' | 'inscriptionStart' | 'inscriptionEnd' | 'maxEntries' | 'entryCount'>, day = today()): boolean {
  if (row.statusId !== 1) return false;
  if (row.inscriptionStart && day < row.inscriptionStart) return false;
  if (row.inscriptionEnd && day > row.inscriptionEnd) return false;
  return row.maxEntries === null || row.entryCount < row.maxEntries;
}

export const toValid = (row: ValidRow): Valid => ({
  ...row,
  inscriptionsOpen: inscriptionsOpen(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function openCondition(open: boolean): SQL | undefined {
  const day = today();
  const isOpen = and(
    eq(valids.statusId, 1),
    or(isNull(valids.inscriptionStart), lte(valids.inscriptionStart, day)),
    or(isNull(valids.inscriptionEnd), gte(valids.inscriptionEnd, day)),
    or(isNull(valids.maxEntries), sql`${entryCountOf} < ${valids.maxEntries}`),
  );
  return open ? isOpen : sql`not (${isOpen})`;
}

/** A club's tournaments: those where an active entry entered for the club (its players, doubles or teams). */
const clubCondition = (clubId: number) =>
  sql`exists (select 1 from ${inscribed} i where i.valid_id = ${valids.id} and i.club_id = ${clubId} and i.origin <> 'removed')`;

/** Each order ends on the id, so a page never shows a tournament its neighbour page shows too. */
const ORDERS: Record<ValidListSort, SQL[]> = {
  '-startDate': [desc(valids.startDate), desc(valids.id)],
  startDate: [asc(valids.startDate), asc(valids.id)],
  name: [asc(sql`lower(${valids.name})`), asc(valids.id)],
};

/** By the list's filters, latest start first unless `sort` says otherwise; `communityId` undefined leaves the community open (see `ValidListQuery`). */
export async function pageValids(db: Database, communityId: number | undefined, filter: ValidListQuery): Promise<Page<ValidRow>> {
  const conditions: (SQL | undefined)[] = [communityId === undefined ? undefined : eq(valids.communityId, communityId)];
  if (filter.organizerId !== undefined) conditions.push(eq(valids.organizerId, filter.organizerId));
  if (filter.clubId !== undefined) conditions.push(clubCondition(filter.clubId));
  if (filter.sportId !== undefined) conditions.push(eq(valids.sportId, filter.sportId));
  if (filter.statusId !== undefined) conditions.push(eq(valids.statusId, filter.statusId));
  if (filter.seasonId !== undefined) conditions.push(eq(valids.seasonId, filter.seasonId));
  if (filter.tournamentId !== undefined) conditions.push(eq(valids.tournamentId, filter.tournamentId));
  if (filter.modalityId !== undefined) conditions.push(eq(valids.modalityId, filter.modalityId));
  if (filter.genreId !== undefined) conditions.push(eq(valids.genreId, filter.genreId));
  if (filter.open !== undefined) conditions.push(openCondition(filter.open));
  if (filter.placeId !== undefined) conditions.push(eq(valids.placeId, filter.placeId));
  // Played on some day of the range: started by its end and not over before its start.
  if (filter.from !== undefined) conditions.push(gte(valids.endDate, filter.from));
  if (filter.to !== undefined) conditions.push(lte(valids.startDate, filter.to));
  if (filter.q) conditions.push(ilike(valids.name, containsPattern(filter.q)));
  const where = and(...conditions);
  const items = await joined(db).where(where).orderBy(...ORDERS[filter.sort]).limit(filter.size).offset(filter.page * filter.size);
  const [totals] = await db.select({ total: count() }).from(valids).where(where);
  return { items, page: filter.page, size: filter.size, total: totals?.total ?? 0 };
}

export async function findValid(db: Database, id: number): Promise<ValidRow | null> {
  const [row] = await joined(db).where(eq(valids.id, id)).limit(1);
  return row ?? null;
}

export async function activeEntryCount(db: Database, validId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inscribed)
    .where(and(eq(inscribed.validId, validId), ne(inscribed.origin, 'removed')));
  return row?.total ?? 0;
}

/** Matches drawn in any phase of the tournament. */
export async function matchCountOf(db: Database, validId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .where(eq(phases.validId, validId));
  return row?.total ?? 0;
}
