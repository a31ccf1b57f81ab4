import { accept, refuse } from '../core/refusal.messages';
import type { SportScoring } from './match-tally.types';
import { leader, sumScores } from './score.lib';
import { BASKETBALL_QUARTERS, FORFEIT_SCORE } from './scoring.config';

/** Four quarters, then as many overtime periods as it takes: basketball has no draws. */
export const basketballScoring: SportScoring = {
  validate(result) {
    if (result.periods.length !== BASKETBALL_QUARTERS) return refuse('periodCount');
    let running = sumScores(result.periods);
    for (const extra of result.overtime ?? []) {
      if (leader(running) !== null) return refuse('overtimeNotAllowed');
      running = sumScores([running, extra]);
    }
    const winner = leader(running);
    return winner ? accept(winner) : refuse('drawNotAllowed');
  },

  tally(result) {
    const points = sumScores([...result.periods, ...(result.overtime ?? [])]);
    return {
      winner: leader(points),
      home: { rubbers: 0, periods: 0, score: points.home },
      away: { rubbers: 0, periods: 0, score: points.away },
    };
  },

  walkover() {
    return {
      winner: { rubbers: 0, periods: 0, score: FORFEIT_SCORE.basketball },
      loser: { rubbers: 0, periods: 0, score: 0 },
    };
  },
};
