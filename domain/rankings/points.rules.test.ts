import fc from 'fast-check';
import { linesForFinish, pointsForPosition } from './points.rules';
import { arbitraryFinish, arbitrarySystem, entry, SYSTEM } from './ranking.fixtures';
import type { Finish, RatingSystem } from './rating.types';

const players = { rankingModalityId: 7, segment: 'player' as const };
const coaches = { rankingModalityId: 8, segment: 'coach' as const };
const finish = (entries: Finish['entries'], scope: Finish['scope'] = 'valid', phaseId: number | null = null): Finish => ({ scope, validId: 5, phaseId, date: '2026-04-12', entries });
const total = (lines: { points: number }[]) => lines.reduce((sum, line) => sum + line.points, 0);

describe('points per position', () => {
  it('gives each band the points of its first place', () => {
    expect([1, 2, 3, 4, 5, 8, 9, null].map((p) => pointsForPosition(SYSTEM.positions, p))).toEqual([100, 70, 50, 50, 30, 30, 0, 0]);
    expect(pointsForPosition([{ upTo: 8, points: 30 }, { upTo: 1, points: 100 }], 1)).toBe(100);
  });

  it('never gives a worse position more points when the rules decrease', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (points, a, b) => {
        const rules = [...points].sort((x, y) => y - x).map((p, i) => ({ upTo: 2 ** i, points: p }));
        const [better, worse] = a <= b ? [a, b] : [b, a];
        return pointsForPosition(rules, better) >= pointsForPosition(rules, worse);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('lines of a finished tournament', () => {
  it('writes position, each phase reached and matches won, one line each, dated on the finish', () => {
    const lines = linesForFinish(SYSTEM, finish([entry(1, 1, [1, 2, 3], [3, 2, 1]), entry(2, 3, [1, 2], [2, 1])]), players);
    expect(lines.filter((l) => l.personId === 1).map((l) => [l.reason, l.detail, l.points])).toEqual([
      ['phase', 2, 10],
      ['phase', 3, 25],
      ['position', 1, 100],
      ['wins', 3, 9],
      ['wins', 2, 6],
      ['wins', 1, 3],
    ]);
    expect(total(lines.filter((l) => l.personId === 2))).toBe(50 + 10 + 9);
    expect(lines.every((l) => l.date === '2026-04-12' && l.validId === 5 && l.rankingModalityId === 7 && l.source === 'valid')).toBe(true);
  });

  it('by phase: a phase finish awards that phase, the tournament finish only positions', () => {
    const system: RatingSystem = { ...SYSTEM, updateMomentId: 3 };
    const entries = [entry(1, 1, [1, 2], [1, 2])];
    expect(linesForFinish(system, finish(entries, 'phase', 102), players).map((l) => [l.reason, l.phaseId, l.points])).toEqual([
      ['phase', 102, 10],
      ['wins', 102, 6],
    ]);
    expect(linesForFinish(system, finish(entries), players).map((l) => l.reason)).toEqual(['position']);
    expect(linesForFinish(SYSTEM, finish(entries, 'phase', 102), players)).toEqual([]);
  });

  it('gives position points only to the first places a top-N mapping names, keeping matches won', () => {
    const entries = [entry(1, 1, [1], [3]), entry(2, 2, [1], [2]), entry(3, 3, [1], [1])];
    const top2 = linesForFinish(SYSTEM, finish(entries), { ...players, topPositions: 2 });
    expect(top2.filter((l) => l.reason === 'position').map((l) => [l.personId, l.points])).toEqual([
      [1, 100],
      [2, 70],
    ]);
    expect(top2.filter((l) => l.personId === 3).map((l) => l.reason)).toEqual(['wins']);
    expect(linesForFinish(SYSTEM, finish(entries), players).filter((l) => l.reason === 'position')).toHaveLength(3);
  });

  it('gives coaches the sum of their athletes, or a fixed amount per athlete in the top positions', () => {
    const entries = [entry(1, 1, [1], [2], [90]), entry(2, 2, [1], [0], [90, 91]), entry(3, 9, [1], [0], [91])];
    expect(linesForFinish(SYSTEM, finish(entries), coaches).map((l) => [l.personId, l.points, l.detail])).toEqual([
      [90, 106 + 70, 2],
      [91, 70, 1],
    ]);
    const top: RatingSystem = { ...SYSTEM, coach: { kind: 'top-athletes', topPositions: 2, pointsPerAthlete: 15 } };
    expect(linesForFinish(top, finish(entries), coaches).map((l) => [l.personId, l.points, l.detail])).toEqual([
      [90, 30, 2],
      [91, 15, 1],
    ]);
  });

  it('sums coach points to the athletes points under summation, for any finish', () => {
    fc.assert(
      fc.property(arbitrarySystem, arbitraryFinish(), (system, done) => {
        const summed: RatingSystem = { ...system, coach: { kind: 'summation' } };
        const single = { ...done, entries: done.entries.map((e) => ({ ...e, coachIds: [900] })) };
        return total(linesForFinish(summed, single, coaches)) === total(linesForFinish(summed, single, players));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes no zero line and only lines of the finish it was given', () => {
    fc.assert(
      fc.property(arbitrarySystem, arbitraryFinish(), (system, done) => {
        const lines = linesForFinish(system, done, players);
        const people = new Set(done.entries.map((e) => e.personId));
        return lines.every((l) => l.points !== 0 && l.validId === done.validId && l.source === done.scope && people.has(l.personId));
      }),
      { numRuns: 1000 },
    );
  });
});
