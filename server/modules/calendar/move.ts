import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, errorMessage, type CalendarEntry, type MoveMatchRequest } from '@domain/contract';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertOwnedReferences } from '../../lib/references';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { scheduledNews, wantsNews } from '../favorites/news';
import { recordEvent } from '../outbox/service';
import { DEFAULT_DURATION, toEntries } from './entries';
import { calendarRowsById, plansOf } from './queries';

export async function calendarEntry(db: Database, matchId: number): Promise<CalendarEntry | null> {
  const [entry] = await toEntries(db, await calendarRowsById(db, [matchId]));
  return entry ?? null;
}

/** 409 carrying the match's calendar entry as it is now, so the caller sees what it would overwrite. */
async function staleEntry(db: Database, request: FastifyRequest, matchId: number): Promise<ApiError> {
  const entry = await calendarEntry(db, matchId);
  if (!entry) return notFound();
  return new ApiError(409, ERROR_CODES.conflict, null, errorMessage('staleVersion', requestLocale(request)), undefined, { version: entry.matchVersion, entry });
}

/**
 * Moves one match to another time, place or court (or off the calendar), on the version the caller read. The
 * move is never refused for clashing with other matches: the answer lists the conflicts it creates.
 */
export async function moveMatch(db: Database, request: FastifyRequest, matchId: number, input: MoveMatchRequest): Promise<CalendarEntry> {
  const { accountId } = requireAuth(request);
  const [row] = await calendarRowsById(db, [matchId]);
  if (!row) throw notFound();
  assertOwner(request, row.ownerAccountId);
  if (row.status === 'bye') throw conflict(errorMessage('conflict', requestLocale(request)));
  const placeId = input.placeId === undefined ? row.placeId : input.placeId;
  await assertOwnedReferences(db, request, row.communityId, { placeId: input.placeId ?? null }, { placeId: row.placeId });
  if (input.version !== row.version) throw await staleEntry(db, request, matchId);
  const planned = (await plansOf(db, [row.validId])).get(row.validId)?.durationMinutes;
  const scheduledAt = input.scheduledAt === null ? null : new Date(input.scheduledAt);
  const durationMinutes = input.durationMinutes !== undefined ? input.durationMinutes : row.durationMinutes;
  const moved = scheduledAt !== null && scheduledAt.getTime() !== row.scheduledAt?.getTime();
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(matches)
      .set({
        scheduledAt,
        durationMinutes: scheduledAt ? (durationMinutes ?? planned ?? DEFAULT_DURATION) : durationMinutes,
        placeId,
        court: input.court === undefined ? row.court : input.court,
        version: sql`${matches.version} + 1`,
        updatedAt: new Date(),
        updatedByAccountId: accountId,
      })
      .where(and(eq(matches.id, matchId), eq(matches.version, input.version)))
      .returning({ id: matches.id });
    if (updated && moved && (await wantsNews(tx, 'upcoming'))) await recordEvent(tx, scheduledNews(matchId, scheduledAt));
    return updated;
  });
  if (!saved) throw await staleEntry(db, request, matchId);
  const entry = await calendarEntry(db, matchId);
  if (!entry) throw notFound();
  return entry;
}
