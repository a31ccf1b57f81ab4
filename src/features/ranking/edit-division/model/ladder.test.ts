import { describe, expect, it } from 'vitest';
import { ladderDefaults, moveLevel, nextLevel } from './ladder';

const levels = [
  { id: 12, rank: 3 },
  { id: 10, rank: 1 },
  { id: 11, rank: 2 },
];

describe('a division ladder in the form', () => {
  it('starts a new ladder from the levels by rank, and an existing one top division first', () => {
    expect(ladderDefaults(undefined, levels)).toEqual({ name: '', levelCategoryIds: [10, 11, 12] });
    const group = { id: 4, name: 'Liga', createdByAccountId: 1, version: 3, levels: [{ levelCategoryId: 12, name: 'C', order: 2 }, { levelCategoryId: 10, name: 'A', order: 1 }] };
    expect(ladderDefaults(group, levels)).toEqual({ name: 'Liga', levelCategoryIds: [10, 12], version: 3 });
  });

  it('moves a division one step and never past either end', () => {
    expect(moveLevel([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveLevel([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveLevel([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveLevel([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('offers the first level not yet on the ladder, or none', () => {
    expect(nextLevel([10], levels)).toBe(12);
    expect(nextLevel([10, 11, 12], levels)).toBeNull();
  });
});
