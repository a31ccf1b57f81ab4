import { accept, refuse } from '../core/refusal.messages';
import { sideTally, type SportScoring } from './match-tally.types';
import { leader, sumScores, totalScore } from './score.lib';
import { BASKETBALL_QUARTERS, FORFEIT_SCORE } from './scoring.config';

/** Four quarters, then as many overtime periods as it takes: basketball has no draws. */
export const basketballScoring: SportScoring = {
  validate(result) {
    if (result.periods.length !== BASKETBALL_QUARTERS) return refuse('periodCount', { part: 'periods', index: Math.min(result.periods.length, BASKETBALL_QUARTERS) });
    // FIBA settles a level game with overtime only: there is no shoot-out.
    if (result.penalties) return refuse('noPenalties');
    let running = sumScores(result.periods);
    for (const extra of result.overtime ?? []) {
      if (leader(running) !== null) return refuse('overtimeNotAllowed');
      running = sumScores([running, extra]);
    }
    const winner = leader(running);
    return winner ? accept(winner) : refuse('drawNotAllowed');
  },

  tally(result) {
    const points = totalScore(result);
    return {
      winner: leader(points),
      home: sideTally(0, 0, points.home),
      away: sideTally(0, 0, points.away),
    };
  },

  walkover() {
    return {
      winner: sideTally(0, 0, FORFEIT_SCORE.basketball),
      loser: sideTally(0, 0, 0),
    };
  },
};
