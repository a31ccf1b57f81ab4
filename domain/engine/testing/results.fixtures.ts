import type { EntryId, Match, MatchResult, Score } from '../core/engine.types';

/** Test helpers shared by the engine's tests: readable results and matches. */
export const score = (home: number, away: number): Score => ({ home, away });

/** A table-tennis match the home side wins `3–lost` (or loses when `homeWins` is false). */
export function ttResult(homeWins: boolean, lost = 0, loserPoints = 5): MatchResult {
  const game = (winnerIsHome: boolean): Score =>
    winnerIsHome ? score(11, loserPoints) : score(loserPoints, 11);
  const periods = [
    ...Array.from({ length: lost }, () => game(!homeWins)),
    ...Array.from({ length: 3 }, () => game(homeWins)),
  ];
  return { periods };
}

/** Soccer full-time score. */
export const goals = (home: number, away: number): MatchResult => ({ periods: [score(home, away)] });

/** Basketball: the whole score in the first quarter. */
export const points = (home: number, away: number): MatchResult => ({
  periods: [score(home, away), score(0, 0), score(0, 0), score(0, 0)],
});

let counter = 0;
export function played(home: EntryId, away: EntryId, result: MatchResult | null): Match {
  counter += 1;
  return { id: `m${counter}`, round: 1, position: counter, home, away, result };
}
