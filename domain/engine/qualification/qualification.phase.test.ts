import fc from 'fast-check';
import { createBracket } from '../knockout/knockout.bracket';
import { meetingRound } from '../knockout/seed-lines.bracket';
import { playBracket } from '../testing/results.fixtures';
import { qualifyFromGroups, qualifyFromKnockout } from './qualification.phase';

// A thousand generated cases per property: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const standings = [
  ['a1', 'a2', 'a3', 'a4'],
  ['b1', 'b2', 'b3', 'b4'],
  ['c1', 'c2', 'c3'],
];

describe('qualifyFromGroups', () => {
  it('sends the best two of each group on by default, winners seeded by group', () => {
    expect(qualifyFromGroups(standings)).toEqual({
      normal: [
        { id: 'a1', seed: 1, fromGroup: 1 },
        { id: 'b1', seed: 2, fromGroup: 2 },
        { id: 'c1', seed: 3, fromGroup: 3 },
        { id: 'a2', fromGroup: 1 },
        { id: 'b2', fromGroup: 2 },
        { id: 'c2', fromGroup: 3 },
      ],
      repechage: [],
    });
  });

  it('sends the next `unclassified` of each group to repechage', () => {
    const { normal, repechage } = qualifyFromGroups(standings, { classified: 1, unclassified: 3 });
    expect(normal.map((e) => e.id)).toEqual(['a1', 'b1', 'c1']);
    expect(repechage.map((e) => [e.id, e.seed])).toEqual([
      ['a2', 1],
      ['b2', 2],
      ['c2', 3],
      ['a3', undefined],
      ['b3', undefined],
      ['c3', undefined],
      ['a4', undefined],
      ['b4', undefined],
    ]);
  });

  it('property: winners meet as late as possible and each runner-up lands in the other half from its winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.nat(), (groupCount, seed) => {
        const groups = Array.from({ length: groupCount }, (_, g) => [`w${g}`, `r${g}`, `t${g}`]);
        const outcome = createBracket(qualifyFromGroups(groups).normal, { seed });
        if (!outcome.ok) throw new Error(outcome.code);
        const { lines, rounds } = outcome.value;
        const line = (id: string) => lines.indexOf(id);
        // Winners are the top seeds: any two of the first 2^k sit in different 1/2^k sections.
        const winners = groups.map((_, g) => line(`w${g}`));
        const apart = winners.every((w, a) =>
          winners.every((other, b) => b <= a || meetingRound(w, other) >= rounds - Math.floor(Math.log2(b))),
        );
        const opposite = winners.every((w, g) => meetingRound(w, line(`r${g}`)) === rounds);
        return apart && opposite;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('qualifyFromKnockout', () => {
  const entries = Array.from({ length: 8 }, (_, i) => ({ id: `s${i + 1}`, seed: i + 1 }));
  const bracket = createBracket(entries, { seed: 1, order: 'natural' });
  if (!bracket.ok) throw new Error(bracket.code);
  const done = playBracket(bracket.value, () => true);

  it('sends the finalists on and every other eliminated entry to repechage by how far it went', () => {
    const { normal, repechage } = qualifyFromKnockout(done);
    expect(normal).toEqual([
      { id: 's1', seed: 1 },
      { id: 's2', seed: 2 },
    ]);
    expect(repechage.map((e) => [e.id, e.seed])).toEqual([
      ['s3', 1],
      ['s4', 2],
      ['s5', 3],
      ['s6', 4],
      ['s7', 5],
      ['s8', 6],
    ]);
  });

  it('takes as many as `classified` asks', () => {
    expect(qualifyFromKnockout(done, { classified: 4 }).normal.map((e) => e.id)).toEqual(['s1', 's2', 's3', 's4']);
  });
});
