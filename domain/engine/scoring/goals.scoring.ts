import { accept, refuse } from '../core/refusal.messages';
import { sideTally, type SportScoring } from './match-tally.types';
import { leader, sumScores, totalScore } from './score.lib';
import { FORFEIT_SCORE } from './scoring.config';

/** A match is two halves (Laws of the Game, Law 7); extra time, where it is played, two more. */
const HALVES = 2;

/**
 * Soccer, soccer 5 and soccer 7: regulation time is two halves, then, in knockouts only, only when level and only
 * where the phase plays them, the two halves of extra time and/or penalties.
 */
export const goalsScoring: SportScoring = {
  validate(result, scoring, knockout) {
    const extraTime = result.overtime ?? [];
    if (result.periods.length !== HALVES) return refuse('periodCount', { part: 'periods', index: Math.min(result.periods.length, HALVES) });
    if (extraTime.length !== 0 && extraTime.length !== HALVES) return refuse('extraTimeHalves', { part: 'overtime', index: Math.min(extraTime.length, HALVES) });
    const levelAfterRegulation = leader(sumScores(result.periods)) === null;
    if (extraTime.length > 0 && !(knockout && levelAfterRegulation && scoring.extraTime !== false)) {
      return refuse('extraTimeNotAllowed');
    }
    const winner = leader(totalScore(result));
    if (result.penalties) {
      if (!knockout || winner !== null || scoring.penalties === false) return refuse('penaltiesNotAllowed');
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
