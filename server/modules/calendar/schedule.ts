import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { scheduleMatches, zonedToUtc, type BookedMatch, type ScheduleMatch } from '@domain/calendar';
import type { ScheduleRequest, ScheduleResult } from '@domain/contract';
import type { Database } from '../../db/client';
import { calendarPlans, communities, matches, phases, valids } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { staleNow } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { scheduledNews, wantsNews } from '../favorites/news';
import { recordEvent } from '../outbox/service';
import { DEFAULT_DURATION, toEntries } from './entries';
import { calendarRows, entriesOfPersons, entryPeople, plansOf, scheduledNear, type EntryPeople } from './queries';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

class StaleWrite extends Error {
  constructor(readonly matchId: number) {
    super('stale match');
  }
}

type MatchRow = typeof matches.$inferSelect;

/** The tournament and phases a request schedules: 404 when missing, 403 unless the caller owns the tournament. */
async function scopeOf(db: Database, request: FastifyRequest, input: ScheduleRequest) {
  let validId = input.validId;
  if (input.phaseId !== undefined) {
    const [phase] = await db.select({ validId: phases.validId }).from(phases).where(eq(phases.id, input.phaseId)).limit(1);
    if (!phase) throw notFound();
    validId = phase.validId;
  }
  const [valid] = validId === undefined ? [] : await db.select({ id: valids.id, communityId: valids.communityId, ownerAccountId: valids.createdByAccountId, timeZone: communities.timeZone }).from(valids).innerJoin(communities, eq(communities.id, valids.communityId)).where(eq(valids.id, validId)).limit(1);
  if (!valid) throw notFound();
  assertOwner(request, valid.ownerAccountId);
  const phaseRows = await db
    .select({ id: phases.id, order: phases.order })
    .from(phases)
    .where(input.phaseId === undefined ? eq(phases.validId, valid.id) : eq(phases.id, input.phaseId))
    .orderBy(asc(phases.order));
  return { valid, phaseRows };
}

/** A knockout match is fed by the matches whose winner or loser moves into it (named by code in its phase). */
export function feedsOf(rows: MatchRow[]): Map<number, number[]> {
  const byCode = new Map(rows.map((row) => [`${row.phaseId}:${row.code}`, row.id]));
  const feeds = new Map<number, number[]>();
  for (const row of rows) {
    for (const slot of [row.winnerTo, row.loserTo]) {
      const target = slot ? byCode.get(`${row.phaseId}:${slot.matchId}`) : undefined;
      if (target !== undefined) feeds.set(target, [...(feeds.get(target) ?? []), row.id]);
    }
  }
  return feeds;
}

const peopleOf = (people: Map<number, EntryPeople>, row: Pick<MatchRow, 'homeId' | 'awayId'>) =>
  [row.homeId, row.awayId].flatMap((id) => (id === null ? [] : (people.get(id)?.personIds ?? [])));

const bookingOf = (row: Pick<MatchRow, 'id' | 'homeId' | 'awayId' | 'scheduledAt' | 'durationMinutes' | 'placeId' | 'court'>, people: Map<number, EntryPeople>): BookedMatch => {
  const start = row.scheduledAt?.getTime() ?? 0;
  return { matchId: row.id, start, end: start + (row.durationMinutes ?? DEFAULT_DURATION) * MINUTE, placeId: row.placeId ?? 0, court: row.court ?? '', personIds: peopleOf(people, row) };
};

/**
 * Runs the scheduler over a tournament or one phase and stores the outcome in one transaction. Played matches
 * that have a time keep it; so does every scheduled match when `replace` is false. Other tournaments' matches
 * at the same places or with the same people stay where they are and are worked around.
 */
export async function runSchedule(db: Database, request: FastifyRequest, input: ScheduleRequest): Promise<{ result: ScheduleResult; phaseIds: number[] }> {
  const { accountId } = requireAuth(request);
  const { valid, phaseRows } = await scopeOf(db, request, input);
  await assertOwnedReferences(db, request, valid.communityId, { places: input.places.map(({ placeId }) => ({ placeId })) });
  const phaseIds = phaseRows.map((phase) => phase.id);
  const order = new Map(phaseRows.map((phase) => [phase.id, phase.order]));
  const rows = phaseIds.length === 0 ? [] : await db.select().from(matches).where(inArray(matches.phaseId, phaseIds)).orderBy(asc(matches.round), asc(matches.groupId), asc(matches.position));
  const people = await entryPeople(db, rows.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null));
  const kept = rows.filter((row) => row.scheduledAt !== null && row.status !== 'bye' && (!input.replace || row.status === 'played'));
  const keptIds = new Set(kept.map((row) => row.id));
  const open = rows.filter((row) => !keptIds.has(row.id));
  const windows = input.days.map((day) => ({ start: zonedToUtc(day.date, day.start, valid.timeZone), end: zonedToUtc(day.date, day.end, valid.timeZone) }));
  const span = { from: Math.min(...windows.map((w) => w.start)) - DAY, to: Math.max(...windows.map((w) => w.end)) + DAY };
  const scopeIds = new Set(rows.map((row) => row.id));
  const near = (await scheduledNear(db, span, { placeIds: input.places.map((place) => place.placeId), entryIds: await entriesOfPersons(db, rows.flatMap((row) => peopleOf(people, row))) })).filter((row) => !scopeIds.has(row.id));
  const [nearPeople, nearPlans] = await Promise.all([entryPeople(db, near.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null)), plansOf(db, near.map((row) => row.validId))]);

  const feeds = feedsOf(rows);
  const side = (id: number | null) => (id === null ? null : { id, personIds: people.get(id)?.personIds ?? [] });
  const toSchedule: ScheduleMatch[] = open.map((row) => ({
    id: row.id,
    series: valid.id,
    phaseId: row.phaseId,
    phaseOrder: order.get(row.phaseId) ?? 0,
    round: row.round,
    sides: [side(row.homeId), side(row.awayId)],
    feeds: feeds.get(row.id) ?? [],
  }));
  const booked: BookedMatch[] = [
    ...kept.map((row) => ({ ...bookingOf(row, people), order: { series: valid.id, phaseId: row.phaseId, phaseOrder: order.get(row.phaseId) ?? 0, round: row.round } })),
    ...near.map((row) => ({ ...bookingOf(row, nearPeople), restMinutes: nearPlans.get(row.validId)?.restMinutes ?? 0 })),
  ];
  const courts = input.places.flatMap((place) => place.courts.map((court) => ({ placeId: place.placeId, court })));
  const outcome = scheduleMatches({ matches: toSchedule, booked, windows, courts, durationMinutes: input.durationMinutes, restMinutes: input.restMinutes });

  const placed = new Map(outcome.placements.map((placement) => [placement.matchId, placement]));
  const changes = open.filter((row) => placed.has(row.id) || row.scheduledAt !== null);
  try {
    await db.transaction(async (tx) => {
      const announce = await wantsNews(tx, 'upcoming');
      for (const row of changes) {
        const at = placed.get(row.id);
        const [saved] = await tx
          .update(matches)
          .set({
            scheduledAt: at ? new Date(at.start) : null,
            durationMinutes: at ? input.durationMinutes : null,
            placeId: at ? at.placeId : null,
            court: at ? at.court : null,
            version: sql`${matches.version} + 1`,
            updatedAt: new Date(),
            updatedByAccountId: accountId,
          })
          .where(and(eq(matches.id, row.id), eq(matches.version, row.version)))
          .returning({ id: matches.id });
        if (!saved) throw new StaleWrite(row.id);
        if (announce && at && at.start !== row.scheduledAt?.getTime()) await recordEvent(tx, scheduledNews(row.id, new Date(at.start)));
      }
      const plan = { days: input.days, places: input.places, durationMinutes: input.durationMinutes, restMinutes: input.restMinutes, updatedByAccountId: accountId, updatedAt: new Date() };
      await tx.insert(calendarPlans).values({ validId: valid.id, ...plan }).onConflictDoUpdate({ target: calendarPlans.validId, set: plan });
    });
  } catch (error) {
    if (error instanceof StaleWrite) {
      const { matchId } = error;
      throw await staleNow(async () => (await db.select({ version: matches.version }).from(matches).where(eq(matches.id, matchId)).limit(1))[0]);
    }
    throw error;
  }
  const codes = new Map(rows.map((row) => [row.id, row.code]));
  const entries = await toEntries(db, await calendarRows(db, input.phaseId === undefined ? { validIds: [valid.id] } : { phaseId: input.phaseId }));
  return {
    result: { placed: outcome.placements.length, unplaced: outcome.unplaced.map((item) => ({ matchId: item.matchId, code: codes.get(item.matchId) ?? '', reason: item.reason })), entries },
    phaseIds,
  };
}
