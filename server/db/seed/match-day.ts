import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { localDate, localTime } from '@domain/calendar';
import type { Database } from '../client';
import { calendarPlans, communities, matches, phases, resultHistory, scorekeeperLinks, valids } from '../schema';
import { entryPeople } from '../../modules/calendar/queries';
import { tokenDigest } from '../../modules/scorekeepers/links';

const DAY = 86_400_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The first tournament in play of a space that has matches to play on a court, both sides known. */
async function runningWithCourts(db: Database, communityId: number) {
  const rows = await db
    .select({ validId: valids.id, endDate: valids.endDate, matchId: matches.id, phaseId: matches.phaseId, homeId: matches.homeId, awayId: matches.awayId, placeId: matches.placeId, durationMinutes: matches.durationMinutes, court: matches.court, scheduledAt: matches.scheduledAt })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(eq(valids.communityId, communityId), eq(valids.statusId, 2), eq(valids.sportId, 1), eq(matches.status, 'pending'), isNotNull(matches.scheduledAt), isNotNull(matches.court), isNotNull(matches.homeId), isNotNull(matches.awayId)))
    .orderBy(asc(valids.id), asc(matches.scheduledAt), asc(matches.id));
  const validId = rows[0]?.validId;
  return validId === undefined ? null : { validId, endDate: rows[0]?.endDate ?? '', waiting: rows.filter((row) => row.validId === validId) };
}

type Waiting = NonNullable<Awaited<ReturnType<typeof runningWithCourts>>>['waiting'][number];

/**
 * When the tournament's next matches are on a later day (the demo seeded in the evening), three of them move to
 * today on tables free by then, with players who have not played for half an hour: two started a quarter of an
 * hour ago and one about to start; the tournament's plan gains that window, so the calendar sees no conflict.
 * Gives the moved rows, in order, or none when today has no room left (after 23:15).
 */
async function moveToToday(db: Database, communityId: number, validId: number, waiting: Waiting[], now: Date): Promise<Waiting[]> {
  const [community] = await db.select({ timeZone: communities.timeZone }).from(communities).where(eq(communities.id, communityId));
  const timeZone = community?.timeZone ?? 'Europe/Madrid';
  const today = localDate(now.getTime(), timeZone);
  const first = waiting[0];
  if (!first?.scheduledAt || localDate(first.scheduledAt.getTime(), timeZone) === today) return [];
  const slot = Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE;
  const from = slot - 15 * MINUTE;
  const to = slot + 45 * MINUTE;
  if (localDate(from, timeZone) !== today || localDate(to, timeZone) !== today) return [];
  const recent = await db
    .select({ placeId: matches.placeId, court: matches.court, homeId: matches.homeId, awayId: matches.awayId })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(eq(valids.communityId, communityId), isNotNull(matches.scheduledAt), sql`${matches.scheduledAt} + make_interval(mins => coalesce(${matches.durationMinutes}, 60)::int) > ${new Date(from - 30 * MINUTE).toISOString()}::timestamptz`, sql`${matches.scheduledAt} < ${new Date(to + 10 * MINUTE).toISOString()}::timestamptz`));
  const entries = [...recent, ...waiting].flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null);
  const people = await entryPeople(db, entries);
  const personsOf = (row: { homeId: number | null; awayId: number | null }) => [row.homeId, row.awayId].flatMap((id) => (id === null ? [] : (people.get(id)?.personIds ?? [])));
  const busyPeople = new Set(recent.flatMap(personsOf));
  const busyCourts = new Set(recent.map((row) => `${row.placeId}|${row.court}`));
  const courts = [...new Map(waiting.map((row) => [`${row.placeId}|${row.court}`, row])).values()].filter((row) => !busyCourts.has(`${row.placeId}|${row.court}`));
  const moved: Waiting[] = [];
  for (const row of waiting) {
    const court = courts[moved.length];
    if (!court) break;
    const persons = personsOf(row);
    if (persons.length === 0 || persons.some((person) => busyPeople.has(person))) continue;
    persons.forEach((person) => busyPeople.add(person));
    moved.push({ ...row, placeId: court.placeId, court: court.court, scheduledAt: new Date(moved.length < 2 ? from : slot + 5 * MINUTE) });
    if (moved.length === 3) break;
  }
  if (moved.length < 3) return [];
  const values = moved.map((row) => sql`(${row.matchId}::int, ${row.scheduledAt?.toISOString() ?? null}::timestamptz, ${row.placeId}::int, ${row.court}::text)`);
  await db.execute(sql`update ${matches} set scheduled_at = v.at, place_id = v.place, court = v.court
    from (values ${sql.join(values, sql`, `)}) as v(id, at, place, court) where ${matches}.id = v.id`);
  const window = { date: today, start: localTime(from, timeZone), end: localTime(to, timeZone) };
  await db
    .update(calendarPlans)
    .set({ days: sql`${calendarPlans.days} || ${JSON.stringify([window])}::jsonb` })
    .where(eq(calendarPlans.validId, validId));
  return moved;
}

/**
 * Match day at the venue in the organiser's space: in a table tennis tournament in play, the first two matches to
 * play on different tables are started and the next one is called, so its order of play and its board show a
 * desk at work. The tournament has two score-keeper links, one for the phase in play and one for a table, revoked,
 * and the phase's last saves came through the first. A few set-based writes, whatever the size of the demo.
 */
export async function seedMatchDay(db: Database, space: { communityId: number; accountId: number }, now = new Date()): Promise<void> {
  const running = await runningWithCourts(db, space.communityId);
  if (!running) return;
  const moved = await moveToToday(db, space.communityId, running.validId, running.waiting, now);
  const started: number[] = moved.slice(0, 2).map((row) => row.matchId);
  const tables = new Set<string>();
  for (const row of moved.length > 0 ? [] : running.waiting) {
    if (started.length === 2) break;
    if (row.court === null || tables.has(row.court)) continue;
    tables.add(row.court);
    started.push(row.matchId);
  }
  const called = (moved.length > 0 ? moved : running.waiting).find((row) => !started.includes(row.matchId))?.matchId;
  await db
    .update(matches)
    .set({ deskState: 'started', deskStateAt: new Date(now.getTime() - 12 * MINUTE), deskVersion: 3, updatedByAccountId: space.accountId })
    .where(inArray(matches.id, started.concat(0)));
  if (called !== undefined) await db.update(matches).set({ deskState: 'called', deskStateAt: new Date(now.getTime() - 3 * MINUTE), deskVersion: 2, updatedByAccountId: space.accountId }).where(eq(matches.id, called));

  const first = running.waiting[0];
  const table = first?.court ?? 'Mesa 1';
  const phaseId = first?.phaseId ?? null;
  const token = () => tokenDigest(randomBytes(24).toString('base64url'));
  const expiresAt = new Date(`${running.endDate}T23:59:59.999Z`);
  await db.insert(scorekeeperLinks).values([
    { validId: running.validId, name: 'Mesa de control', phaseId, tokenHash: token(), expiresAt, createdByAccountId: space.accountId, createdAt: new Date(now.getTime() - DAY) },
    { validId: running.validId, name: table, court: table, tokenHash: token(), expiresAt, revokedAt: new Date(now.getTime() - 2 * HOUR), createdByAccountId: space.accountId, createdAt: new Date(now.getTime() - DAY) },
  ]);
  // The phase's last two saves came through the active link: no user, the owner's account, the link's name.
  const saved = db
    .select({ id: resultHistory.id })
    .from(resultHistory)
    .where(eq(resultHistory.phaseId, phaseId ?? 0))
    .orderBy(desc(resultHistory.id))
    .limit(2);
  await db.update(resultHistory).set({ keeperName: 'Mesa de control', userId: null }).where(inArray(resultHistory.id, sql`(${saved})`));
}
