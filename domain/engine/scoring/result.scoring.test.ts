import type { MatchResult, Score } from '../core/engine.types';
import { evaluateResult, tallyResult, walkover } from './result.scoring';
import { SPORT, type MatchRules } from './scoring.config';

const games = (...pairs: Array<[number, number]>): Score[] =>
  pairs.map(([home, away]) => ({ home, away }));
const tt: MatchRules = { sportId: SPORT.tableTennis, knockout: false };
const code = (rules: MatchRules, result: MatchResult): string => {
  const outcome = evaluateResult(rules, result);
  return outcome.ok ? 'ok' : outcome.code;
};

describe('table tennis results', () => {
  it.each([
    ['three straight games', games([11, 5], [11, 9], [11, 0]), 'ok'],
    ['a five-game match with deuces', games([12, 10], [9, 11], [15, 13], [8, 11], [11, 7]), 'ok'],
    ['12–3 in a game to 11', games([12, 3], [11, 5], [11, 5]), 'gameOverrun'],
    ['14–11 after deuce', games([14, 11], [11, 5], [11, 5]), 'gameOverrun'],
    ['11–10 without the two-point lead', games([11, 10], [11, 5], [11, 5]), 'gameNotFinished'],
    ['a game stopped at 10–8', games([10, 8], [11, 5], [11, 5]), 'gameNotFinished'],
    ['a level game', games([5, 5]), 'gameNotFinished'],
    ['a fourth won game in a best of five', games([11, 1], [11, 2], [11, 3], [11, 4]), 'playedAfterDecision'],
    ['a game after the match was decided', games([11, 1], [11, 2], [11, 3], [3, 11]), 'playedAfterDecision'],
    ['only two games', games([11, 1], [11, 2]), 'undecided'],
  ])('%s → %s', (_label, periods, expected) => {
    expect(code(tt, { periods })).toBe(expected);
  });

  it('follows the phase configuration: games to 21, best of seven, and a short maximum', () => {
    const to21 = { ...tt, scoring: { scoreToWin: 21, periodsToWin: 2, maxPeriods: 3 } };
    expect(code(to21, { periods: games([21, 19], [22, 20]) })).toBe('ok');
    expect(code(to21, { periods: games([11, 9], [11, 9]) })).toBe('gameNotFinished');
    const bestOf7 = { ...tt, scoring: { periodsToWin: 4, maxPeriods: 7 } };
    expect(code(bestOf7, { periods: games([11, 1], [11, 2], [11, 3], [11, 4]) })).toBe('ok');
    const tooShort = { ...tt, scoring: { periodsToWin: 3, maxPeriods: 4 } };
    const fiveGames = games([11, 1], [1, 11], [11, 1], [1, 11], [11, 1]);
    expect(code(tooShort, { periods: fiveGames })).toBe('tooManyPeriods');
  });

  it('tallies games and points', () => {
    const outcome = evaluateResult(tt, { periods: games([11, 9], [7, 11], [11, 3], [13, 11]) });
    expect(outcome).toEqual({
      ok: true,
      value: {
        winner: 'home',
        forfeitedBy: null,
        home: { rubbers: 1, periods: 3, score: 42, fairPlay: 0 },
        away: { rubbers: 0, periods: 1, score: 34, fairPlay: 0 },
      },
    });
  });

  it('scores a walkover 11–0 per game for the games needed to win', () => {
    const outcome = evaluateResult(tt, walkover('home'));
    expect(outcome.ok && outcome.value).toEqual({
      winner: 'away',
      forfeitedBy: 'home',
      home: { rubbers: 0, periods: 0, score: 0, fairPlay: 0 },
      away: { rubbers: 1, periods: 3, score: 33, fairPlay: 0 },
    });
    expect(code(tt, { periods: games([11, 0]), forfeitedBy: 'away' })).toBe('forfeitWithScores');
  });

  describe('team matches', () => {
    const team: MatchRules = { ...tt, scoring: { rubbersToWin: 3 } };
    const won = { periods: games([11, 5], [11, 5], [11, 5]) };
    const lost = { periods: games([5, 11], [5, 11], [5, 11]) };

    it('decides on individual matches and adds their games and points', () => {
      const outcome = evaluateResult(team, { periods: [], rubbers: [won, lost, won, won] });
      expect(outcome.ok && outcome.value.home).toEqual({ rubbers: 3, periods: 9, score: 114, fairPlay: 0 });
      expect(outcome.ok && outcome.value.away).toEqual({ rubbers: 1, periods: 3, score: 78, fairPlay: 0 });
    });

    it('refuses a bad individual match, and one played after the team match was won', () => {
      const badGame = { periods: games([12, 3], [11, 5], [11, 5]) };
      expect(code(team, { periods: [], rubbers: [won, badGame, won, won] })).toBe('gameOverrun');
      expect(code(team, { periods: [], rubbers: [won, won, won, lost] })).toBe('playedAfterDecision');
    });

    it('scores a team walkover as every individual match won 11–0 per game', () => {
      const tally = tallyResult(team, walkover('away'));
      expect(tally.home).toEqual({ rubbers: 3, periods: 9, score: 99, fairPlay: 0 });
      expect(tally.away).toEqual({ rubbers: 0, periods: 0, score: 0, fairPlay: 0 });
    });
  });

  it('refuses negative or fractional scores, including fair-play points', () => {
    expect(code(tt, { periods: games([-1, 11]) })).toBe('invalidScore');
    expect(code(tt, { periods: games([11.5, 3]) })).toBe('invalidScore');
    const fairPlay = { home: -1, away: 0 };
    expect(code(tt, { periods: games([11, 1], [11, 1], [11, 1]), fairPlay })).toBe('invalidScore');
  });

  it('gives every refusal a stable code and a text in both languages', () => {
    const outcome = evaluateResult(tt, { periods: games([12, 3]) });
    expect(outcome).toEqual({
      ok: false,
      code: 'gameOverrun',
      message: {
        es: 'Un set no puede continuar después de ganado (por ejemplo 12–3 a 11 puntos)',
        en: 'A game cannot go on after it was won (for example 12–3 in a game to 11)',
      },
      at: { part: 'periods', index: 0 },
    });
  });

  it('names the game a refusal is about, and the individual match it lies in', () => {
    const at = (rules: MatchRules, result: MatchResult) => {
      const outcome = evaluateResult(rules, result);
      return outcome.ok ? null : (outcome.at ?? 'whole');
    };
    expect(at(tt, { periods: games([11, 5], [11, 10], [11, 5]) })).toEqual({ part: 'periods', index: 1 });
    expect(at(tt, { periods: games([11, 1], [11, 2], [11, 3], [3, 11]) })).toEqual({ part: 'periods', index: 3 });
    expect(at(tt, { periods: games([11, 1], [11, 2]) })).toBe('whole');
    const team: MatchRules = { ...tt, scoring: { rubbersToWin: 3 } };
    const won = { periods: games([11, 5], [11, 5], [11, 5]) };
    expect(at(team, { periods: [], rubbers: [won, { periods: games([11, 5], [11, 5], [13, 5]) }] })).toEqual({ part: 'periods', index: 2, rubber: 1 });
    expect(at(team, { periods: [], rubbers: [won, won, won, won] })).toBe('whole');
  });
});
