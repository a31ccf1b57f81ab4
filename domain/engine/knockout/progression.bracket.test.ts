import type { Entry } from '../core/engine.types';
import { knockoutPositions } from '../positions/knockout.positions';
import { SPORT } from '../scoring/scoring.config';
import { goals, ttResult } from '../testing/results.fixtures';
import { createBracket } from './knockout.bracket';
import type { Bracket } from './knockout.types';
import { recordKnockoutResult } from './progression.bracket';
import { bracketRoundName, roundName } from './round-names.labels';

const tt = { sportId: SPORT.tableTennis } as const;
const seeded = (count: number): Entry[] => Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, seed: i + 1 }));
const unwrap = <T>(outcome: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
};
const fourWithThird = (): Bracket => unwrap(createBracket(seeded(4), { seed: 3, order: 'natural', thirdPlace: true }));
const match = (bracket: Bracket, id: string) => bracket.matches.find((m) => m.id === id);

describe('recordKnockoutResult', () => {
  it('moves the winner on and a semifinal loser to the third-place match', () => {
    // Natural order: r1p1 = s1 v s4, r1p2 = s2 v s3.
    const after = unwrap(recordKnockoutResult(fourWithThird(), 'r1p1', ttResult(false), tt));
    expect(match(after, 'r1p1')).toMatchObject({ winner: 's4' });
    expect(match(after, 'r2p1')).toMatchObject({ home: 's4', away: null });
    expect(match(after, 'r2p2')).toMatchObject({ home: 's1', away: null, thirdPlace: true });
    const both = unwrap(recordKnockoutResult(after, 'r1p2', ttResult(true), tt));
    expect(match(both, 'r2p1')).toMatchObject({ home: 's4', away: 's2' });
    expect(match(both, 'r2p2')).toMatchObject({ home: 's1', away: 's3' });
  });

  it('re-routes a corrected result while the next match is unplayed, and refuses it after', () => {
    const first = unwrap(recordKnockoutResult(fourWithThird(), 'r1p1', ttResult(true), tt));
    const corrected = unwrap(recordKnockoutResult(first, 'r1p1', ttResult(false, 2), tt));
    expect(match(corrected, 'r2p1')?.home).toBe('s4');
    expect(match(corrected, 'r2p2')?.home).toBe('s1');
    const semis = unwrap(recordKnockoutResult(corrected, 'r1p2', ttResult(true), tt));
    const final = unwrap(recordKnockoutResult(semis, 'r2p1', ttResult(true), tt));
    expect(recordKnockoutResult(final, 'r1p1', ttResult(true), tt)).toMatchObject({
      ok: false,
      code: 'dependentMatchPlayed',
    });
    // The final itself can still be corrected: nothing depends on it.
    expect(unwrap(recordKnockoutResult(final, 'r2p1', ttResult(false), tt)).matches).toHaveLength(4);
  });

  it('refuses unknown matches, matches without both entries, and invalid results', () => {
    const bracket = fourWithThird();
    expect(recordKnockoutResult(bracket, 'nope', ttResult(true), tt)).toMatchObject({ code: 'matchNotFound' });
    expect(recordKnockoutResult(bracket, 'r2p1', ttResult(true), tt)).toMatchObject({ code: 'matchNotReady' });
    const withBye = unwrap(createBracket(seeded(3), { seed: 1, order: 'natural' }));
    expect(recordKnockoutResult(withBye, 'r1p1', ttResult(true), tt)).toMatchObject({ code: 'matchNotReady' });
    const soccer = { sportId: SPORT.soccer } as const;
    expect(recordKnockoutResult(bracket, 'r1p1', goals(1, 1), soccer)).toMatchObject({ code: 'drawInKnockout' });
  });
});

describe('knockoutPositions', () => {
  const playAll = (bracket: Bracket, ids: string[]) =>
    ids.reduce((current, id) => unwrap(recordKnockoutResult(current, id, ttResult(true), tt)), bracket);

  it('ranks winner, runner-up and the third-place match', () => {
    const done = playAll(fourWithThird(), ['r1p1', 'r1p2', 'r2p1']);
    expect(knockoutPositions(done)).toEqual([
      { entryId: 's1', from: 1, to: 1 },
      { entryId: 's2', from: 2, to: 2 },
      { entryId: 's3', from: 3, to: 4 },
      { entryId: 's4', from: 3, to: 4 },
    ]);
    expect(knockoutPositions(playAll(done, ['r2p2']))).toEqual([
      { entryId: 's1', from: 1, to: 1 },
      { entryId: 's2', from: 2, to: 2 },
      { entryId: 's4', from: 3, to: 3 },
      { entryId: 's3', from: 4, to: 4 },
    ]);
  });

  it('shares bands 5–8 between quarterfinal losers and leaves entries still in play unranked', () => {
    const bracket = unwrap(createBracket(seeded(8), { seed: 1, order: 'natural' }));
    const quarters = playAll(bracket, ['r1p1', 'r1p2', 'r1p3', 'r1p4']);
    expect(knockoutPositions(quarters)).toEqual([
      { entryId: 's5', from: 5, to: 8 },
      { entryId: 's6', from: 5, to: 8 },
      { entryId: 's7', from: 5, to: 8 },
      { entryId: 's8', from: 5, to: 8 },
    ]);
  });
});

describe('round names', () => {
  it.each([
    [1, 'Grupos', 'Groups'],
    [2, 'Final', 'Final'],
    [3, 'Tercer lugar', 'Third place'],
    [4, 'Semifinales', 'Semifinals'],
    [8, 'Cuartos', 'Quarterfinals'],
    [16, 'Octavos', 'Round of 16'],
    [32, 'Ronda de 32', 'Round of 32'],
    [64, 'Ronda de 64', 'Round of 64'],
    [128, 'Ronda de 128', 'Round of 128'],
  ])('%i entries: %s / %s', (entries, es, en) => {
    expect([roundName(entries, 'es'), roundName(entries, 'en')]).toEqual([es, en]);
  });

  it('names every match of a bracket, the third-place match included', () => {
    const bracket = fourWithThird();
    expect(bracket.matches.map((m) => bracketRoundName(bracket, m, 'es'))).toEqual([
      'Semifinales',
      'Semifinales',
      'Final',
      'Tercer lugar',
    ]);
  });
});
