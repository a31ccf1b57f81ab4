import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { matches, phases, resultHistory, scorekeeperLinks, valids } from '../schema';
import { tokenDigest } from '../../modules/scorekeepers/links';

const DAY = 86_400_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The first tournament in play of a space that has matches to play on a court, both sides known. */
async function runningWithCourts(db: Database, communityId: number) {
  const rows = await db
    .select({ validId: valids.id, endDate: valids.endDate, matchId: matches.id, phaseId: matches.phaseId, court: matches.court, scheduledAt: matches.scheduledAt })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(eq(valids.communityId, communityId), eq(valids.statusId, 2), eq(valids.sportId, 1), eq(matches.status, 'pending'), isNotNull(matches.scheduledAt), isNotNull(matches.court), isNotNull(matches.homeId), isNotNull(matches.awayId)))
    .orderBy(asc(valids.id), asc(matches.scheduledAt), asc(matches.id));
  const validId = rows[0]?.validId;
  return validId === undefined ? null : { validId, endDate: rows[0]?.endDate ?? '', waiting: rows.filter((row) => row.validId === validId) };
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
  const started: number[] = [];
  const tables = new Set<string>();
  for (const row of running.waiting) {
    if (started.length === 2) break;
    if (row.court === null || tables.has(row.court)) continue;
    tables.add(row.court);
    started.push(row.matchId);
  }
  const called = running.waiting.find((row) => !started.includes(row.matchId))?.matchId;
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
