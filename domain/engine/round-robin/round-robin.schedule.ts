import type { EntryId, Match } from '../core/engine.types';
import { bergerTable } from './berger.schedule';

export interface RoundRobinOptions {
  /** The phase's `rounds`: how many legs are played (default 1). */
  rounds?: number;
  /** Prefix of the match ids, so ids stay unique across groups and phases. */
  idPrefix?: string;
}

export interface RoundRobinSchedule {
  roundCount: number;
  matches: Match[];
  /** Who rests in each round (index = round − 1); null when the group size is even. */
  resting: Array<EntryId | null>;
}

/**
 * Entries take Berger numbers in the order given (the draw order, strongest first).
 * Even legs swap home and away and keep the round order: the first and last rounds of
 * a Berger table never share a pair for n ≥ 3 (their pair sums differ modulo n − 1, and
 * n meets 1 first and n/2 last), so legs join without a rematch. With two entries
 * a rematch is unavoidable: there is only one pair.
 */
export function scheduleRoundRobin(
  entries: readonly EntryId[],
  options: RoundRobinOptions = {},
): RoundRobinSchedule {
  const legs = options.rounds ?? 1;
  const prefix = options.idPrefix ?? '';
  const table = bergerTable(entries.length);
  const matches: Match[] = [];
  const resting: Array<EntryId | null> = [];
  for (let leg = 0; leg < legs; leg += 1) {
    const swap = leg % 2 === 1;
    table.forEach((pairs, index) => {
      const round = leg * table.length + index + 1;
      let position = 0;
      let rest: EntryId | undefined;
      for (const [white, black] of pairs) {
        const home = entries[white - 1];
        const away = entries[black - 1];
        // The dummy number of an odd group has no entry: its opponent rests.
        if (home === undefined || away === undefined) {
          rest = home ?? away;
          continue;
        }
        position += 1;
        matches.push({
          id: `${prefix}r${round}p${position}`,
          round,
          position,
          home: swap ? away : home,
          away: swap ? home : away,
          result: null,
        });
      }
      resting.push(rest ?? null);
    });
  }
  return { roundCount: legs * table.length, matches, resting };
}
