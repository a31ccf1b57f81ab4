import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FollowMailKind } from '@domain/contract';
import { rowsOf } from '../../db/rows';
import { followMailSettings } from '../../db/schema';
import type { Db } from '../draws/queries';
import { OUTBOX_TYPES, type DomainEvent } from '../outbox/service';

/**
 * The news followers may be mailed, recorded as `follow-news` outbox events in the transaction of the write that
 * makes them. The event's dedupe key names the piece of news: the same news recorded twice is one event, and
 * each follower is mailed each key once (`follow_mails_sent`).
 */
export type FollowNews =
  | { kind: 'results'; matchId: number; version: number }
  | { kind: 'upcoming'; matchId: number; scheduledAt: string }
  | { kind: 'rankings'; rankingModalityId: number; validId: number };

export function newsEvent(news: FollowNews, change: string): DomainEvent {
  const subject = news.kind === 'rankings' ? `ranking-table:${news.rankingModalityId}` : `match:${news.matchId}`;
  return { topic: subject, type: OUTBOX_TYPES.followNews, payload: { ...news }, dedupeKey: `${OUTBOX_TYPES.followNews}:${news.kind}:${subject}:${change}` };
}

/** A match given a time (a new one: moving it again is news again). */
export const scheduledNews = (matchId: number, scheduledAt: Date): DomainEvent =>
  newsEvent({ kind: 'upcoming', matchId, scheduledAt: scheduledAt.toISOString() }, String(scheduledAt.getTime()));

/** A ranking table whose lines a finish changed; `lines` are the lines it holds for that finish now. */
export const rankingNews = (rankingModalityId: number, validId: number, finish: string, lines: string): DomainEvent =>
  newsEvent({ kind: 'rankings', rankingModalityId, validId }, `${finish}:${createHash('sha256').update(lines).digest('base64url').slice(0, 16)}`);

/**
 * Whether anyone asked for this kind of news by mail: writers record no event otherwise, so results and
 * schedules cost nothing more while nobody has opted in.
 */
export const someoneWants = (kind: FollowMailKind): SQL => sql`exists (select 1 from ${followMailSettings} where ${followMailSettings[kind]})`;

/** `someoneWants`, asked on its own by writers that record news from code rather than in their statement. */
export async function wantsNews(db: Db, kind: FollowMailKind): Promise<boolean> {
  const [row] = await rowsOf(db, sql`select ${someoneWants(kind)} as wanted`);
  return row?.wanted === true;
}
