import { describe, expect, it } from 'vitest';
import { previewLines } from './preview';

const rules = { positions: [{ upTo: 1, points: 100 }, { upTo: 4, points: 40 }], phases: [{ order: 1, points: 5 }, { order: 2, points: 10 }], perMatchWon: 2 };

describe('the rating system preview', () => {
  it('scores a sample by the ranking rules, whatever the update moment', () => {
    const sample = { position: 3, phasesReached: 2, matchesWon: 4 };
    const total = (moment: number) => previewLines({ ...rules, updateMomentId: moment }, sample).reduce((sum, line) => sum + line.points, 0);
    expect(total(1)).toBe(40 + 5 + 10 + 8);
    expect(total(3)).toBe(total(1));
    expect(total(4)).toBe(total(1));
  });

  it('ignores half-typed rules instead of failing', () => {
    const lines = previewLines({ updateMomentId: 1, positions: [{ upTo: Number.NaN, points: 5 }, undefined, { upTo: 8, points: null }], perMatchWon: null }, { position: 2, phasesReached: 0, matchesWon: 1 });
    expect(lines).toEqual([]);
  });
});
