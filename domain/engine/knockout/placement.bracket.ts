import type { Entry, SeparationKey } from '../core/engine.types';
import { strengthOrder } from '../core/entry-order.lib';
import { shuffleInPlace, type Random } from '../core/seeded.random';
import { separationValues, type SeparationValue } from '../core/separation.lib';
import { meetingRound } from './seed-lines.bracket';

export interface PlacementOptions {
  random: Random;
  /** Seeded entries beyond this many are drawn like unseeded ones. */
  maxSeeds: number;
  separateBy: readonly SeparationKey[];
}

/**
 * Places entries on lines (absent lines are byes). Byes face the seed positions in
 * order, so the top seeds get them; seeds take the remaining seed lines in order; the
 * others are drawn by lot, each onto the free line that meets clubmates (or entries
 * of the same group, etc.) as late as possible. Greedy, so separation holds "where the
 * draw allows" rather than always at the optimum.
 */
export function placeEntries(
  entries: readonly Entry[],
  seedLines: readonly number[],
  options: PlacementOptions,
): Map<number, Entry> {
  const size = seedLines.length;
  const rounds = Math.log2(size);
  const byeLines = new Set(seedLines.slice(0, size - entries.length).map((line) => line ^ 1));
  const placed = new Map<number, Entry>();
  const taken = new Map<string, number[]>();
  const occupy = (entry: Entry, line: number): void => {
    placed.set(line, entry);
    for (const { value } of separationValues(entry, options.separateBy)) {
      const lines = taken.get(value);
      if (lines) lines.push(line);
      else taken.set(value, [line]);
    }
  };

  const seeded = strengthOrder(entries.filter((entry) => entry.seed !== undefined)).slice(0, options.maxSeeds);
  const seeds = seeded.values();
  for (const line of seedLines) {
    if (byeLines.has(line)) continue;
    const next = seeds.next();
    if (next.done) break;
    occupy(next.value, line);
  }

  // Meeting a clubmate in round r costs 2^(rounds − r): the earlier, the worse.
  const cost = (values: readonly SeparationValue[], line: number): number =>
    values.reduce((total, { value, weight }) => {
      const clash = (taken.get(value) ?? []).reduce(
        (sum, other) => sum + 2 ** (rounds - meetingRound(line, other)),
        0,
      );
      return total + weight * clash;
    }, 0);

  // The entries with the most company are drawn first, while lines far apart are free.
  const everyValue = entries.flatMap((entry) => separationValues(entry, options.separateBy).map((v) => v.value));
  const isSeeded = new Set(seeded);
  const drawn = shuffleInPlace(
    entries.filter((entry) => !isSeeded.has(entry)),
    options.random,
  )
    .map((entry) => {
      const values = separationValues(entry, options.separateBy);
      const crowd = values.reduce((sum, v) => sum + v.weight * everyValue.filter((x) => x === v.value).length, 0);
      return { entry, values, crowd };
    })
    .sort((a, b) => b.crowd - a.crowd);
  let free = shuffleInPlace(
    seedLines.filter((line) => !placed.has(line) && !byeLines.has(line)),
    options.random,
  );
  for (const { entry, values } of drawn) {
    let bestLine = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const line of free) {
      const lineCost = cost(values, line);
      if (lineCost < bestCost) {
        bestCost = lineCost;
        bestLine = line;
      }
    }
    occupy(entry, bestLine);
    free = free.filter((line) => line !== bestLine);
  }
  return placed;
}
