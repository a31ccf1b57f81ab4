import fc from 'fast-check';
import type { Entry, EntryId } from '../core/engine.types';
import { drawGroups, type DrawMethod, type GroupDrawOptions } from './group.draw';

// A thousand generated cases per property: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const seeded = (count: number): Entry[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, seed: i + 1 }));
const groupsOf = (entries: Entry[], options: GroupDrawOptions): EntryId[][] => {
  const outcome = drawGroups(entries, options);
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.groups;
};

describe('drawGroups', () => {
  it('snake: pots dealt forwards, then backwards', () => {
    expect(groupsOf(seeded(16), { groupCount: 4, method: 'snake', seed: 0 })).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
  });

  it('balanced: every pot dealt in the same direction; unseeded entries follow in the order given', () => {
    const entries: Entry[] = [...seeded(4), { id: 'x' }, { id: 'y' }, { id: 'z' }];
    expect(groupsOf(entries, { groupCount: 3, method: 'balanced', seed: 0 })).toEqual([
      [1, 4, 'z'],
      [2, 'x'],
      [3, 'y'],
    ]);
  });

  it('random: one entry of each pot per group, replayable from the recorded seed', () => {
    const options: GroupDrawOptions = { groupCount: 4, method: 'random', seed: 99 };
    const first = drawGroups(seeded(16), options);
    expect(drawGroups(seeded(16), options)).toEqual(first);
    expect(first).toMatchObject({ ok: true, value: { method: 'random', seed: 99 } });
    const groups = groupsOf(seeded(16), options);
    for (const group of groups) {
      expect(group.map((id) => Math.ceil(Number(id) / 4))).toEqual([1, 2, 3, 4]);
    }
    const draws = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(groupsOf(seeded(16), { ...options, seed }))));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('keeps clubmates in different groups within a pot', () => {
    const entries = seeded(4).map((e) => ({ ...e, clubId: e.id === 1 || e.id === 4 ? 'A' : `c${e.id}` }));
    // Plain snake would put 1 and 4 together.
    expect(groupsOf(entries, { groupCount: 2, method: 'snake', seed: 0 })).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(groupsOf(entries, { groupCount: 2, method: 'snake', seed: 0, separateBy: [] })).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('moves an entry of a short last pot to a group without its community', () => {
    const entries = seeded(5).map((e) => ({ ...e, communityId: e.id === 1 || e.id === 5 ? 7 : e.id }));
    expect(groupsOf(entries, { groupCount: 2, method: 'snake', seed: 0, separateBy: ['communityId'] })).toEqual([
      [1, 4],
      [2, 3, 5],
    ]);
  });

  it('still draws when separation is impossible', () => {
    const entries = seeded(4).map((e) => ({ ...e, clubId: 'same' }));
    expect(groupsOf(entries, { groupCount: 2, method: 'snake', seed: 0 })).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('refuses too many groups and bad group counts', () => {
    for (const groupCount of [0, 1.5, 3]) {
      expect(drawGroups(seeded(5), { groupCount, method: 'snake', seed: 0 })).toMatchObject({
        code: 'invalidGroupCount',
      });
    }
    expect(drawGroups(seeded(1), { groupCount: 1, method: 'snake', seed: 0 })).toMatchObject({
      code: 'notEnoughEntries',
    });
  });

  describe('manual placement', () => {
    const manual = (groups: EntryId[][] | undefined) =>
      drawGroups(seeded(5), { groupCount: 2, method: 'manual', seed: 0, manual: groups });

    it('accepts a valid placement as given', () => {
      expect(manual([[5, 1], [2, 3, 4]])).toEqual({ ok: true, value: { method: 'manual', seed: 0, groups: [[5, 1], [2, 3, 4]] } });
    });

    it.each<[string, EntryId[][] | undefined, string]>([
      ['no placement', undefined, 'manualGroupCount'],
      ['a wrong number of groups', [[1, 2, 3, 4, 5]], 'manualGroupCount'],
      ['a missing entry', [[1, 2], [3, 4]], 'manualEntryMismatch'],
      ['an entry twice', [[1, 2], [3, 4, 4]], 'manualEntryMismatch'],
      ['an unknown entry', [[1, 2], [3, 4, 99]], 'manualEntryMismatch'],
      ['uneven groups', [[1], [2, 3, 4, 5]], 'manualUnevenGroups'],
    ])('refuses %s', (_label, groups, code) => {
      expect(manual(groups)).toMatchObject({ ok: false, code });
    });
  });

  it('property: every entry once and group sizes as even as possible, for any count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 150 }),
        fc.integer({ min: 1, max: 75 }),
        fc.constantFrom<DrawMethod>('snake', 'balanced', 'random'),
        fc.nat(),
        (count, wanted, method, seed) => {
          const groupCount = Math.max(1, Math.min(wanted, Math.floor(count / 2)));
          const entries = Array.from({ length: count }, (_, i) => ({ id: i, clubId: i % 7, seed: i % 3 === 0 ? i : undefined }));
          const groups = groupsOf(entries, { groupCount, method, seed });
          const sizes = groups.map((g) => g.length);
          expect(groups).toHaveLength(groupCount);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(groups.flat().sort((a, b) => Number(a) - Number(b))).toEqual(entries.map((e) => e.id));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
