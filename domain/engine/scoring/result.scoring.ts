import type { MatchResult, Side } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { basketballScoring } from './basketball.scoring';
import { goalsScoring } from './goals.scoring';
import type { MatchTally, SportScoring } from './match-tally.types';
import { forEachPlayedScore, isValidScore } from './score.lib';
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
  let tally: MatchTally;
  if (result.forfeitedBy) {
    const { winner, loser } = sport.walkover(resolveScoring(rules.scoring));
    const homeForfeits = result.forfeitedBy === 'home';
    tally = {
      winner: OTHER[result.forfeitedBy],
      forfeitedBy: result.forfeitedBy,
      home: homeForfeits ? loser : winner,
      away: homeForfeits ? winner : loser,
    };
  } else {
    const { winner, home, away } = sport.tally(result, resolveScoring(rules.scoring));
    tally = { winner, forfeitedBy: null, home, away };
  }
  // The sides are fresh objects, so completing them in place is safe.
  tally.home.fairPlay = result.fairPlay?.home ?? 0;
  tally.away.fairPlay = result.fairPlay?.away ?? 0;
  return tally;
}

/** Validates a result for the sport and the kind of match, then returns its totals. */
export function evaluateResult(rules: MatchRules, result: MatchResult): Outcome<MatchTally> {
  let played = 0;
  let valid = result.fairPlay ? isValidScore(result.fairPlay) : true;
  forEachPlayedScore(result, (score) => {
    played += 1;
    valid &&= isValidScore(score);
  });
  if (!valid) return refuse('invalidScore');
  if (result.forfeitedBy) {
    return played > 0 ? refuse('forfeitWithScores') : accept(tallyResult(rules, result));
  }
  const sport = SCORING[SPORT_FAMILY[rules.sportId]];
  const decided = sport.validate(result, resolveScoring(rules.scoring), rules.knockout);
  return decided.ok ? accept(tallyResult(rules, result)) : decided;
}
