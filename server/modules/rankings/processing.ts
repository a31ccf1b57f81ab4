import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { finishKey, linesForFinish, personTotal, type CutPoint, type RatingSystem } from '@domain/rankings';
import { MODALITY_IDS } from '@domain/catalog';
import type { Database } from '../../db/client';
import { balanceLines, outbox, rankingModalities, rankings, rankingStandings, ratingSystems } from '../../db/schema';
import type { Db } from '../draws/queries';
import { OUTBOX_TYPES, pendingEvents } from '../outbox/service';
import { finishOf, today, type ValidRow } from './finish';

/** The ranking tables a tournament counts for: same community, sport, season (when set), modality and categories. */
async function targetsOf(db: Db, valid: ValidRow) {
  const matches = (column: PgColumn, value: number | null) => (value === null ? isNull(column) : or(isNull(column), eq(column, value)));
  return db
    .select({ id: rankingModalities.id, modalityId: rankingModalities.modalityId, cutPoint: rankings.cutPoint, updateMomentId: ratingSystems.updateMomentId, rules: ratingSystems.rules })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .innerJoin(ratingSystems, eq(ratingSystems.id, rankings.ratingSystemId))
    .where(
      and(
        eq(rankings.communityId, valid.communityId),
        eq(rankings.sportId, valid.sportId),
        valid.seasonId === null ? isNull(rankings.seasonId) : or(isNull(rankings.seasonId), eq(rankings.seasonId, valid.seasonId)),
        inArray(rankingModalities.modalityId, [valid.modalityId, MODALITY_IDS.coach]),
        eq(rankingModalities.genreId, valid.genreId),
        matches(rankingModalities.ageCategoryId, valid.ageCategoryId),
        matches(rankingModalities.levelCategoryId, valid.levelCategoryId),
        matches(rankingModalities.subCategoryId, valid.subCategoryId),
      ),
    );
}

/** Recomputes, with the rules, the stored totals of some people (all when `personIds` is null) in one table. */
export async function refreshStandings(db: Db, rankingModalityId: number, cut: CutPoint, asOf: string, personIds: number[] | null): Promise<void> {
  if (personIds !== null && personIds.length === 0) return;
  const scope = personIds === null ? undefined : inArray(balanceLines.personId, personIds);
  const lines = await db
    .select({ personId: balanceLines.personId, validId: balanceLines.validId, points: balanceLines.points, date: balanceLines.date })
    .from(balanceLines)
    .where(and(eq(balanceLines.rankingModalityId, rankingModalityId), scope));
  const byPerson = new Map<number, typeof lines>();
  for (const line of lines) {
    const own = byPerson.get(line.personId);
    if (own) own.push(line);
    else byPerson.set(line.personId, [line]);
  }
  const totals = [...byPerson].flatMap(([personId, own]) => {
    const total = personTotal(personId, own, cut, asOf);
    return total ? [{ rankingModalityId, ...total }] : [];
  });
  await db.delete(rankingStandings).where(and(eq(rankingStandings.rankingModalityId, rankingModalityId), personIds === null ? undefined : inArray(rankingStandings.personId, personIds)));
  for (let start = 0; start < totals.length; start += 5000) await db.insert(rankingStandings).values(totals.slice(start, start + 5000));
  await db.update(rankingModalities).set({ standingsOn: asOf }).where(eq(rankingModalities.id, rankingModalityId));
}

export interface ProcessResult {
  rankingModalities: number;
  lines: number;
}

/**
 * Applies a finished tournament or phase to every ranking table it counts for: the lines this finish wrote before
 * are replaced by the ones the rules give now (so repeating it changes nothing and a correction replaces), then
 * the totals of everyone touched are recomputed. Runs inside the caller's transaction.
 */
export async function processFinish(db: Db, scope: 'valid' | 'phase', id: number): Promise<ProcessResult | null> {
  const found = await finishOf(db, scope, id);
  if (!found) return null;
  const { valid, finish } = found;
  const asOf = today();
  let written = 0;
  const targets = await targetsOf(db, valid);
  for (const target of targets) {
    const system: RatingSystem = { updateMomentId: target.updateMomentId === 3 || target.updateMomentId === 4 ? target.updateMomentId : 1, ...target.rules };
    const segment = target.modalityId === MODALITY_IDS.coach ? 'coach' : 'player';
    const key = finishKey(finish, { rankingModalityId: target.id, segment });
    const where = and(
      eq(balanceLines.rankingModalityId, key.rankingModalityId),
      eq(balanceLines.validId, key.validId),
      eq(balanceLines.source, key.source),
      key.phaseId === null ? undefined : eq(balanceLines.phaseId, key.phaseId),
    );
    const removed = await db.delete(balanceLines).where(where).returning({ personId: balanceLines.personId });
    const lines = linesForFinish(system, finish, { rankingModalityId: target.id, segment });
    if (lines.length > 0) await db.insert(balanceLines).values(lines);
    written += lines.length;
    const touched = [...new Set([...removed.map((row) => row.personId), ...lines.map((line) => line.personId)])];
    await refreshStandings(db, target.id, target.cutPoint, asOf, touched);
  }
  return { rankingModalities: targets.length, lines: written };
}

/** Processes the finish in one transaction. */
export function processFinishNow(db: Database, scope: 'valid' | 'phase', id: number) {
  return db.transaction((tx) => processFinish(tx, scope, id));
}

const isScope = (value: unknown): value is 'valid' | 'phase' => value === 'valid' || value === 'phase';

/**
 * The outbox consumer: each pending ranking request is applied and marked done in one transaction; a request
 * someone else already took (or a second run) is skipped, so it is applied once.
 */
export async function processPendingRankings(db: Database): Promise<number> {
  let done = 0;
  for (const event of await pendingEvents(db, OUTBOX_TYPES.rankingProcessing)) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(outbox)
        .set({ processedAt: sql`now()` })
        .where(and(eq(outbox.id, event.id), isNull(outbox.processedAt)))
        .returning({ id: outbox.id });
      if (claimed.length === 0) return;
      const { scope, id } = event.payload;
      if (isScope(scope) && typeof id === 'number') await processFinish(tx, scope, id);
      done += 1;
    });
  }
  return done;
}
