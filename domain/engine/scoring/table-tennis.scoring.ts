import type { MatchResult, Score, Side } from '../core/engine.types';
import { refuse, type Outcome } from '../core/refusal.messages';
import type { PlayedTotals, SportScoring } from './match-tally.types';
import { bestOf, leader } from './score.lib';
import type { ScoringConfig } from './scoring.config';

/** A game goes to scoreToWin, or two clear points once both reach scoreToWin − 1. */
function gameRefusal(game: Score, scoreToWin: number): Outcome<never> | null {
  const high = Math.max(game.home, game.away);
  const needed = Math.max(scoreToWin, Math.min(game.home, game.away) + 2);
  if (high < needed) return refuse('gameNotFinished');
  return high > needed ? refuse('gameOverrun') : null;
}

function validateIndividual(result: MatchResult, scoring: ScoringConfig): Outcome<Side> {
  const winners: Side[] = [];
  for (const game of result.periods) {
    const refusal = gameRefusal(game, scoring.scoreToWin);
    if (refusal) return refusal;
    winners.push(game.home > game.away ? 'home' : 'away');
  }
  return bestOf(winners, scoring.periodsToWin, scoring.maxPeriods);
}

function individualTotals(result: MatchResult): { home: PlayedTotals; away: PlayedTotals } {
  const home: PlayedTotals = { rubbers: 0, periods: 0, score: 0 };
  const away: PlayedTotals = { rubbers: 0, periods: 0, score: 0 };
  for (const game of result.periods) {
    home.score += game.home;
    away.score += game.away;
    if (game.home > game.away) home.periods += 1;
    else away.periods += 1;
  }
  const winner = leader({ home: home.periods, away: away.periods });
  home.rubbers = winner === 'home' ? 1 : 0;
  away.rubbers = winner === 'away' ? 1 : 0;
  return { home, away };
}

export const tableTennisScoring: SportScoring = {
  validate(result, scoring) {
    if (!result.rubbers) return validateIndividual(result, scoring);
    const winners: Side[] = [];
    for (const rubber of result.rubbers) {
      const decided = validateIndividual(rubber, scoring);
      if (!decided.ok) return decided;
      winners.push(decided.value);
    }
    return bestOf(winners, scoring.rubbersToWin, 2 * scoring.rubbersToWin - 1);
  },

  tally(result) {
    // A team match carries its games inside the individual matches (rubbers).
    const parts = result.rubbers ? result.rubbers.map(individualTotals) : [individualTotals(result)];
    const home: PlayedTotals = { rubbers: 0, periods: 0, score: 0 };
    const away: PlayedTotals = { rubbers: 0, periods: 0, score: 0 };
    for (const part of parts) {
      for (const key of ['rubbers', 'periods', 'score'] as const) {
        home[key] += part.home[key];
        away[key] += part.away[key];
      }
    }
    return { winner: leader({ home: home.rubbers, away: away.rubbers }), home, away };
  },

  walkover(scoring) {
    const periods = scoring.rubbersToWin * scoring.periodsToWin;
    return {
      winner: { rubbers: scoring.rubbersToWin, periods, score: periods * scoring.walkoverWinnerPoints },
      loser: { rubbers: 0, periods: 0, score: periods * scoring.walkoverLoserPoints },
    };
  },
};
