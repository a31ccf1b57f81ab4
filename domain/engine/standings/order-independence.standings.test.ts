import fc from 'fast-check';
import type { Match, MatchResult } from '../core/engine.types';
import { scheduleRoundRobin } from '../round-robin/round-robin.schedule';
import { walkover } from '../scoring/result.scoring';
import { SPORT, type SportId } from '../scoring/scoring.config';
import { goals, points, score } from '../testing/results.fixtures';
import { computeStandings } from './rank.standings';
import { TIE_BREAK_PRESETS, type TieBreakPreset } from './tie-break.presets';

// A thousand generated cases per property: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const SPORT_OF: Record<TieBreakPreset, SportId> = {
  ittf: SPORT.tableTennis,
  uefa: SPORT.soccer,
  fifa: SPORT.soccer7,
  fiba: SPORT.basketball,
};

/** A valid result of the preset's sport built from a few random numbers. */
function resultFor(preset: TieBreakPreset, a: number, b: number, homeWins: boolean, forfeit: boolean): MatchResult {
  if (forfeit) return walkover(homeWins ? 'away' : 'home');
  if (preset === 'ittf') {
    const loserGames = a % 3;
    const game = (home: boolean) => (home ? score(11, b % 10) : score(b % 10, 11));
    return {
      periods: [...Array.from({ length: loserGames }, () => game(!homeWins)), game(homeWins), game(homeWins), game(homeWins)],
    };
  }
  if (preset === 'fiba') return homeWins ? points(60 + a, 59 - b) : points(59 - b, 60 + a);
  return goals(a % 4, b % 4);
}

const arbitraryCase = fc.record({
  preset: fc.constantFrom<TieBreakPreset>('ittf', 'uefa', 'fifa', 'fiba'),
  size: fc.integer({ min: 2, max: 8 }),
  outcomes: fc.array(
    fc.record({
      a: fc.nat(20),
      b: fc.nat(20),
      homeWins: fc.boolean(),
      forfeit: fc.integer({ min: 0, max: 9 }).map((x) => x < 2),
      playedYet: fc.integer({ min: 0, max: 9 }).map((x) => x < 8),
    }),
    { minLength: 28, maxLength: 28 },
  ),
  seed: fc.nat(),
  shuffleKey: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 36, maxLength: 36 }),
});

describe('computeStandings — order independence', () => {
  it('property: the table is the same whatever order results and entries are given in', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ preset, size, outcomes, seed, shuffleKey }) => {
        const entries = Array.from({ length: size }, (_, i) => (i % 2 === 0 ? i : `t${i}`));
        const matches: Match[] = scheduleRoundRobin(entries).matches.map((match, i) => {
          const o = outcomes[i % outcomes.length];
          const result = o && o.playedYet ? resultFor(preset, o.a, o.b, o.homeWins, o.forfeit) : null;
          return { ...match, result };
        });
        const reorder = <T>(items: readonly T[]): T[] =>
          items
            .map((item, i) => ({ item, key: shuffleKey[i % shuffleKey.length] ?? 0 }))
            .sort((x, y) => x.key - y.key)
            .map(({ item }) => item)
            .reverse();
        const options = { rules: { sportId: SPORT_OF[preset] }, tieBreak: TIE_BREAK_PRESETS[preset], seed };
        const inOrder = computeStandings(entries, matches, options);
        const shuffled = computeStandings(reorder(entries), reorder(matches), options);
        expect(shuffled).toEqual(inOrder);
        expect(inOrder.rows.map((r) => r.position)).toEqual(entries.map((_, i) => i + 1));
      }),
      { numRuns: 1000 },
    );
  });
});
