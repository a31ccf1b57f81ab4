import fc from 'fast-check';
import { scheduleMatches } from './schedule.rules';
import { arbitraryProblem, BASE } from './schedule.fixtures';
import type { Placement, ScheduleProblem, Span } from './schedule.types';

const MINUTE = 60_000;
const RUNS = 1000;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
const personsOf = (problem: ScheduleProblem, matchId: number) =>
  new Set(problem.matches.find((m) => m.id === matchId)?.sides.flatMap((side) => side?.personIds ?? []) ?? problem.booked.find((b) => b.matchId === matchId)?.personIds ?? []);

/** Whether the windows together cover the span (touching or overlapping windows count as one). */
function covered(span: { start: number; end: number }, windows: Array<{ start: number; end: number }>): boolean {
  let reached = span.start;
  for (const w of [...windows].sort((a, b) => a.start - b.start)) if (w.start <= reached && w.end > reached) reached = w.end;
  return reached >= span.end;
}

/** Every pair of a new placement with another placement or with a booked match. */
function pairs(problem: ScheduleProblem, placements: Placement[]): Array<[Placement, Placement]> {
  const all: Array<[Placement, Placement]> = [];
  placements.forEach((a, index) => {
    for (const b of placements.slice(index + 1)) all.push([a, b]);
    for (const b of problem.booked) all.push([a, b]);
  });
  return all;
}

describe('the automatic scheduler', () => {
  it('places or reports every match, once', () => {
    fc.assert(
      fc.property(arbitraryProblem(), (problem) => {
        const { placements, unplaced } = scheduleMatches(problem);
        const ids = [...placements.map((p) => p.matchId), ...unplaced.map((u) => u.matchId)].sort((a, b) => a - b);
        expect(ids).toEqual(problem.matches.map((m) => m.id).sort((a, b) => a - b));
      }),
      { numRuns: RUNS },
    );
  });

  it('never puts a person or a court in two overlapping matches, and keeps the rest between a person\'s matches (the larger of two tournaments\' rests)', () => {
    fc.assert(
      fc.property(arbitraryProblem(), (problem) => {
        const { placements } = scheduleMatches(problem);
        for (const [a, b] of pairs(problem, placements)) {
          if (a.placeId === b.placeId && a.court === b.court) expect(overlaps(a, b)).toBe(false);
          const shared = [...personsOf(problem, a.matchId)].filter((person) => personsOf(problem, b.matchId).has(person));
          if (shared.length === 0) continue;
          const gap = Math.max(a.start, b.start) - Math.min(a.end, b.end);
          const bookedRest = problem.booked.find((booked) => booked.matchId === b.matchId)?.restMinutes ?? 0;
          expect(gap).toBeGreaterThanOrEqual(Math.max(problem.restMinutes, bookedRest) * MINUTE);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps round and phase order, and starts a knockout match after its feeding matches end', () => {
    fc.assert(
      fc.property(arbitraryProblem(), (problem) => {
        const { placements } = scheduleMatches(problem);
        const placed = new Map(placements.map((p) => [p.matchId, p]));
        const rest = problem.restMinutes * MINUTE;
        for (const a of problem.matches) {
          const at = placed.get(a.id);
          if (!at) continue;
          for (const feed of a.feeds) {
            const fed = placed.get(feed);
            if (fed) expect(at.start).toBeGreaterThanOrEqual(fed.end + rest);
          }
          for (const b of problem.matches) {
            const bt = placed.get(b.id);
            if (!bt || b.series !== a.series) continue;
            if (b.phaseId === a.phaseId && b.round > a.round) expect(bt.start).toBeGreaterThanOrEqual(at.start);
            if (b.phaseOrder > a.phaseOrder) expect(bt.start).toBeGreaterThanOrEqual(at.end + rest);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('uses only the given courts, inside the windows, for the match duration', () => {
    fc.assert(
      fc.property(arbitraryProblem(), (problem) => {
        const { placements } = scheduleMatches(problem);
        for (const p of placements) {
          expect(p.end - p.start).toBe(problem.durationMinutes * MINUTE);
          expect(problem.courts.some((c) => c.placeId === p.placeId && c.court === p.court)).toBe(true);
          expect(covered(p, problem.windows)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('with time enough, places every match that will be played and reports only byes', () => {
    const roomy = fc.constant<Span[]>([{ start: BASE, end: BASE + 60 * 24 * 60 * MINUTE }]);
    fc.assert(
      fc.property(arbitraryProblem({ windows: roomy }), (problem) => {
        const { unplaced } = scheduleMatches(problem);
        const byes = new Set(unplaced.filter((u) => u.reason === 'no-sides').map((u) => u.matchId));
        expect(unplaced.filter((u) => u.reason !== 'no-sides')).toEqual([]);
        for (const id of byes) {
          const match = problem.matches.find((m) => m.id === id);
          const playableFeeds = match?.feeds.filter((feed) => !byes.has(feed)).length ?? 0;
          expect((match?.sides.filter((side) => side !== null).length ?? 0) + playableFeeds).toBeLessThan(2);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
