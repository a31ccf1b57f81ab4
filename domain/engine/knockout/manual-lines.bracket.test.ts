import fc from 'fast-check';
import type { Entry, EntryId } from '../core/engine.types';
import { createBracket } from './knockout.bracket';

const entries = (count: number): Entry[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, seed: i + 1 }));

describe('createBracket with lines placed by hand', () => {
  it.each([
    ['a line short', [1, 2, 3], 'manualLineCount'],
    ['an entry twice', [1, 2, 3, 3, null, 4, null, 5], 'manualEntryMismatch'],
    ['an entry missing', [1, 2, 3, null, null, 4, 5, null], 'manualEntryMismatch'],
    ['an unknown entry', [1, 2, 3, 9, 4, null, 5, null], 'manualEntryMismatch'],
    ['two byes against each other', [1, 2, 3, 4, 5, 6, null, null], 'manualDoubleBye'],
  ] as Array<[string, Array<EntryId | null>, string]>)('refuses %s', (_, lines, code) => {
    const count = lines.filter((line) => line !== null).length === 8 ? 8 : 6;
    expect(createBracket(entries(count), { seed: 1, lines })).toMatchObject({ ok: false, code });
  });

  it('keeps the lines as placed and moves byes on', () => {
    const outcome = createBracket(entries(6), { seed: 1, lines: [6, null, 2, 3, 4, 5, 1, null] });
    if (!outcome.ok) throw new Error(outcome.code);
    expect(outcome.value.lines).toEqual([6, null, 2, 3, 4, 5, 1, null]);
    const second = outcome.value.matches.filter((match) => match.round === 2).map((match) => [match.home, match.away]);
    expect(second).toEqual([[6, null], [null, 1]]);
  });

  it('any placement of every entry once, without double byes, is kept line for line whatever the seed', () => {
    const placement = fc.integer({ min: 2, max: 128 }).chain((count) => {
      const ids = Array.from({ length: count }, (_, i) => i + 1);
      return fc.record({ count: fc.constant(count), order: fc.shuffledSubarray(ids, { minLength: count, maxLength: count }), seed: fc.nat(1000) });
    });
    fc.assert(
      fc.property(placement, ({ count, order, seed }) => {
        let size = 2;
        while (size < count) size *= 2;
        // The first half of the entries take one line of each pair, the rest the other line: no pair is left empty.
        const pairs = size / 2;
        const lines: Array<EntryId | null> = Array.from({ length: size }, () => null);
        order.forEach((id, index) => {
          lines[index < pairs ? 2 * index : 2 * (index - pairs) + 1] = id;
        });
        const outcome = createBracket(entries(count), { seed, lines });
        return outcome.ok && outcome.value.lines.every((line, index) => line === lines[index]);
      }),
    );
  });
});
