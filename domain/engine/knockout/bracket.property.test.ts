import fc from 'fast-check';
import type { Entry, EntryId } from '../core/engine.types';
import { knockoutPositions } from '../positions/knockout.positions';
import { playBracket } from '../testing/results.fixtures';
import { createBracket } from './knockout.bracket';
import type { Bracket } from './knockout.types';
import { meetingRound, type SeedOrder } from './seed-lines.bracket';

// A thousand generated cases per property: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

interface DrawInput {
  count: number;
  seededShare: number;
  order: SeedOrder;
  thirdPlace: boolean;
  seed: number;
}

const arbitraryDraw: fc.Arbitrary<DrawInput> = fc.record({
  count: fc.integer({ min: 2, max: 128 }),
  seededShare: fc.double({ min: 0, max: 1, noNaN: true }),
  order: fc.constantFrom<SeedOrder>('ittf', 'natural'),
  thirdPlace: fc.boolean(),
  seed: fc.nat(),
});

function draw({ count, seededShare, order, thirdPlace, seed }: DrawInput) {
  const seededCount = Math.round(count * seededShare);
  const entries: Entry[] = Array.from({ length: count }, (_, i) =>
    i < seededCount ? { id: i + 1, seed: i + 1 } : { id: `u${i}`, clubId: i % 5 },
  );
  const outcome = createBracket(entries, { seed, order, thirdPlace });
  if (!outcome.ok) throw new Error(outcome.code);
  return { bracket: outcome.value, entries, seededCount };
}

const lineOf = (bracket: Bracket, id: EntryId) => bracket.lines.indexOf(id);

function checkDraw(input: DrawInput): void {
  const { bracket, entries, seededCount } = draw(input);
  const { size, rounds, lines } = bracket;
  const byes = size - entries.length;
  // Smallest power of two that holds everyone, each entry on exactly one line.
  expect(size >= entries.length && size / 2 < entries.length).toBe(true);
  expect(lines.filter((id) => id !== null).sort()).toEqual(entries.map((e) => e.id).sort());
  // Byes only in round one, never two together, and facing the top seeds first.
  const firstRound = bracket.matches.filter((m) => m.round === 1);
  expect(firstRound.every((m) => m.home !== null || m.away !== null)).toBe(true);
  const byeTakers = firstRound.filter((m) => m.home === null || m.away === null).map((m) => m.winner);
  expect(byeTakers).toHaveLength(byes);
  const expectedTakers = Array.from({ length: Math.min(byes, seededCount) }, (_, i) => i + 1);
  expect(byeTakers.filter((id) => typeof id === 'number').sort((a, b) => Number(a) - Number(b))).toEqual(
    expectedTakers,
  );
  expect(bracket.matches.filter((m) => m.round > 1 && m.winner !== null)).toEqual([]);
  // Byes spread evenly: halves and quarters differ by one bye at most.
  for (const sections of [2, 4].filter((count) => count <= size / 2)) {
    const perSection = Array.from({ length: sections }, (_, s) =>
      lines.slice((s * size) / sections, ((s + 1) * size) / sections).filter((id) => id === null).length,
    );
    expect(Math.max(...perSection) - Math.min(...perSection)).toBeLessThanOrEqual(1);
  }
  // Seeds 1 and 2 only in the final; seeds 1–4 only from the semifinals.
  if (seededCount >= 2) expect(meetingRound(lineOf(bracket, 1), lineOf(bracket, 2))).toBe(rounds);
  const topFour = [1, 2, 3, 4].filter((seed) => seed <= seededCount);
  for (const a of topFour) {
    for (const b of topFour.filter((x) => x > a)) {
      expect(meetingRound(lineOf(bracket, a), lineOf(bracket, b))).toBeGreaterThanOrEqual(rounds - 1);
    }
  }
}

describe('brackets for every entry count from 2 to 128', () => {
  it('every count, in both orders, all seeded, half seeded and none seeded', () => {
    for (let count = 2; count <= 128; count += 1) {
      for (const order of ['ittf', 'natural'] as const) {
        for (const seededShare of [0, 0.5, 1]) checkDraw({ count, seededShare, order, thirdPlace: true, seed: count });
      }
    }
  });

  it('property: placement, byes and seed separation', () => {
    fc.assert(fc.property(arbitraryDraw, checkDraw), { numRuns: 1000 });
  });

  it('property: a fully played bracket has one winner and n − 1 played matches', () => {
    fc.assert(
      fc.property(arbitraryDraw, fc.array(fc.boolean(), { minLength: 128, maxLength: 128 }), (input, coins) => {
        const { bracket, entries } = draw(input);
        const done = playBracket(bracket, (_, index) => coins[index % coins.length] ?? true);
        const n = entries.length;
        const third = done.matches.some((m) => m.thirdPlace) ? 1 : 0;
        const main = done.matches.filter((m) => !m.thirdPlace);
        const final = main.find((m) => m.round === done.rounds);
        expect(final?.winner).not.toBeNull();
        expect(main.filter((m) => m.result !== null)).toHaveLength(n - 1);
        // Counting byes, every match of the main draw is decided.
        expect(main.filter((m) => m.winner !== null)).toHaveLength(done.size - 1);
        expect(done.matches.filter((m) => m.result !== null)).toHaveLength(n - 1 + third);
        const positions = knockoutPositions(done);
        expect(positions).toHaveLength(n);
        expect(positions.filter((p) => p.from === 1)).toEqual([{ entryId: final?.winner, from: 1, to: 1 }]);
      }),
      { numRuns: 1000 },
    );
  });
});
