import { accept, refuse } from '../core/refusal.messages';
import { sideTally, type SportScoring } from './match-tally.types';
import { leader, sumScores, totalScore } from './score.lib';
import { FORFEIT_SCORE } from './scoring.config';

/**
 * Soccer, soccer 5 and soccer 7: regulation time as one score or two halves, then, in
 * knockouts only and only when level, up to two halves of extra time and/or penalties.
 */
export const goalsScoring: SportScoring = {
  validate(result, _scoring, knockout) {
    const extraTime = result.overtime ?? [];
    if (result.periods.length < 1 || result.periods.length > 2 || extraTime.length > 2) {
      return refuse('periodCount');
    }
    const levelAfterRegulation = leader(sumScores(result.periods)) === null;
    if (extraTime.length > 0 && !(knockout && levelAfterRegulation)) {
      return refuse('extraTimeNotAllowed');
    }
    const winner = leader(totalScore(result));
    if (result.penalties) {
      if (!knockout || winner !== null) return refuse('penaltiesNotAllowed');
      const shootout = leader(result.penalties);
      return shootout ? accept(shootout) : refuse('penaltiesTied');
    }
    if (knockout && winner === null) return refuse('drawInKnockout');
    return accept(winner);
  },

  tally(result) {
    const goals = totalScore(result);
    // Shoot-out goals decide the tie but never count as goals scored.
    const winner = leader(goals) ?? (result.penalties ? leader(result.penalties) : null);
    return {
      winner,
      home: sideTally(0, 0, goals.home),
      away: sideTally(0, 0, goals.away),
    };
  },

  walkover() {
    return {
      winner: sideTally(0, 0, FORFEIT_SCORE.goals),
      loser: sideTally(0, 0, 0),
    };
  },
};
