import { checkEntries, compareEntryIds, strengthOrder } from './entry-order.lib';

describe('entry order', () => {
  it('orders numeric ids before string ids, each ascending', () => {
    expect(['b', 10, 'a', 2, 2].sort(compareEntryIds)).toEqual([2, 2, 10, 'a', 'b']);
    expect(compareEntryIds('a', 1)).toBe(1);
    expect(compareEntryIds(1, 'a')).toBe(-1);
  });

  it('ranks seeded entries by seed, then the unseeded in the order given', () => {
    const ranked = strengthOrder([{ id: 'u1' }, { id: 's2', seed: 2 }, { id: 'u2' }, { id: 's1', seed: 1 }]);
    expect(ranked.map((e) => e.id)).toEqual(['s1', 's2', 'u1', 'u2']);
  });

  it('needs two distinct entries', () => {
    expect(checkEntries([{ id: 1 }])).toMatchObject({ code: 'notEnoughEntries' });
    expect(checkEntries([{ id: 1 }, { id: 1 }])).toMatchObject({ code: 'duplicateEntry' });
    expect(checkEntries([{ id: 1 }, { id: '1' }])).toBeNull();
  });
});
