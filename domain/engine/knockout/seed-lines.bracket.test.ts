import { createRandom } from '../core/seeded.random';
import { ittfLines, meetingRound, naturalLines } from './seed-lines.bracket';

/** ITTF fixed seed lines (1-based), block by block: 1, 2, 3–4, 5–8, 9–16, 17–32. */
const ITTF_BLOCKS: Record<number, number[][]> = {
  16: [[1], [16], [8, 9], [4, 5, 12, 13], [2, 3, 6, 7, 10, 11, 14, 15]],
  32: [[1], [32], [16, 17], [8, 9, 24, 25], [4, 5, 12, 13, 20, 21, 28, 29]],
  64: [
    [1],
    [64],
    [32, 33],
    [16, 17, 48, 49],
    [8, 9, 24, 25, 40, 41, 56, 57],
    [4, 5, 12, 13, 20, 21, 28, 29, 36, 37, 44, 45, 52, 53, 60, 61],
  ],
  128: [
    [1],
    [128],
    [64, 65],
    [32, 33, 96, 97],
    [16, 17, 48, 49, 80, 81, 112, 113],
    [8, 9, 24, 25, 40, 41, 56, 57, 72, 73, 88, 89, 104, 105, 120, 121],
  ],
};

describe('ittfLines', () => {
  it.each([16, 32, 64, 128])('puts the seeds of a %i-draw on the ITTF lines', (size) => {
    for (let seed = 0; seed < 25; seed += 1) {
      const lines = ittfLines(size, createRandom(seed)).map((line) => line + 1);
      let start = 0;
      for (const block of ITTF_BLOCKS[size] ?? []) {
        expect([...lines.slice(start, start + block.length)].sort((a, b) => a - b)).toEqual(block);
        start += block.length;
      }
      expect(new Set(lines).size).toBe(size);
    }
  });

  it('draws seeds 3 and 4 by lot, and keeps seeds 5 and 6 in opposite halves', () => {
    const thirdSeedLines = new Set<number>();
    for (let seed = 0; seed < 40; seed += 1) {
      const lines = ittfLines(16, createRandom(seed));
      thirdSeedLines.add(lines[2] ?? -1);
      expect(meetingRound(lines[4] ?? 0, lines[5] ?? 0)).toBe(4);
    }
    expect([...thirdSeedLines].sort((a, b) => a - b)).toEqual([7, 8]);
  });

  it('covers a 2-draw and a 4-draw', () => {
    expect(ittfLines(2, createRandom(1))).toEqual([0, 1]);
    expect([...ittfLines(4, createRandom(1))].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('naturalLines', () => {
  it('follows the standard bracket order: 1 v 16, 8 v 9, 4 v 13 …', () => {
    const lines = naturalLines(16);
    const bySlot = Array.from({ length: 16 }, (_, line) => lines.indexOf(line) + 1);
    expect(bySlot).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });
});

describe('meetingRound', () => {
  it('is the round in which two lines can meet', () => {
    expect([meetingRound(0, 1), meetingRound(0, 2), meetingRound(3, 4), meetingRound(0, 127)]).toEqual([1, 2, 3, 7]);
  });
});
