import { CRITERION_VALUE, emptyStats } from './entry-stats.standings';
import { DEFAULT_TIE_BREAK_PRESET } from './tie-break.presets';

describe('criterion values', () => {
  it('count x/0 as infinitely good (ITTF) and 0/0 as nothing won', () => {
    const unbeaten = { ...emptyStats(), periodsWon: 3, rubbersWon: 2, scoreFor: 33 };
    expect(CRITERION_VALUE.periodRatio(unbeaten)).toBe(Number.POSITIVE_INFINITY);
    expect(CRITERION_VALUE.rubberRatio(unbeaten)).toBe(Number.POSITIVE_INFINITY);
    expect(CRITERION_VALUE.pointRatio(unbeaten)).toBe(Number.POSITIVE_INFINITY);
    expect(CRITERION_VALUE.periodRatio(emptyStats())).toBe(0);
    expect(CRITERION_VALUE.pointRatio({ ...emptyStats(), scoreFor: 30, scoreAgainst: 20 })).toBe(1.5);
  });

  it('make fewer fair-play deductions rank higher', () => {
    const clean = { ...emptyStats(), fairPlay: 1 };
    const rough = { ...emptyStats(), fairPlay: 4 };
    expect(CRITERION_VALUE.fairPlay(clean)).toBeGreaterThan(CRITERION_VALUE.fairPlay(rough));
  });
});

describe('default presets', () => {
  it('match each sport: ITTF for table tennis, UEFA for the soccers, FIBA for basketball', () => {
    expect(DEFAULT_TIE_BREAK_PRESET).toEqual({ 1: 'ittf', 2: 'uefa', 3: 'fiba', 5: 'uefa', 6: 'uefa' });
  });
});
