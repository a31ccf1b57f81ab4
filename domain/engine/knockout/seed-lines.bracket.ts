import type { Random } from '../core/seeded.random';

/**
 * `natural`: the standard bracket order (1 v 16, 8 v 9, 4 v 13, …), no lots.
 * `ittf`: the ITTF fixed lines, with lots inside each block of seeds.
 */
export type SeedOrder = 'ittf' | 'natural';

/** Line (0-based) of every seed position 1…size in the standard bracket order. */
export function naturalLines(size: number): number[] {
  let bySlot = [1];
  while (bySlot.length < size) {
    const width = bySlot.length * 2;
    bySlot = bySlot.flatMap((seed) => [seed, width + 1 - seed]);
  }
  const lines: number[] = [];
  bySlot.forEach((seed, line) => {
    lines[seed - 1] = line;
  });
  return lines;
}

/**
 * A random order of the 2^level sections of one level in which every prefix is spread
 * as evenly as possible over halves, quarters and so on: position i walks down the
 * section tree taking its bits from i (lowest first) flipped by one random bit per
 * tree node. Nodes at one depth are at most 32 (brackets stop at 128), so one random
 * 32-bit mask per depth holds their flips.
 */
function balancedSectionOrder(level: number, random: Random): number[] {
  let sections = Array.from({ length: 1 << level }, () => 0);
  for (let depth = 0; depth < level; depth += 1) {
    const flips = Math.floor(random() * 4294967296);
    sections = sections.map((node, i) => node * 2 + (((i >> depth) & 1) ^ ((flips >>> node) & 1)));
  }
  return sections;
}

/**
 * ITTF placement: seed 1 on the first line, seed 2 on the last; seeds 3–4 into the bottom
 * of the first half and the top of the second; 5–8 into the bottom of the odd quarters
 * and the top of the even ones; 9–16 likewise in eighths; 17–32 in sixteenths, and so on
 * down to pairs, which gives every position of the draw a line.
 *
 * The lot inside a block is balanced (consecutive seeds go to opposite halves, then
 * quarters) so that byes, which go to seeds in order, stay even across the draw.
 */
export function ittfLines(size: number, random: Random): number[] {
  const lines = [0, size - 1];
  for (let level = 1; 2 << level <= size; level += 1) {
    const width = size >> level;
    for (const section of balancedSectionOrder(level, random)) {
      lines.push(section % 2 === 0 ? (section + 1) * width - 1 : section * width);
    }
  }
  return lines;
}

/** Round (1 = first) in which lines a and b can meet. */
export function meetingRound(a: number, b: number): number {
  return 32 - Math.clz32(a ^ b);
}
