import { assert } from 'vitest';
import type { EntryId, Match, MatchResult, Score } from '../core/engine.types';
import type { Bracket, BracketMatch } from '../knockout/knockout.types';
import { recordKnockoutResult } from '../knockout/progression.bracket';
import { SPORT } from '../scoring/scoring.config';

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

/** Soccer: the whole score in the first half, as the Laws play every match in two. */
export const goals = (home: number, away: number): MatchResult => ({ periods: [score(home, away), score(0, 0)] });

/** Basketball: the whole score in the first quarter. */
export const points = (home: number, away: number): MatchResult => ({
  periods: [score(home, away), score(0, 0), score(0, 0), score(0, 0)],
});

let counter = 0;
export function played(home: EntryId, away: EntryId, result: MatchResult | null): Match {
  counter += 1;
  return { id: `m${counter}`, round: 1, position: counter, home, away, result };
}

/** Plays every ready match of a bracket until none is left; `homeWins` decides each one. */
export function playBracket(
  bracket: Bracket,
  homeWins: (match: BracketMatch, index: number) => boolean,
): Bracket {
  let current = bracket;
  let index = 0;
  for (;;) {
    const ready = current.matches.find((m) => m.result === null && m.winner === null && m.home !== null && m.away !== null);
    if (!ready) return current;
    const outcome = recordKnockoutResult(current, ready.id, ttResult(homeWins(ready, index)), {
      sportId: SPORT.tableTennis,
    });
    assert(outcome.ok);
    current = outcome.value;
    index += 1;
  }
}
