import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { MODALITY_IDS } from '@domain/catalog';
import { calendarPlans, communities, inscribed, matches, personClubs, persons, phases, places, teamMembers, valids } from '../../db/schema';
import type { Db } from '../draws/queries';

/** What a calendar is narrowed to; each id was checked to exist before. Instants are UTC milliseconds. */
export interface CalendarFilter {
  communityId?: number | undefined;
  tournamentId?: number | undefined;
  validIds?: number[] | undefined;
  phaseId?: number | undefined;
  /** The entries the person plays as (alone, or in a double or team). */
  entryIds?: number[] | undefined;
  placeId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  scheduled?: 'all' | 'only' | 'none' | undefined;
}

/** A bigger calendar must be narrowed by dates or filters: every answer stays one bounded read. */
export const CALENDAR_LIMIT = 3000;

export const calendarColumns = {
  id: matches.id,
  version: matches.version,
  code: matches.code,
  round: matches.round,
  status: matches.status,
  result: matches.result,
  homeId: matches.homeId,
  awayId: matches.awayId,
  scheduledAt: matches.scheduledAt,
  durationMinutes: matches.durationMinutes,
  placeId: matches.placeId,
  placeName: places.name,
  court: matches.court,
  phaseId: matches.phaseId,
  phaseName: phases.name,
  phaseOrder: phases.order,
  configuration: phases.configuration,
  validId: valids.id,
  validName: valids.name,
  tournamentId: valids.tournamentId,
  sportId: valids.sportId,
  communityId: valids.communityId,
  ownerAccountId: valids.createdByAccountId,
  updatedAt: matches.updatedAt,
};

function conditions(filter: CalendarFilter, withDates: boolean): SQL[] {
  const where: SQL[] = [ne(matches.status, 'bye')];
  if (filter.communityId !== undefined) where.push(eq(valids.communityId, filter.communityId));
  if (filter.tournamentId !== undefined) where.push(eq(valids.tournamentId, filter.tournamentId));
  if (filter.validIds !== undefined) where.push(inArray(phases.validId, filter.validIds.length > 0 ? filter.validIds : [0]));
  if (filter.phaseId !== undefined) where.push(eq(matches.phaseId, filter.phaseId));
  if (filter.entryIds !== undefined) {
    const ids = filter.entryIds.length > 0 ? filter.entryIds : [0];
    where.push(or(inArray(matches.homeId, ids), inArray(matches.awayId, ids)) ?? sql`false`);
  }
  if (filter.placeId !== undefined) where.push(eq(matches.placeId, filter.placeId));
  if (!withDates) return where;
  if (filter.from !== undefined) where.push(gte(matches.scheduledAt, new Date(filter.from)));
  if (filter.to !== undefined) where.push(lt(matches.scheduledAt, new Date(filter.to)));
  if (filter.scheduled === 'only') where.push(isNotNull(matches.scheduledAt));
  if (filter.scheduled === 'none') where.push(isNull(matches.scheduledAt));
  return where;
}

const fromMatches = (db: Db, columns: typeof calendarColumns) =>
  db.select(columns).from(matches).innerJoin(phases, eq(phases.id, matches.phaseId)).innerJoin(valids, eq(valids.id, phases.validId)).leftJoin(places, eq(places.id, matches.placeId));

export type CalendarRow = Awaited<ReturnType<typeof calendarRows>>[number];

/** The matches of a calendar by start (unscheduled last), then code, a page at a time. Byes are never on a calendar. */
export async function calendarRows(db: Db, filter: CalendarFilter, slice: { offset: number; limit: number } = { offset: 0, limit: CALENDAR_LIMIT }) {
  return fromMatches(db, calendarColumns)
    .where(and(...conditions(filter, true)))
    .orderBy(sql`${matches.scheduledAt} asc nulls last`, asc(matches.code), asc(matches.id))
    .offset(slice.offset)
    .limit(slice.limit);
}

/** How many matches the calendar holds, over every page. */
export async function calendarCount(db: Db, filter: CalendarFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(...conditions(filter, true)));
  return Number(row?.count ?? 0);
}

export async function calendarRowsById(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return fromMatches(db, calendarColumns).where(inArray(matches.id, ids));
}

/** How many matches of the calendar, dates aside, have no time yet. */
export async function unscheduledCount(db: Db, filter: CalendarFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(...conditions(filter, false), isNull(matches.scheduledAt)));
  return Number(row?.count ?? 0);
}

/**
 * Scheduled matches starting in `[from, to)` at one of the places or with one of the entries: the ones a
 * conflict check compares with (the time index narrows, then the place and entry columns).
 */
export async function scheduledNear(db: Db, span: { from: number; to: number }, near: { placeIds: number[]; entryIds: number[] }) {
  const around: SQL[] = [];
  if (near.placeIds.length > 0) around.push(inArray(matches.placeId, near.placeIds));
  if (near.entryIds.length > 0) around.push(inArray(matches.homeId, near.entryIds), inArray(matches.awayId, near.entryIds));
  if (around.length === 0) return [];
  return fromMatches(db, calendarColumns).where(
    and(ne(matches.status, 'bye'), gte(matches.scheduledAt, new Date(span.from)), lt(matches.scheduledAt, new Date(span.to)), or(...around)),
  );
}

/** The entries these people play as. */
export async function entriesOfPersons(db: Db, personIds: number[]): Promise<number[]> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return [];
  const teams = db.select({ id: teamMembers.teamId }).from(teamMembers).where(inArray(teamMembers.personId, ids));
  const rows = await db
    .select({ id: inscribed.id })
    .from(inscribed)
    .where(or(inArray(inscribed.personId, ids), inArray(inscribed.personId, teams)));
  return rows.map((row) => row.id);
}

export async function timeZonesOf(db: Db, communityIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(communityIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: communities.id, timeZone: communities.timeZone }).from(communities).where(inArray(communities.id, ids));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}

/**
 * The entries a person's calendar follows: those they play as (their own, and those of the doubles and teams
 * they belong to) and, for a coach, every entry that enters for one of the coach's clubs.
 */
export async function entriesOfPerson(db: Db, personId: number): Promise<number[]> {
  const [person] = await db.select({ modalityId: persons.modalityId }).from(persons).where(eq(persons.id, personId)).limit(1);
  if (person?.modalityId !== MODALITY_IDS.coach) return entriesOfPersons(db, [personId]);
  const clubs = db.select({ id: personClubs.clubId }).from(personClubs).where(eq(personClubs.personId, personId));
  const rows = await db.select({ id: inscribed.id }).from(inscribed).where(or(eq(inscribed.personId, personId), inArray(inscribed.clubId, clubs)));
  return rows.map((row) => row.id);
}

export interface EntryPeople {
  name: string;
  personId: number;
  /** The entry's person and, for a double or team, its members. */
  personIds: number[];
}

/** Names and people of entries, by entry id. */
export async function entryPeople(db: Db, entryIds: number[]): Promise<Map<number, EntryPeople>> {
  const found = new Map<number, EntryPeople>();
  const ids = [...new Set(entryIds)];
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: inscribed.id, personId: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(inscribed)
    .innerJoin(persons, eq(persons.id, inscribed.personId))
    .where(inArray(inscribed.id, ids));
  const members = await db
    .select({ teamId: teamMembers.teamId, personId: teamMembers.personId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...new Set(rows.map((row) => row.personId))].concat(0)));
  for (const row of rows) {
    const personIds = [row.personId, ...members.filter((member) => member.teamId === row.personId).map((member) => member.personId)];
    found.set(row.id, { name: `${row.firstName} ${row.lastName}`.trim(), personId: row.personId, personIds });
  }
  return found;
}

export type PlanRow = typeof calendarPlans.$inferSelect;

export async function plansOf(db: Db, validIds: number[]): Promise<Map<number, PlanRow>> {
  const ids = [...new Set(validIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(calendarPlans).where(inArray(calendarPlans.validId, ids));
  return new Map(rows.map((row) => [row.validId, row]));
}

export async function communityTimeZone(db: Database, communityId: number): Promise<string | null> {
  const [row] = await db.select({ timeZone: communities.timeZone }).from(communities).where(eq(communities.id, communityId)).limit(1);
  return row?.timeZone ?? null;
}
