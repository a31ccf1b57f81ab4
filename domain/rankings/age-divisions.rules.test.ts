import fc from 'fast-check';
import { ageOn, birthRange, inRange } from './age.rules';
import { reclassify } from './divisions.rules';
import { movementOf } from './movement.rules';

describe('age on a day', () => {
  it('is still the younger age the day before the birthday', () => {
    expect(ageOn('2010-06-16', '2026-06-15')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('an age category as birth dates matches counting each age, for every day and birth date', () => {
    const day = fc.integer({ min: 0, max: 365 * 60 }).map((d) => new Date(Date.UTC(1970, 0, 1 + d)).toISOString().slice(0, 10));
    const bound = fc.option(fc.integer({ min: 0, max: 40 }), { nil: null });
    fc.assert(
      fc.property(day, day, bound, bound, (birth, on, min, max) => {
        const age = ageOn(birth, on);
        const expected = (min === null || age >= min) && (max === null || age <= max);
        expect(inRange(birth, birthRange({ boundKind: 'age', minValue: min, maxValue: max }, on))).toBe(expected);
        const year = Number(birth.slice(0, 4));
        const byYear = (min === null || year >= min + 1970) && (max === null || year <= max + 1990);
        expect(inRange(birth, birthRange({ boundKind: 'birth-year', minValue: min === null ? null : min + 1970, maxValue: max === null ? null : max + 1990 }, on))).toBe(byYear);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('reclassification between divisions', () => {
  it('moves the best of each lower division up and the last of each upper one down', () => {
    expect(reclassify([[1, 2, 3], [4, 5, 6], [7, 8]], 1)).toEqual([
      { personId: 3, from: 0, to: 1 },
      { personId: 4, from: 1, to: 0 },
      { personId: 6, from: 1, to: 2 },
      { personId: 7, from: 2, to: 1 },
    ]);
  });

  it('moves each person at most once, by one division, keeping the total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 4 }), (sizes, moves) => {
        let next = 0;
        const divisions = sizes.map((size) => Array.from({ length: size }, () => (next += 1)));
        const result = reclassify(divisions, moves);
        expect(new Set(result.map((m) => m.personId)).size).toBe(result.length);
        expect(result.every((m) => Math.abs(m.to - m.from) === 1 && m.to >= 0 && m.to < divisions.length)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('movement against the latest snapshot', () => {
  it('tells new, same, up and down', () => {
    expect([movementOf(3, null), movementOf(3, 3), movementOf(2, 5), movementOf(6, 4)]).toEqual([{ kind: 'new' }, { kind: 'same' }, { kind: 'up', by: 3 }, { kind: 'down', by: 2 }]);
  });
});
