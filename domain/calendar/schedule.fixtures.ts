import fc from 'fast-check';
import type { BookedMatch, Court, ScheduleMatch, ScheduleProblem, ScheduleSide, Span } from './schedule.types';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Saturday 24 October 2026, 00:00 UTC: the days around Madrid's autumn clock change. */
export const BASE = Date.UTC(2026, 9, 24);

/** People overlap on purpose (a player in a double and a team, the same double twice) so the rules are stressed. */
const arbitrarySide: fc.Arbitrary<ScheduleSide> = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  personIds: fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 3 }),
});

const arbitraryCourts: fc.Arbitrary<Court[]> = fc
  .uniqueArray(fc.record({ placeId: fc.integer({ min: 1, max: 3 }), court: fc.constantFrom('Pista 1', 'Pista 2', 'Mesa 3') }), {
    minLength: 1,
    maxLength: 4,
    selector: (court) => `${court.placeId}:${court.court}`,
  });

const arbitraryWindows: fc.Arbitrary<Span[]> = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 3 }), from: fc.integer({ min: 6 * 60, max: 14 * 60 }), length: fc.integer({ min: 0, max: 9 * 60 }) }).map(({ day, from, length }) => ({
    start: BASE + day * DAY + from * MINUTE,
    end: BASE + day * DAY + (from + length) * MINUTE,
  })),
  { minLength: 1, maxLength: 4 },
);

interface Shape {
  series: number;
  phases: Array<Array<Array<{ sides: [ScheduleSide | null, ScheduleSide | null]; feedPicks: number[] }>>>;
}

const arbitraryShape = (series: number): fc.Arbitrary<Shape> =>
  fc.record({
    series: fc.constant(series),
    phases: fc.array(
      fc.array(
        fc.array(
          fc.record({
            sides: fc.tuple(fc.option(arbitrarySide, { freq: 4 }), fc.option(arbitrarySide, { freq: 4 })),
            feedPicks: fc.array(fc.nat(), { maxLength: 2 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        { minLength: 1, maxLength: 3 },
      ),
      { minLength: 1, maxLength: 2 },
    ),
  });

/** Phases of rounds of matches; a match may be fed by matches of earlier rounds of its phase, like a bracket. */
function matchesOf(shapes: Shape[]): ScheduleMatch[] {
  const matches: ScheduleMatch[] = [];
  let id = 1;
  for (const shape of shapes) {
    shape.phases.forEach((rounds, phaseIndex) => {
      const phaseId = shape.series * 10 + phaseIndex + 1;
      const earlier: number[] = [];
      rounds.forEach((round, roundIndex) => {
        const thisRound: number[] = [];
        for (const match of round) {
          const feeds = earlier.length === 0 ? [] : [...new Set(match.feedPicks.map((pick) => earlier[pick % earlier.length] ?? 0))];
          matches.push({ id, series: shape.series, phaseId, phaseOrder: phaseIndex + 1, round: roundIndex + 1, sides: match.sides, feeds });
          thisRound.push(id);
          id += 1;
        }
        earlier.push(...thisRound);
      });
    });
  }
  return matches;
}

const arbitraryBooked = (courts: Court[]): fc.Arbitrary<BookedMatch[]> =>
  fc.array(
    fc.record({
      court: fc.constantFrom(...courts),
      day: fc.integer({ min: 0, max: 3 }),
      from: fc.integer({ min: 6 * 60, max: 20 * 60 }),
      length: fc.integer({ min: 15, max: 120 }),
      personIds: fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { maxLength: 2 }),
      restMinutes: fc.constantFrom(0, 30, 90),
    }),
    { maxLength: 3 },
  ).map((list) =>
    list.map((item, index) => ({
      matchId: 1000 + index,
      ...item.court,
      start: BASE + item.day * DAY + item.from * MINUTE,
      end: BASE + item.day * DAY + (item.from + item.length) * MINUTE,
      personIds: item.personIds,
      restMinutes: item.restMinutes,
    })),
  );

/** A scheduling problem: one or two tournaments, some courts, a few days' windows, maybe matches already booked. */
export const arbitraryProblem = (options: { windows?: fc.Arbitrary<Span[]> } = {}): fc.Arbitrary<ScheduleProblem> =>
  fc
    .record({
      shapes: fc.tuple(arbitraryShape(1), fc.option(arbitraryShape(2), { freq: 2 })),
      courts: arbitraryCourts,
      windows: options.windows ?? arbitraryWindows,
      durationMinutes: fc.constantFrom(20, 30, 45, 60, 90),
      restMinutes: fc.constantFrom(0, 10, 15, 30, 60),
    })
    .chain(({ shapes, courts, ...rest }) =>
      arbitraryBooked(courts).map((booked) => ({
        ...rest,
        courts,
        booked,
        matches: matchesOf(shapes.filter((shape): shape is Shape => shape !== null)),
      })),
    );
