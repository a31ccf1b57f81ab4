import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { courtQueues, localDate, localDaySpan, localTime } from '@domain/calendar';
import { ERROR_CODES, type DeskState, type DeskStateInput, type OrderOfPlay, type OrderOfPlayMatch } from '@domain/contract';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { DEFAULT_DURATION } from '../calendar/entries';
import { entryPeople, timeZonesOf } from '../calendar/queries';
import { bracketSizes, lockedDeskRow, placeScope, queueRows, validScope, type QueueRow } from './queries';

const MINUTE = 60_000;
const FALLBACK_ZONE = 'Europe/Madrid';

async function build(db: Database, scope: OrderOfPlay['scope'], timeZone: string, at: number, rows: QueueRow[]): Promise<OrderOfPlay> {
  const phaseIds = [...new Set(rows.map((row) => row.phaseId))];
  const [people, sizes] = await Promise.all([entryPeople(db, rows.flatMap((row) => [row.homeId, row.awayId]).filter((id): id is number => id !== null)), bracketSizes(db, phaseIds)]);
  const side = (id: number | null) => {
    const found = id === null ? undefined : people.get(id);
    return id === null || !found ? null : { id, name: found.name };
  };
  const shown = rows.flatMap((row) => {
    if (!row.scheduledAt || row.court === null) return [];
    const start = row.scheduledAt.getTime();
    const durationMinutes = row.durationMinutes ?? DEFAULT_DURATION;
    const match: OrderOfPlayMatch = {
      matchId: row.id,
      code: row.code,
      phaseId: row.phaseId,
      phaseName: row.phaseName,
      validId: row.validId,
      validName: row.validName,
      stage: row.groupId !== null ? { kind: 'group', groupName: row.groupName, round: row.round } : { kind: 'knockout', entriesInRound: row.thirdPlace ? 3 : Math.max(2, Math.round((sizes.get(row.phaseId) ?? 2) / 2 ** (row.round - 1))), thirdPlace: row.thirdPlace },
      home: side(row.homeId),
      away: side(row.awayId),
      scheduledAt: row.scheduledAt.toISOString(),
      localTime: localTime(start, timeZone),
      localDate: localDate(start, timeZone),
      durationMinutes,
      deskState: row.deskState,
      deskVersion: row.deskVersion,
      late: start + durationMinutes * MINUTE < at,
    };
    return [{ ...match, placeId: row.placeId, placeName: row.placeName, court: row.court, start, done: false }];
  });
  const strip = (item: (typeof shown)[number] | null): OrderOfPlayMatch | null => {
    if (!item) return null;
    const { placeId: _placeId, placeName: _placeName, court: _court, start: _start, done: _done, ...match } = item;
    return match;
  };
  const courts = courtQueues(shown, at).map((queue) => ({ ...queue, now: strip(queue.now), next: strip(queue.next), after: strip(queue.after) }));
  return { scope, timeZone, today: localDate(at, timeZone), at: new Date(at).toISOString(), courts, phaseIds };
}

/** Every court of a tournament with what plays now, next and after; 404 for no such tournament. */
export async function validOrderOfPlay(db: Database, validId: number, at = Date.now()): Promise<OrderOfPlay> {
  const valid = await validScope(db, validId);
  if (!valid) throw notFound();
  const timeZone = (await timeZonesOf(db, [valid.communityId])).get(valid.communityId) ?? FALLBACK_ZONE;
  return build(db, { kind: 'valid', id: valid.id, name: valid.name }, timeZone, at, await queueRows(db, { validId }));
}

/** Today's courts at a place (the community's day), across tournaments; 404 for no such place. */
export async function placeOrderOfPlay(db: Database, placeId: number, at = Date.now()): Promise<OrderOfPlay> {
  const place = await placeScope(db, placeId);
  if (!place) throw notFound();
  const timeZone = (await timeZonesOf(db, [place.communityId])).get(place.communityId) ?? FALLBACK_ZONE;
  const day = localDaySpan(localDate(at, timeZone), timeZone);
  return build(db, { kind: 'place', id: place.id, name: place.name }, timeZone, at, await queueRows(db, { placeId, from: day.start, to: day.end }));
}

/**
 * The desk moves a match to called, started or finished (or back to waiting), on the desk version it read. The row
 * stays locked from the read to the write, so of two desks writing at once exactly one wins; the other gets 409.
 */
export async function setDeskState(db: Database, request: FastifyRequest, matchId: number, input: DeskStateInput): Promise<{ matchId: number; phaseId: number; deskState: DeskState | null; deskVersion: number }> {
  const { accountId } = requireAuth(request);
  return db.transaction(async (tx) => {
    const row = await lockedDeskRow(tx, matchId);
    if (!row) throw notFound();
    assertOwner(request, row.ownerAccountId);
    if (row.status !== 'pending') throw new ApiError(409, ERROR_CODES.conflict, 'matchAlreadyPlayed', '', undefined, { version: row.deskVersion });
    if (row.deskVersion !== input.version) throw new ApiError(409, ERROR_CODES.conflict, 'staleVersion', '', undefined, { version: row.deskVersion });
    const [saved] = await tx
      .update(matches)
      .set({ deskState: input.state, deskStateAt: new Date(), deskVersion: sql`${matches.deskVersion} + 1`, updatedByAccountId: accountId })
      .where(and(eq(matches.id, matchId), eq(matches.deskVersion, input.version)))
      .returning({ deskVersion: matches.deskVersion, deskState: matches.deskState });
    if (!saved) throw new ApiError(409, ERROR_CODES.conflict, 'staleVersion', '', undefined, { version: row.deskVersion });
    return { matchId, phaseId: row.phaseId, deskState: saved.deskState, deskVersion: saved.deskVersion };
  });
}
