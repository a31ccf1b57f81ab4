import fc from 'fast-check';
import type { Finish, FinishedEntry, RatingSystem } from './rating.types';

/** The rating system of the worked examples: 100/70/50/30 by position, phases 0/10/25, 3 per match won. */
export const SYSTEM: RatingSystem = {
  updateMomentId: 1,
  positions: [
    { upTo: 1, points: 100 },
    { upTo: 2, points: 70 },
    { upTo: 4, points: 50 },
    { upTo: 8, points: 30 },
  ],
  phases: [
    { order: 1, points: 0 },
    { order: 2, points: 10 },
    { order: 3, points: 25 },
  ],
  perMatchWon: 3,
  coach: { kind: 'summation' },
};

export const entry = (personId: number, position: number | null, phases: number[] = [], wins: number[] = [], coachIds: number[] = []): FinishedEntry => ({
  personId,
  position,
  phases: phases.map((order) => ({ phaseId: 100 + order, order })),
  wins: wins.map((count, index) => ({ phaseId: 101 + index, count })),
  coachIds,
});

export const arbitrarySystem: fc.Arbitrary<RatingSystem> = fc.record({
  updateMomentId: fc.constantFrom(1 as const, 3 as const, 4 as const),
  positions: fc.array(fc.record({ upTo: fc.integer({ min: 1, max: 64 }), points: fc.integer({ min: 0, max: 500 }) }), { maxLength: 6 }),
  phases: fc.array(fc.record({ order: fc.integer({ min: 1, max: 4 }), points: fc.integer({ min: 0, max: 100 }) }), { maxLength: 4 }),
  perMatchWon: fc.integer({ min: 0, max: 20 }),
  coach: fc.oneof(
    fc.constant({ kind: 'summation' as const }),
    fc.record({ kind: fc.constant('top-athletes' as const), topPositions: fc.integer({ min: 1, max: 8 }), pointsPerAthlete: fc.integer({ min: 1, max: 50 }) }),
  ),
});

const arbitraryEntry = (personId: number): fc.Arbitrary<FinishedEntry> =>
  fc.record({
    position: fc.option(fc.integer({ min: 1, max: 64 }), { nil: null }),
    reached: fc.integer({ min: 1, max: 3 }),
    wins: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
    coaches: fc.uniqueArray(fc.integer({ min: 900, max: 903 }), { maxLength: 2 }),
  }).map(({ position, reached, wins, coaches }) => entry(personId, position, Array.from({ length: reached }, (_, i) => i + 1), wins.slice(0, reached), coaches));

export const arbitraryFinish = (validId: fc.Arbitrary<number> = fc.integer({ min: 1, max: 4 })): fc.Arbitrary<Finish> =>
  fc.record({
    validId,
    scope: fc.constantFrom('valid' as const, 'phase' as const),
    phaseOrder: fc.integer({ min: 1, max: 3 }),
    day: fc.integer({ min: 1, max: 28 }),
    people: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 16 }),
  }).chain(({ validId: id, scope, phaseOrder, day, people }) =>
    fc.tuple(...people.map(arbitraryEntry)).map((entries) => ({
      scope,
      validId: id,
      phaseId: scope === 'phase' ? 100 + phaseOrder : null,
      date: `2026-03-${String(day).padStart(2, '0')}`,
      entries,
    })),
  );
