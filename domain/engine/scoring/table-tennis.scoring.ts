import type { MatchResult, Score, Side } from '../core/engine.types';
import { refuse, type Outcome } from '../core/refusal.messages';
import { sideTally, type SideTally, type SportScoring } from './match-tally.types';
import { bestOf, leader } from './score.lib';
import type { ScoringConfig } from './scoring.config';

/** A game goes to scoreToWin, or two clear points once both reach scoreToWin − 1. */
function gameRefusal(game: Score, scoreToWin: number, index: number): Outcome<never> | null {
  const high = Math.max(game.home, game.away);
  const needed = Math.max(scoreToWin, Math.min(game.home, game.away) + 2);
  const at = { part: 'periods', index } as const;
  if (high < needed) return refuse('gameNotFinished', at);
  return high > needed ? refuse('gameOverrun', at) : null;
}

function validateIndividual(result: MatchResult, scoring: ScoringConfig): Outcome<Side> {
  const winners: Side[] = [];
  for (const [index, game] of result.periods.entries()) {
    const refusal = gameRefusal(game, scoring.scoreToWin, index);
    if (refusal) return refusal;
    winners.push(game.home > game.away ? 'home' : 'away');
  }
  return bestOf(winners, scoring.periodsToWin, scoring.maxPeriods);
}

/** An individual match of a team encounter conceded by one player (or pair): lost by walkover, with no games played. */
function conceded(rubber: MatchResult): Outcome<Side> | null {
  if (!rubber.forfeitedBy) return null;
  return rubber.periods.length > 0 ? refuse('forfeitWithScores') : { ok: true, value: rubber.forfeitedBy === 'home' ? 'away' : 'home' };
}

/** Adds one individual match's games and points to both sides' totals; a conceded one counts as won to nil. */
function addIndividual(result: MatchResult, home: SideTally, away: SideTally, scoring?: ScoringConfig): void {
  if (result.forfeitedBy && scoring) {
    const [winner, loser] = result.forfeitedBy === 'home' ? [away, home] : [home, away];
    winner.periods += scoring.periodsToWin;
    winner.score += scoring.periodsToWin * scoring.walkoverWinnerPoints;
    loser.score += scoring.periodsToWin * scoring.walkoverLoserPoints;
    winner.rubbers += 1;
    return;
  }
  let homeGames = 0;
  let awayGames = 0;
  for (const game of result.periods) {
    home.score += game.home;
    away.score += game.away;
    if (game.home > game.away) homeGames += 1;
    else awayGames += 1;
  }
  home.periods += homeGames;
  away.periods += awayGames;
  const winner = leader({ home: homeGames, away: awayGames });
  home.rubbers += winner === 'home' ? 1 : 0;
  away.rubbers += winner === 'away' ? 1 : 0;
}

/** ITTF matches are best of an odd number of games: nothing is played after them, and nothing else decides them. */
function extrasRefusal(result: MatchResult): Outcome<never> | null {
  if ((result.overtime ?? []).length > 0) return refuse('noExtraTime');
  return result.penalties ? refuse('noPenalties') : null;
}

export const tableTennisScoring: SportScoring = {
  validate(result, scoring) {
    const extras = extrasRefusal(result) ?? result.rubbers?.map(extrasRefusal).find((refusal) => refusal !== null) ?? null;
    if (extras) return extras;
    if (!result.rubbers) return validateIndividual(result, scoring);
    const winners: Side[] = [];
    for (const [rubber, played] of result.rubbers.entries()) {
      const decided = conceded(played) ?? validateIndividual(played, scoring);
      if (!decided.ok) return decided.at ? { ...decided, at: { ...decided.at, rubber } } : decided;
      winners.push(decided.value);
    }
    // Which individual match is one too many is the encounter's to say, not a game's.
    const decided = bestOf(winners, scoring.rubbersToWin, 2 * scoring.rubbersToWin - 1);
    return decided.ok ? decided : refuse(decided.code);
  },

  tally(result, scoring) {
    const home = sideTally(0, 0, 0);
    const away = sideTally(0, 0, 0);
    // A team match carries its games inside the individual matches (rubbers).
    if (result.rubbers) {
      for (const rubber of result.rubbers) addIndividual(rubber, home, away, scoring);
    } else {
      addIndividual(result, home, away);
    }
    return { winner: leader({ home: home.rubbers, away: away.rubbers }), home, away };
  },

  walkover(scoring) {
    const periods = scoring.rubbersToWin * scoring.periodsToWin;
    return {
      winner: sideTally(scoring.rubbersToWin, periods, periods * scoring.walkoverWinnerPoints),
      loser: sideTally(0, 0, periods * scoring.walkoverLoserPoints),
    };
  },
};
