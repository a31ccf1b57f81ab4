import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { addDays, localDate, zonedToUtc } from '@domain/calendar';
import { CALENDAR_DEFAULT_DAYS, type CalendarMatch, type CalendarMetadata, type CalendarPage, type CalendarQuery, type CalendarScopeQuery, type CalendarWindow } from '@domain/contract';
import type { Database } from '../../db/client';
import { communities, multiTournaments, persons, phases, places, sports, valids } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { toEntries } from './entries';
import { calendarEntry } from './move';
import { calendarCount, calendarRows, entriesOfPerson, unscheduledCount, type CalendarFilter } from './queries';

const DEFAULT_ZONE = 'Europe/Madrid';

/** The community of a record a filter names, or 404 when the record is missing. */
async function communityOf(db: Database, kind: 'community' | 'tournament' | 'valid' | 'phase' | 'person' | 'place', id: number): Promise<number> {
  const one = async (query: Promise<Array<{ communityId: number }>>) => {
    const [row] = await query;
    if (!row) throw notFound();
    return row.communityId;
  };
  switch (kind) {
    case 'community':
      return one(db.select({ communityId: communities.id }).from(communities).where(eq(communities.id, id)).limit(1));
    case 'tournament':
      return one(db.select({ communityId: multiTournaments.communityId }).from(multiTournaments).where(eq(multiTournaments.id, id)).limit(1));
    case 'valid':
      return one(db.select({ communityId: valids.communityId }).from(valids).where(eq(valids.id, id)).limit(1));
    case 'phase':
      return one(db.select({ communityId: valids.communityId }).from(phases).innerJoin(valids, eq(valids.id, phases.validId)).where(eq(phases.id, id)).limit(1));
    case 'person':
      return one(db.select({ communityId: persons.communityId }).from(persons).where(eq(persons.id, id)).limit(1));
    case 'place':
      return one(db.select({ communityId: places.communityId }).from(places).where(eq(places.id, id)).limit(1));
  }
}

export interface ResolvedCalendar {
  filter: CalendarFilter;
  timeZone: string;
}

type Range = { from?: string | undefined; to?: string | undefined };

/** Local days `from`…`to` (both included) as UTC instants of the zone. */
const rangeOf = (range: Range, timeZone: string) => ({
  from: range.from ? zonedToUtc(range.from, '00:00', timeZone) : undefined,
  to: range.to ? zonedToUtc(addDays(range.to, 1), '00:00', timeZone) : undefined,
});

async function zoneOf(db: Database, communityId: number): Promise<string> {
  const [row] = await db.select({ timeZone: communities.timeZone }).from(communities).where(eq(communities.id, communityId)).limit(1);
  return row?.timeZone ?? DEFAULT_ZONE;
}

/** One match's calendar entry with its community's time zone; null for a match that does not exist. */
export async function calendarMatch(db: Database, matchId: number): Promise<CalendarMatch | null> {
  const entry = await calendarEntry(db, matchId);
  return entry ? { entry, timeZone: await zoneOf(db, entry.communityId) } : null;
}

/**
 * Turns the query into a filter: every record it names must exist (404 otherwise). Without any record the
 * calendar is the request's community's. Times are read in the zone of the community the calendar belongs to.
 */
export async function resolveQuery(db: Database, request: FastifyRequest, query: CalendarScopeQuery): Promise<ResolvedCalendar> {
  const named = [
    ['community', query.communityId],
    ['tournament', query.tournamentId],
    ['valid', query.validId],
    ['phase', query.phaseId],
    ['place', query.placeId],
    ['person', query.personId],
  ] as const;
  let scope: number | null = null;
  for (const [kind, id] of named) {
    if (id === undefined) continue;
    const communityId = await communityOf(db, kind, id);
    scope ??= communityId;
  }
  const communityId = query.communityId ?? (scope === null ? request.communityId : undefined);
  const timeZone = await zoneOf(db, scope ?? request.communityId);
  const filter: CalendarFilter = {
    communityId,
    tournamentId: query.tournamentId,
    validIds: query.validId === undefined ? undefined : [query.validId],
    phaseId: query.phaseId,
    placeId: query.placeId,
    entryIds: query.personId === undefined ? undefined : await entriesOfPerson(db, query.personId),
    scheduled: query.scheduled,
    ...rangeOf(query, timeZone),
  };
  return { filter, timeZone };
}

/** `POST calendar/tournaments`: several tournaments, each of which must exist. */
export async function resolveTournaments(db: Database, request: FastifyRequest, input: { validIds: number[] } & Range): Promise<ResolvedCalendar> {
  const ids = [...new Set(input.validIds)];
  const rows = await db.select({ id: valids.id, communityId: valids.communityId }).from(valids).where(inArray(valids.id, ids));
  if (rows.length !== ids.length) throw notFound();
  const timeZone = await zoneOf(db, rows[0]?.communityId ?? request.communityId);
  return { filter: { validIds: ids, scheduled: 'all', ...rangeOf(input, timeZone) }, timeZone };
}

/** The days a read answers: those asked for, else from today (in the calendar's zone) for about a month. */
function windowOf(query: Range, timeZone: string): { from: string; to: string } {
  const last = CALENDAR_DEFAULT_DAYS - 1;
  const from = query.from ?? (query.to ? addDays(query.to, -last) : localDate(Date.now(), timeZone));
  return { from, to: query.to ?? addDays(from, last) };
}

/**
 * `GET calendar`: one bounded window of days and one page of it, so no read walks every match there is. Matches
 * without a date (`scheduled=none`) have no window: they are only paged.
 */
export async function calendarWindow(db: Database, request: FastifyRequest, query: CalendarQuery): Promise<CalendarWindow> {
  const { filter: scope, timeZone } = await resolveQuery(db, request, query);
  const window = query.scheduled === 'none' ? null : windowOf(query, timeZone);
  const filter = { ...scope, ...rangeOf(window ?? {}, timeZone) };
  const [rows, total, unscheduled] = await Promise.all([
    calendarRows(db, filter, { offset: query.page * query.size, limit: query.size }),
    calendarCount(db, filter),
    unscheduledCount(db, filter),
  ]);
  return { entries: await toEntries(db, rows), timeZone, unscheduled, from: window?.from ?? null, to: window?.to ?? null, page: query.page, size: query.size, total };
}

export async function calendarPage(db: Database, { filter, timeZone }: ResolvedCalendar): Promise<CalendarPage> {
  const [rows, unscheduled] = await Promise.all([calendarRows(db, filter), unscheduledCount(db, filter)]);
  return { entries: await toEntries(db, rows), timeZone, unscheduled };
}

/** What the calendar's filters can offer: its tournaments, places, sports and courts, and its span of days. */
export async function calendarMetadata(db: Database, request: FastifyRequest, { filter, timeZone }: ResolvedCalendar): Promise<CalendarMetadata> {
  const rows = await calendarRows(db, { ...filter, scheduled: 'all' });
  const validIds = [...new Set(rows.map((row) => row.validId))];
  const tournamentIds = [...new Set(rows.flatMap((row) => (row.tournamentId === null ? [] : [row.tournamentId])))];
  const sportIds = [...new Set(rows.map((row) => row.sportId))];
  const locale = requestLocale(request);
  const [validRows, tournamentRows, sportRows] = await Promise.all([
    validIds.length === 0 ? [] : db.select({ id: valids.id, name: valids.name, startDate: valids.startDate, endDate: valids.endDate }).from(valids).where(inArray(valids.id, validIds)).orderBy(asc(valids.startDate), asc(valids.name)),
    tournamentIds.length === 0 ? [] : db.select({ id: multiTournaments.id, name: multiTournaments.name }).from(multiTournaments).where(inArray(multiTournaments.id, tournamentIds)).orderBy(asc(multiTournaments.name)),
    sportIds.length === 0 ? [] : db.select({ id: sports.id, es: sports.labelEs, en: sports.labelEn }).from(sports).where(inArray(sports.id, sportIds)).orderBy(asc(sports.id)),
  ]);
  const placeMap = new Map(rows.flatMap((row) => (row.placeId === null || row.placeName === null ? [] : [[row.placeId, row.placeName] as const])));
  const starts = rows.flatMap((row) => (row.scheduledAt ? [row.scheduledAt.getTime()] : []));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  return {
    timeZone,
    from: starts.length > 0 ? localDate(Math.min(...starts), timeZone) : null,
    to: starts.length > 0 ? localDate(Math.max(...starts), timeZone) : null,
    tournaments: tournamentRows,
    valids: validRows,
    places: [...placeMap].map(([id, name]) => ({ id, name })).sort(byName),
    sports: sportRows.map((row) => ({ id: row.id, name: row[locale] })),
    courts: [...new Set(rows.flatMap((row) => (row.court === null ? [] : [row.court])))].sort((a, b) => a.localeCompare(b, locale, { numeric: true })),
  };
}
