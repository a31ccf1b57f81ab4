import { eq } from 'drizzle-orm';
import type { MatchResult } from '@domain/engine';
import { SPORT_IDS } from '@domain/catalog';
import { PHASE_FORMAT_IDS } from '@domain/contract';
import type { Database } from '../client';
import { accounts, resultHistory, valids } from '../schema';
import { correctMatch } from '../../modules/draws/correction';
import { matchRows, phasesInOrder } from '../../modules/draws/queries';

export const DEMO_CORRECTION_REASON = 'El acta del árbitro tenía mal anotado el marcador; corregido tras revisarla con los dos finalistas.';

/** The same match with a slightly different score and the same winner, as a misread score sheet would be. */
function rescored(result: MatchResult, sportId: number): MatchResult | null {
  if (result.rubbers || result.forfeitedBy || result.periods.length === 0) return null;
  const [first, ...rest] = result.periods;
  if (!first) return null;
  if (sportId === SPORT_IDS.tableTennis) {
    // A game the loser took fewer than nine points in can take one more without changing who won it.
    const index = result.periods.findIndex((game) => Math.max(game.home, game.away) === 11 && Math.min(game.home, game.away) <= 8);
    if (index < 0) return null;
    const periods = result.periods.map((game, at) => (at !== index ? game : game.home < game.away ? { ...game, home: game.home + 1 } : { ...game, away: game.away + 1 }));
    return { ...result, periods };
  }
  const step = sportId === SPORT_IDS.basketball ? 2 : 1;
  return { ...result, periods: [{ home: first.home + step, away: first.away + step }, ...rest] };
}

/**
 * One finished demo tournament has its final corrected after it finished, with the reason, as an
 * organiser would after checking the score sheet: the match's history shows it. The winner stays, so the demo's
 * champions and rankings read as they were planned.
 */
export async function seedCorrection(db: Database, validIds: readonly number[], accountId: number): Promise<void> {
  // One correction in the whole demo is enough to show it (the first space seeded, the default one).
  const [done] = await db.select({ id: resultHistory.id }).from(resultHistory).where(eq(resultHistory.reason, DEMO_CORRECTION_REASON)).limit(1);
  if (done) return;
  const [owner] = await db.select({ userId: accounts.ownerUserId }).from(accounts).where(eq(accounts.id, accountId));
  for (const validId of validIds) {
    const [valid] = await db.select({ sportId: valids.sportId }).from(valids).where(eq(valids.id, validId));
    const last = (await phasesInOrder(db, validId)).at(-1);
    if (!valid || !last || last.formatId !== PHASE_FORMAT_IDS.knockout) continue;
    const final = (await matchRows(db, { phaseId: last.id })).filter((row) => !row.thirdPlace && row.result !== null).sort((a, b) => b.round - a.round)[0];
    const result = final?.result ? rescored(final.result, valid.sportId) : null;
    if (!final || !result) continue;
    await correctMatch(db, 'es', final, { version: final.version, result, reason: DEMO_CORRECTION_REASON, clearDependents: false }, { accountId, userId: owner?.userId ?? null });
    return;
  }
}
