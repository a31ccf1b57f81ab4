import type { MatchResult, Side } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { basketballScoring } from './basketball.scoring';
import { goalsScoring } from './goals.scoring';
import type { MatchTally, SportScoring } from './match-tally.types';
import { isValidScore, playedScores } from './score.lib';
import {
  resolveScoring,
  SPORT_FAMILY,
  type MatchRules,
  type SportFamily,
  type SportRules,
} from './scoring.config';
import { tableTennisScoring } from './table-tennis.scoring';

const SCORING: Record<SportFamily, SportScoring> = {
  tableTennis: tableTennisScoring,
  goals: goalsScoring,
  basketball: basketballScoring,
};

const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };

/** A walkover result; the score it stands for comes from the phase configuration. */
export function walkover(forfeitedBy: Side): MatchResult {
  return { periods: [], forfeitedBy };
}

/**
 * Totals of a stored result, without validating it again: standings read results that
 * were validated when they were entered.
 */
export function tallyResult(rules: SportRules, result: MatchResult): MatchTally {
  const sport = SCORING[SPORT_FAMILY[rules.sportId]];
  const fairPlay = { home: result.fairPlay?.home ?? 0, away: result.fairPlay?.away ?? 0 };
  if (result.forfeitedBy) {
    const { winner, loser } = sport.walkover(resolveScoring(rules.scoring));
    const homeForfeits = result.forfeitedBy === 'home';
    return {
      winner: OTHER[result.forfeitedBy],
      forfeitedBy: result.forfeitedBy,
      home: { ...(homeForfeits ? loser : winner), fairPlay: fairPlay.home },
      away: { ...(homeForfeits ? winner : loser), fairPlay: fairPlay.away },
    };
  }
  const { winner, home, away } = sport.tally(result);
  return {
    winner,
    forfeitedBy: null,
    home: { ...home, fairPlay: fairPlay.home },
    away: { ...away, fairPlay: fairPlay.away },
  };
}

/** Validates a result for the sport and the kind of match, then returns its totals. */
export function evaluateResult(rules: MatchRules, result: MatchResult): Outcome<MatchTally> {
  const scores = playedScores(result);
  const fairPlay = result.fairPlay ? [result.fairPlay] : [];
  if (![...scores, ...fairPlay].every(isValidScore)) return refuse('invalidScore');
  if (result.forfeitedBy) {
    return scores.length > 0 ? refuse('forfeitWithScores') : accept(tallyResult(rules, result));
  }
  const sport = SCORING[SPORT_FAMILY[rules.sportId]];
  const decided = sport.validate(result, resolveScoring(rules.scoring), rules.knockout);
  return decided.ok ? accept(tallyResult(rules, result)) : decided;
}
