import { detectConflicts, zonedToUtc, type CheckedMatch, type Span } from '@domain/calendar';
import { SPORT, tallyResult, type MatchResult } from '@domain/engine';
import type { CalendarEntry, CalendarSide, PhaseConfiguration } from '@domain/contract';
import { sportRules } from '../draws/engine';
import type { Db } from '../draws/queries';
import { entriesOfPersons, entryPeople, plansOf, scheduledNear, timeZonesOf, type CalendarRow, type EntryPeople, type PlanRow } from './queries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A match stored without a length (only possible before any schedule) is taken to last an hour. */
export const DEFAULT_DURATION = 60;

export const startOf = (row: Pick<CalendarRow, 'scheduledAt'>) => row.scheduledAt?.getTime() ?? null;
export const endOf = (row: Pick<CalendarRow, 'scheduledAt' | 'durationMinutes'>) =>
  row.scheduledAt ? row.scheduledAt.getTime() + (row.durationMinutes ?? DEFAULT_DURATION) * MINUTE : null;

/** The playing hours a tournament was scheduled with, as UTC spans of its community's zone. */
export function planWindows(plan: Pick<PlanRow, 'days'>, timeZone: string): Span[] {
  return plan.days.map((day) => ({ start: zonedToUtc(day.date, day.start, timeZone), end: zonedToUtc(day.date, day.end, timeZone) }));
}

/** The short score of a played match: games won in table tennis, goals or points otherwise ("3-1"). */
export function scoreText(result: MatchResult | null, sportId: number, configuration: PhaseConfiguration): string | null {
  if (!result) return null;
  try {
    const tally = tallyResult(sportRules(sportId, configuration), result);
    const games = sportId === SPORT.tableTennis;
    return games ? `${tally.home.periods}-${tally.away.periods}` : `${tally.home.score}-${tally.away.score}`;
  } catch {
    return null;
  }
}

const sideOf = (people: Map<number, EntryPeople>, entryId: number | null): CalendarSide | null => {
  const found = entryId === null ? undefined : people.get(entryId);
  return entryId === null || !found ? null : { id: entryId, name: found.name };
};

/** The checks' view of scheduled rows: who plays, where, and the hours and rest of their tournament. */
async function checkedMatches(db: Db, rows: CalendarRow[], people: Map<number, EntryPeople>): Promise<CheckedMatch[]> {
  const [plans, zones] = await Promise.all([plansOf(db, rows.map((row) => row.validId)), timeZonesOf(db, rows.map((row) => row.communityId))]);
  return rows.flatMap((row) => {
    const start = startOf(row);
    const end = endOf(row);
    if (start === null || end === null) return [];
    const plan = plans.get(row.validId);
    const personIds = [row.homeId, row.awayId].flatMap((id) => (id === null ? [] : (people.get(id)?.personIds ?? [])));
    return [
      {
        matchId: row.id,
        start,
        end,
        placeId: row.placeId,
        court: row.court,
        personIds,
        restMinutes: plan?.restMinutes ?? 0,
        windows: plan ? planWindows(plan, zones.get(row.communityId) ?? 'Europe/Madrid') : null,
      },
    ];
  });
}

/**
 * Calendar entries of the rows, each with the conflicts it has with any scheduled match sharing a person or a
 * court with it (found in the database around the rows' span, whether or not it is on this calendar).
 */
export async function toEntries(db: Db, rows: CalendarRow[]): Promise<CalendarEntry[]> {
  let people = await entryPeople(db, rows.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null));
  const scheduled = rows.filter((row) => row.scheduledAt !== null);
  let compared = scheduled;
  if (scheduled.length > 0) {
    const starts = scheduled.map((row) => startOf(row) ?? 0);
    const ends = scheduled.map((row) => endOf(row) ?? 0);
    const entryIds = await entriesOfPersons(db, [...people.values()].flatMap((entry) => entry.personIds));
    const placeIds = [...new Set(scheduled.flatMap((row) => (row.placeId === null ? [] : [row.placeId])))];
    const near = await scheduledNear(db, { from: Math.min(...starts) - DAY, to: Math.max(...ends) + DAY }, { placeIds, entryIds });
    const ids = new Set(scheduled.map((row) => row.id));
    const others = near.filter((row) => !ids.has(row.id));
    compared = [...scheduled, ...others];
    const missing = others.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null && !people.has(id));
    if (missing.length > 0) people = new Map([...people, ...(await entryPeople(db, missing))]);
  }
  const conflicts = detectConflicts(await checkedMatches(db, compared, people));
  return rows.map((row) => toEntry(row, people, conflicts.get(row.id) ?? []));
}

export function toEntry(row: CalendarRow, people: Map<number, EntryPeople>, conflicts: CalendarEntry['conflicts']): CalendarEntry {
  const end = endOf(row);
  return {
    matchId: row.id,
    matchVersion: row.version,
    code: row.code,
    round: row.round,
    status: row.status,
    phaseId: row.phaseId,
    phaseName: row.phaseName,
    validId: row.validId,
    validName: row.validName,
    tournamentId: row.tournamentId,
    sportId: row.sportId,
    communityId: row.communityId,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    endsAt: end === null ? null : new Date(end).toISOString(),
    durationMinutes: row.scheduledAt ? (row.durationMinutes ?? DEFAULT_DURATION) : row.durationMinutes,
    placeId: row.placeId,
    placeName: row.placeName,
    court: row.court,
    home: sideOf(people, row.homeId),
    away: sideOf(people, row.awayId),
    score: scoreText(row.result, row.sportId, row.configuration),
    conflicts,
  };
}
