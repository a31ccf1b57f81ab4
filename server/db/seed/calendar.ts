import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, localDate, scheduleMatches, zonedToUtc, type BookedMatch, type Court, type Placement, type ScheduleMatch, type Span } from '@domain/calendar';
import type { Database } from '../client';
import { calendarPlans, communities, matches, phases, places, valids } from '../schema';
import { entryPeople } from '../../modules/calendar/queries';
import { feedsOf } from '../../modules/calendar/schedule';
import type { DemoCommunityKey } from './communities';

type Spaces = Record<DemoCommunityKey, { communityId: number; accountId: number }>;
type MatchRow = typeof matches.$inferSelect;

/** How long a match lasts and rests between a player's matches, where it is played and at what hours. */
const SPORT_PLAN: Record<number, { duration: number; rest: number; courts: string[]; hours: Array<[string, string]> }> = {
  1: { duration: 30, rest: 10, courts: ['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4', 'Mesa 5', 'Mesa 6'], hours: [['09:00', '13:00'], ['15:00', '20:00']] },
  2: { duration: 105, rest: 120, courts: ['Cancha 1'], hours: [['08:00', '20:00']] },
  3: { duration: 90, rest: 60, courts: ['Cancha 1'], hours: [['09:00', '21:00']] },
  5: { duration: 60, rest: 60, courts: ['Cancha 1', 'Cancha 2'], hours: [['08:00', '21:00']] },
  6: { duration: 75, rest: 60, courts: ['Cancha 1', 'Cancha 2'], hours: [['08:00', '21:00']] },
};
const FALLBACK_PLAN = { duration: 60, rest: 30, courts: ['Cancha 1'], hours: [['09:00', '20:00']] as Array<[string, string]> };
/** Days added to a tournament's own, in turn, until its matches fit (few tries keep the seeding quick). */
const SPILL_STEPS = [0, 1, 2, 4, 7, 14, 21];

interface Attempt {
  placements: Placement[];
  days: Array<{ date: string; start: string; end: string }>;
  unplaced: number;
}

/**
 * Schedules matches over consecutive days from `first`, adding days until everything fits. Windows are cut at
 * `now`: played matches stay in the past, matches to play go in the future.
 */
function placeOver(first: string, minDays: number, matchesToPlace: ScheduleMatch[], booked: BookedMatch[], courts: Court[], timeZone: string, plan: typeof FALLBACK_PLAN, cut: { before?: number; after?: number }): Attempt {
  let best: Attempt = { placements: [], days: [], unplaced: matchesToPlace.length };
  if (matchesToPlace.length === 0) return best;
  // Played matches cannot spill past now, so they start earlier instead; matches to play spill into later days.
  const backwards = cut.before !== undefined;
  for (const extra of SPILL_STEPS) {
    const start = backwards ? addDays(first, -extra) : first;
    const days = Array.from({ length: Math.max(1, minDays) + extra }, (_, index) => addDays(start, index)).flatMap((date) => plan.hours.map(([start, end]) => ({ date, start, end })));
    const windows: Span[] = days
      .map((day) => ({ start: zonedToUtc(day.date, day.start, timeZone), end: zonedToUtc(day.date, day.end, timeZone) }))
      .map((window) => ({ start: Math.max(window.start, cut.after ?? -Infinity), end: Math.min(window.end, cut.before ?? Infinity) }))
      .filter((window) => window.end > window.start);
    const outcome = scheduleMatches({ matches: matchesToPlace, booked, windows, courts, durationMinutes: plan.duration, restMinutes: plan.rest });
    const unplaced = outcome.unplaced.filter((item) => item.reason === 'no-slot').length;
    best = { placements: outcome.placements, days, unplaced };
    if (unplaced === 0) break;
  }
  return best;
}

async function writePlacements(db: Database, groups: Array<{ placements: Placement[]; duration: number }>): Promise<void> {
  const values = groups.flatMap(({ placements, duration }) =>
    placements.map((p) => sql`(${p.matchId}::int, ${new Date(p.start).toISOString()}::timestamptz, ${duration}::smallint, ${p.placeId}::int, ${p.court}::text)`),
  );
  if (values.length === 0) return;
  await db.execute(sql`update ${matches} set scheduled_at = v.at, duration_minutes = v.duration, place_id = v.place, court = v.court
    from (values ${sql.join(values, sql`, `)}) as v(id, at, duration, place, court) where ${matches}.id = v.id`);
}

/**
 * Puts the demo tournaments' matches on days, hours and courts with the scheduler: played matches on their
 * tournament's first days (in the past), matches still to play from the next hour on. One community's
 * tournaments share its places' courts and its people, so nobody is booked twice.
 */
export async function seedCalendar(db: Database, spaces: Spaces, now = new Date()): Promise<void> {
  const nextHour = Math.ceil(now.getTime() / 3_600_000) * 3_600_000;
  for (const space of Object.values(spaces)) {
    const [community] = await db.select({ timeZone: communities.timeZone }).from(communities).where(eq(communities.id, space.communityId));
    const timeZone = community?.timeZone ?? 'Europe/Madrid';
    const today = localDate(now.getTime(), timeZone);
    const placeRows = await db.select({ id: places.id }).from(places).where(eq(places.communityId, space.communityId)).orderBy(asc(places.id));
    const validRows = await db.select({ id: valids.id, sportId: valids.sportId, startDate: valids.startDate, endDate: valids.endDate }).from(valids).where(eq(valids.communityId, space.communityId)).orderBy(asc(valids.startDate), asc(valids.id));
    const phaseRows = await db.select({ id: phases.id, validId: phases.validId, order: phases.order }).from(phases).where(inArray(phases.validId, validRows.map((valid) => valid.id).concat(0)));
    const allRows: MatchRow[] = await db.select().from(matches).where(inArray(matches.phaseId, phaseRows.map((phase) => phase.id).concat(0))).orderBy(asc(matches.round), asc(matches.position));
    const people = await entryPeople(db, allRows.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null));
    const order = new Map(phaseRows.map((phase) => [phase.id, phase.order]));
    const validOf = new Map(phaseRows.map((phase) => [phase.id, phase.validId]));
    const feeds = feedsOf(allRows);
    const side = (id: number | null) => (id === null ? null : { id, personIds: people.get(id)?.personIds ?? [] });
    const byId = new Map(allRows.map((row) => [row.id, row]));
    const booked: BookedMatch[] = [];
    const placed: Array<{ placements: Placement[]; duration: number }> = [];
    const plans: (typeof calendarPlans.$inferInsert)[] = [];
    for (const valid of validRows) {
      const rows = allRows.filter((row) => validOf.get(row.phaseId) === valid.id);
      if (rows.length === 0) continue;
      const plan = SPORT_PLAN[valid.sportId] ?? FALLBACK_PLAN;
      const courts = placeRows.flatMap((place) => plan.courts.map((court) => ({ placeId: place.id, court })));
      const asMatch = (row: MatchRow): ScheduleMatch => ({ id: row.id, series: valid.id, phaseId: row.phaseId, phaseOrder: order.get(row.phaseId) ?? 0, round: row.round, sides: [side(row.homeId), side(row.awayId)], feeds: feeds.get(row.id) ?? [] });
      const keep = (placement: Placement): BookedMatch => {
        const row = byId.get(placement.matchId);
        return {
          ...placement,
          restMinutes: plan.rest,
          personIds: [row?.homeId ?? null, row?.awayId ?? null].flatMap((id) => (id === null ? [] : (people.get(id)?.personIds ?? []))),
          order: row ? { series: valid.id, phaseId: row.phaseId, phaseOrder: order.get(row.phaseId) ?? 0, round: row.round } : undefined,
        };
      };
      const length = Math.max(1, Math.round((Date.parse(valid.endDate) - Date.parse(valid.startDate)) / 86_400_000) + 1);
      const played = placeOver(valid.startDate, length, rows.filter((row) => row.status === 'played').map(asMatch), booked, courts, timeZone, plan, { before: now.getTime() });
      booked.push(...played.placements.map(keep));
      const firstOpen = valid.startDate > today ? valid.startDate : today;
      const pending = placeOver(firstOpen, length, rows.filter((row) => row.status === 'pending').map(asMatch), booked, courts, timeZone, plan, { after: nextHour });
      booked.push(...pending.placements.map(keep));
      placed.push({ placements: [...played.placements, ...pending.placements], duration: plan.duration });
      const days = [...played.days, ...pending.days].filter((day, index, all) => all.findIndex((other) => other.date === day.date && other.start === day.start) === index);
      plans.push({ validId: valid.id, days, places: placeRows.map((place) => ({ placeId: place.id, courts: plan.courts })), durationMinutes: plan.duration, restMinutes: plan.rest, updatedByAccountId: space.accountId });
    }
    await writePlacements(db, placed);
    if (plans.length > 0) await db.insert(calendarPlans).values(plans);
  }
}
