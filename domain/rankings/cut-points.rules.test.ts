import fc from 'fast-check';
import { monthsBefore, personTotal, rankTotals, standingsOf } from './cut-points.rules';

const line = (personId: number, validId: number, points: number, date: string) => ({ personId, validId, points, date });
const history = [
  line(1, 1, 100, '2025-01-10'),
  line(1, 2, 30, '2025-09-01'),
  line(1, 3, 50, '2026-02-01'),
  line(2, 2, 70, '2025-09-01'),
  line(2, 2, 9, '2025-09-01'),
  line(3, 1, 60, '2025-01-10'),
];
const pick = (rows: ReturnType<typeof standingsOf>) => rows.map((r) => [r.personId, r.points, r.tournaments, r.position]);

describe('cut points on a constructed history', () => {
  it('without a cut point sums everything', () => {
    expect(pick(standingsOf(history, { typeId: null }, '2026-03-01'))).toEqual([
      [1, 180, 3, 1],
      [2, 79, 1, 2],
      [3, 60, 1, 3],
    ]);
  });

  it('expiration (6) drops lines older than the period', () => {
    expect(pick(standingsOf(history, { typeId: 6, months: 12 }, '2026-03-01'))).toEqual([
      [1, 80, 2, 1],
      [2, 79, 1, 2],
    ]);
  });

  it('displacement (7) keeps the best N tournaments', () => {
    expect(pick(standingsOf(history, { typeId: 7, best: 2 }, '2026-03-01'))).toEqual([
      [1, 150, 2, 1],
      [2, 79, 1, 2],
      [3, 60, 1, 3],
    ]);
  });

  it('inactive (8) drops people with nothing in the period, keeping all the points of the others', () => {
    expect(pick(standingsOf(history, { typeId: 8, months: 7 }, '2026-03-01'))).toEqual([
      [1, 180, 3, 1],
      [2, 79, 1, 2],
    ]);
  });

  it('reclassification (5) reads as summation', () => {
    expect(pick(standingsOf(history, { typeId: 5, moves: 1 }, '2026-03-01'))).toEqual(pick(standingsOf(history, { typeId: null }, '2026-03-01')));
  });

  it('lines dated after the reading day do not count yet, and equal points share a position', () => {
    expect(pick(standingsOf(history, { typeId: null }, '2025-01-10'))).toEqual([
      [1, 100, 1, 1],
      [3, 60, 1, 2],
    ]);
    expect(rankTotals([line(1, 0, 5, ''), line(2, 0, 5, ''), line(3, 0, 1, '')].map((l) => ({ personId: l.personId, points: l.points, tournaments: 1, lastDate: '' }))).map((r) => r.position)).toEqual([1, 1, 3]);
  });

  it('counts months back to the last day of shorter months', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 13)).toBe('2024-12-15');
    expect(monthsBefore('2024-03-30', 1)).toBe('2024-02-29');
  });
});

describe('cut point properties', () => {
  const lines = fc.array(
    fc.record({ personId: fc.constant(1), validId: fc.integer({ min: 1, max: 8 }), points: fc.integer({ min: 0, max: 200 }), date: fc.integer({ min: 0, max: 700 }).map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10)) }),
    { minLength: 1, maxLength: 30 },
  );
  const asOf = '2026-12-31';

  it('no cut point ever gives more than summation, and displacement is monotone in N', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 24 }), (own, best, months) => {
        const sum = personTotal(1, own, { typeId: null }, asOf)?.points ?? 0;
        for (const cut of [{ typeId: 6 as const, months }, { typeId: 7 as const, best }, { typeId: 8 as const, months }]) {
          expect(personTotal(1, own, cut, asOf)?.points ?? 0).toBeLessThanOrEqual(sum);
        }
        const fewer = personTotal(1, own, { typeId: 7, best }, asOf)?.points ?? 0;
        const more = personTotal(1, own, { typeId: 7, best: best + 1 }, asOf)?.points ?? 0;
        expect(fewer).toBeLessThanOrEqual(more);
        expect(personTotal(1, own, { typeId: 7, best }, asOf)?.tournaments ?? 0).toBeLessThanOrEqual(best);
      }),
      { numRuns: 1000 },
    );
  });

  it('the order of lines does not change a total', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 4 }), (own, best) => {
        const cut = { typeId: 7 as const, best };
        expect(personTotal(1, [...own].reverse(), cut, asOf)).toEqual(personTotal(1, own, cut, asOf));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('inactivity on its boundary', () => {
  it('drops someone whose last line is exactly the period ago', () => {
    expect(pick(standingsOf(history, { typeId: 8, months: 6 }, '2026-03-01'))).toEqual([[1, 180, 3, 1]]);
  });
});
