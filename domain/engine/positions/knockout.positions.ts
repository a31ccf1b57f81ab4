import type { EntryId, FinalPosition } from '../core/engine.types';
import { compareEntryIds } from '../core/entry-order.lib';
import type { Bracket } from '../knockout/knockout.types';

export function byPosition(a: FinalPosition, b: FinalPosition): number {
  return a.from - b.from || compareEntryIds(a.entryId, b.entryId);
}

/**
 * Winner 1, runner-up 2, semifinal losers 3–4 (3 and 4 once a third-place match is
 * played), quarterfinal losers 5–8, then 9–16 and so on. Entries still in the draw have
 * no position yet.
 */
export function knockoutPositions(bracket: Bracket): FinalPosition[] {
  const positions = new Map<EntryId, FinalPosition>();
  const put = (entryId: EntryId, from: number, to: number) => positions.set(entryId, { entryId, from, to });
  // Matches are in round order with the third-place match last, so it overrides 3–4.
  for (const match of bracket.matches) {
    const loser = match.winner === match.home ? match.away : match.home;
    if (match.result === null || match.winner === null || loser === null) continue;
    if (match.thirdPlace) {
      put(match.winner, 3, 3);
      put(loser, 4, 4);
    } else if (match.round === bracket.rounds) {
      put(match.winner, 1, 1);
      put(loser, 2, 2);
    } else {
      put(loser, bracket.size / 2 ** match.round + 1, bracket.size / 2 ** (match.round - 1));
    }
  }
  return [...positions.values()].sort(byPosition);
}
