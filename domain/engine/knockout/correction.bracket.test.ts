import type { Entry } from '../core/engine.types';
import { SPORT } from '../scoring/scoring.config';
import { ttResult } from '../testing/results.fixtures';
import { correctKnockoutResult } from './correction.bracket';
import { createBracket } from './knockout.bracket';
import type { Bracket } from './knockout.types';
import { recordKnockoutResult } from './progression.bracket';

const tt = { sportId: SPORT.tableTennis } as const;
const seeded = (count: number): Entry[] => Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, seed: i + 1 }));
const unwrap = <T>(outcome: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
};
const match = (bracket: Bracket, id: string) => bracket.matches.find((m) => m.id === id);

/** Natural order with a third-place match, every match won by the home side: s1 beats s4, s2 beats s3, s1 beats s2. */
function played(): Bracket {
  let bracket = unwrap(createBracket(seeded(4), { seed: 3, order: 'natural', thirdPlace: true }));
  for (const id of ['r1p1', 'r1p2', 'r2p1', 'r2p2']) bracket = unwrap(recordKnockoutResult(bracket, id, ttResult(true), tt));
  return bracket;
}

describe('correctKnockoutResult', () => {
  it('changes only the score when the winner stays, whatever was played after', () => {
    const corrected = unwrap(correctKnockoutResult(played(), 'r1p1', ttResult(true, 2), tt));
    expect(corrected.cleared).toEqual([]);
    expect(match(corrected.bracket, 'r1p1')?.result).toEqual(ttResult(true, 2));
    expect(match(corrected.bracket, 'r2p1')).toMatchObject({ home: 's1', away: 's2', winner: 's1' });
  });

  it('moves the new winner and loser on and clears the matches they change', () => {
    const corrected = unwrap(correctKnockoutResult(played(), 'r1p1', ttResult(false), tt));
    expect(corrected.cleared).toEqual(['r2p1', 'r2p2']);
    expect(match(corrected.bracket, 'r1p1')).toMatchObject({ winner: 's4' });
    expect(match(corrected.bracket, 'r2p1')).toMatchObject({ home: 's4', away: 's2', result: null, winner: null });
    expect(match(corrected.bracket, 'r2p2')).toMatchObject({ home: 's1', away: 's3', result: null, winner: null });
  });

  it('changes the champion when the final is corrected, clearing nothing', () => {
    const corrected = unwrap(correctKnockoutResult(played(), 'r2p1', ttResult(false), tt));
    expect(corrected.cleared).toEqual([]);
    expect(match(corrected.bracket, 'r2p1')?.winner).toBe('s2');
  });

  it('takes out whoever a cleared match sent on, round after round', () => {
    let bracket = unwrap(createBracket(seeded(8), { seed: 3, order: 'natural' }));
    for (const round of [1, 2]) {
      for (const m of bracket.matches.filter((candidate) => candidate.round === round)) bracket = unwrap(recordKnockoutResult(bracket, m.id, ttResult(true), tt));
    }
    const corrected = unwrap(correctKnockoutResult(bracket, 'r1p1', ttResult(false), tt));
    expect(corrected.cleared).toEqual(['r2p1']);
    expect(match(corrected.bracket, 'r3p1')).toMatchObject({ home: null, result: null });
  });

  it('refuses a result the sport does not allow and a match without both sides', () => {
    expect(correctKnockoutResult(played(), 'r1p1', { periods: [{ home: 11, away: 10 }] }, tt)).toMatchObject({ ok: false });
    const fresh = unwrap(createBracket(seeded(4), { seed: 3, order: 'natural', thirdPlace: true }));
    expect(correctKnockoutResult(fresh, 'r2p1', ttResult(true), tt)).toMatchObject({ ok: false, code: 'matchNotReady' });
    expect(correctKnockoutResult(fresh, 'zz', ttResult(true), tt)).toMatchObject({ ok: false, code: 'matchNotFound' });
  });
});
