import fc from 'fast-check';
import { applyFinish } from './apply.rules';
import { linesForFinish } from './points.rules';
import { arbitraryFinish, arbitrarySystem } from './ranking.fixtures';
import type { BalanceLine } from './rating.types';

const target = { rankingModalityId: 3, segment: 'player' as const };
const byKey = (lines: BalanceLine[]) => [...lines].map((l) => JSON.stringify(l)).sort();

describe('applying a finish to a balance', () => {
  it('applying the same finish twice is applying it once', () => {
    fc.assert(
      fc.property(arbitrarySystem, fc.array(arbitraryFinish(), { maxLength: 4 }), arbitraryFinish(), (system, history, done) => {
        const before = history.reduce((lines, f) => applyFinish(lines, system, f, target), [] as BalanceLine[]);
        const once = applyFinish(before, system, done, target);
        expect(byKey(applyFinish(once, system, done, target))).toEqual(byKey(once));
      }),
      { numRuns: 1000 },
    );
  });

  it('a corrected result replaces that finish lines instead of adding to them', () => {
    fc.assert(
      fc.property(arbitrarySystem, arbitraryFinish(fc.constant(1)), arbitraryFinish(fc.constant(2)), fc.integer({ min: 1, max: 64 }), (system, first, other, newPosition) => {
        const corrected = { ...first, entries: first.entries.map((e, i) => (i === 0 ? { ...e, position: newPosition } : e)) };
        const base = applyFinish([], system, other, target);
        const after = applyFinish(applyFinish(base, system, first, target), system, corrected, target);
        expect(byKey(after)).toEqual(byKey([...base, ...linesForFinish(system, corrected, target)]));
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves other tournaments and other modalities untouched', () => {
    fc.assert(
      fc.property(arbitrarySystem, arbitraryFinish(fc.constant(1)), arbitraryFinish(fc.constant(2)), (system, a, b) => {
        const elsewhere = applyFinish([], system, a, { rankingModalityId: 4, segment: 'player' });
        const ofB = applyFinish([], system, b, target);
        const after = applyFinish([...elsewhere, ...ofB], system, a, target);
        expect(after.filter((l) => l.rankingModalityId === 4)).toEqual(elsewhere);
        expect(after.filter((l) => l.validId === 2)).toEqual(ofB);
      }),
      { numRuns: 1000 },
    );
  });

  it('a phase finish replaces only that phase lines', () => {
    const system = { updateMomentId: 3 as const, positions: [{ upTo: 1, points: 100 }], phases: [{ order: 2, points: 10 }], perMatchWon: 2, coach: { kind: 'summation' as const } };
    const entries = [{ personId: 1, position: 1, phases: [{ phaseId: 11, order: 1 }, { phaseId: 12, order: 2 }], wins: [{ phaseId: 11, count: 2 }, { phaseId: 12, count: 1 }], coachIds: [] }];
    const phase1 = { scope: 'phase' as const, validId: 1, phaseId: 11, date: '2026-01-01', entries };
    const phase2 = { ...phase1, phaseId: 12, date: '2026-01-02' };
    const whole = { ...phase1, scope: 'valid' as const, phaseId: null, date: '2026-01-03' };
    let lines = [phase1, phase2, whole].reduce((acc, f) => applyFinish(acc, system, f, target), [] as BalanceLine[]);
    expect(lines.map((l) => [l.reason, l.points])).toEqual([['wins', 4], ['phase', 10], ['wins', 2], ['position', 100]]);
    lines = applyFinish(lines, system, { ...phase1, entries: [{ ...entries[0]!, wins: [{ phaseId: 11, count: 3 }] }] }, target);
    expect(lines.reduce((sum, l) => sum + l.points, 0)).toBe(6 + 10 + 2 + 100);
  });
});
