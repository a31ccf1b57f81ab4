import { checkPlacement, initialSlots, placementInput, placementShape } from './manual-placement';

describe('manual placement', () => {
  it('shapes groups within one of each other and a bracket to the next power of two', () => {
    expect(placementShape('groups', 10, 3)).toEqual([4, 3, 3]);
    expect(placementShape('bracket', 5, 0)).toEqual([8]);
    expect(placementShape('bracket', 128, 0)).toEqual([128]);
  });

  it('starts from a valid placement', () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const groups = initialSlots('groups', ids, [3, 3]);
    expect(placementInput('groups', groups, [3, 3])).toEqual({ manual: [[1, 3, 5], [2, 4, 6]] });
    expect(checkPlacement('groups', groups, ids).ok).toBe(true);
    const lines = initialSlots('bracket', ids, [8]);
    expect(lines).toEqual([1, 5, 2, 6, 3, null, 4, null]);
    expect(checkPlacement('bracket', lines, ids).ok).toBe(true);
  });

  it('flags each slot in place: empty group places, an entry twice, two byes together; and lists who is missing', () => {
    expect(checkPlacement('groups', [1, null, 1, 4], [1, 2, 3, 4])).toEqual({ slots: ['duplicate', 'required', 'duplicate', null], missing: [2, 3], ok: false });
    expect(checkPlacement('bracket', [1, 2, null, null], [1, 2, 3])).toEqual({ slots: [null, null, null, 'doubleBye'], missing: [3], ok: false });
  });
});
