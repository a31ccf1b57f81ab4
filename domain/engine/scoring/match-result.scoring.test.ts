import type { Match } from '../core/engine.types';
import { goals } from '../testing/results.fixtures';
import { recordMatchResult } from './match-result.scoring';
import { SPORT } from './scoring.config';

const match: Match = { id: 'm1', round: 1, position: 1, home: 'a', away: 'b', result: null };
const soccer = { sportId: SPORT.soccer, knockout: false } as const;

describe('recordMatchResult', () => {
  it('returns the match with its validated result, leaving the original untouched', () => {
    expect(recordMatchResult(match, goals(2, 2), soccer)).toEqual({ ok: true, value: { ...match, result: goals(2, 2) } });
    expect(match.result).toBeNull();
  });

  it('refuses a match without both entries and an invalid result', () => {
    expect(recordMatchResult({ ...match, away: null }, goals(1, 0), soccer)).toMatchObject({ code: 'matchNotReady' });
    expect(recordMatchResult(match, goals(1, 1), { ...soccer, knockout: true })).toMatchObject({
      code: 'drawInKnockout',
    });
  });
});
