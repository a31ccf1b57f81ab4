import { describe, expect, it } from 'vitest';
import { canDeletePhase, canEditPhase, swapped } from './phase-rules';

const list = (...statuses: number[]) => statuses.map((statusId, index) => ({ id: index + 1, statusId }));

describe('phase set-up rules', () => {
  it('swaps neighbours only while neither has started', () => {
    expect(swapped(list(1, 1, 1), 1, -1)).toEqual([2, 1, 3]);
    expect(swapped(list(1, 1, 1), 1, 1)).toEqual([1, 3, 2]);
    expect(swapped(list(2, 1, 1), 1, -1)).toBeNull();
    expect(swapped(list(1, 1, 4), 1, 1)).toEqual([1, 3, 2]);
    expect(swapped(list(1, 1), 1, 1)).toBeNull();
    expect(swapped(list(1, 1), 0, -1)).toBeNull();
  });

  it('edits a phase not started only, and deletes a canceled one too', () => {
    expect(list(1, 2, 3, 4, 5).map(canEditPhase)).toEqual([true, false, false, false, false]);
    expect(list(1, 2, 3, 4, 5).map(canDeletePhase)).toEqual([true, false, false, true, false]);
  });
});
