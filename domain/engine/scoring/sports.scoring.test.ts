import type { MatchResult } from '../core/engine.types';
import { evaluateResult, tallyResult, walkover } from './result.scoring';
import { SPORT, type MatchRules, type SportId } from './scoring.config';

const s = (home: number, away: number) => ({ home, away });
/** A score as two halves, all of it in the first: the Laws play every match, and its extra time, in two. */
const halves = (home: number, away: number) => [s(home, away), s(0, 0)];
const code = (rules: MatchRules, result: MatchResult): string => {
  const outcome = evaluateResult(rules, result);
  return outcome.ok ? `ok:${outcome.value.winner ?? 'draw'}` : outcome.code;
};

describe.each([SPORT.soccer, SPORT.soccer5, SPORT.soccer7])('goal sports (sport %i)', (id) => {
  const sportId = id as SportId;
  const group: MatchRules = { sportId, knockout: false };
  const knockout: MatchRules = { sportId, knockout: true };
  const noExtraTime: MatchRules = { sportId, knockout: true, scoring: { extraTime: false } };
  const noPenalties: MatchRules = { sportId, knockout: true, scoring: { penalties: false } };

  it.each([
    ['a group draw', group, { periods: halves(1, 1) }, 'ok:draw'],
    ['a win by halves', group, { periods: [s(1, 0), s(0, 2)] }, 'ok:away'],
    ['a knockout draw', knockout, { periods: halves(2, 2) }, 'drawInKnockout'],
    ['a knockout decided in extra time', knockout, { periods: halves(1, 1), overtime: [s(1, 0), s(0, 0)] }, 'ok:home'],
    ['a knockout level after extra time', knockout, { periods: halves(1, 1), overtime: halves(0, 0) }, 'drawInKnockout'],
    ['penalties after extra time', knockout, { periods: halves(1, 1), overtime: halves(0, 0), penalties: s(4, 5) }, 'ok:away'],
    ['penalties straight after regulation', knockout, { periods: halves(0, 0), penalties: s(5, 4) }, 'ok:home'],
    ['extra time in a group', group, { periods: halves(1, 1), overtime: halves(1, 0) }, 'extraTimeNotAllowed'],
    ['extra time after a decided match', knockout, { periods: halves(2, 1), overtime: halves(0, 0) }, 'extraTimeNotAllowed'],
    ['penalties in a group', group, { periods: halves(1, 1), penalties: s(5, 4) }, 'penaltiesNotAllowed'],
    ['penalties after a decided match', knockout, { periods: halves(2, 1), penalties: s(5, 4) }, 'penaltiesNotAllowed'],
    ['a level shoot-out', knockout, { periods: halves(1, 1), penalties: s(4, 4) }, 'penaltiesTied'],
    ['no regulation score', group, { periods: [] }, 'periodCount'],
    ['one half', group, { periods: [s(1, 0)] }, 'periodCount'],
    ['three halves', group, { periods: [s(0, 0), s(0, 0), s(1, 0)] }, 'periodCount'],
    ['one extra-time half', knockout, { periods: halves(1, 1), overtime: [s(1, 0)] }, 'extraTimeHalves'],
    ['three extra-time periods', knockout, { periods: halves(1, 1), overtime: [s(0, 0), s(0, 0), s(1, 0)] }, 'extraTimeHalves'],
    ['extra time where the phase plays none', noExtraTime, { periods: halves(1, 1), overtime: halves(1, 0) }, 'extraTimeNotAllowed'],
    ['penalties where the phase takes none', noPenalties, { periods: halves(1, 1), overtime: halves(0, 0), penalties: s(5, 4) }, 'penaltiesNotAllowed'],
    ['straight to penalties where the phase plays no extra time', noExtraTime, { periods: halves(1, 1), penalties: s(5, 4) }, 'ok:home'],
  ])('%s', (_label, rules, result, expected) => {
    expect(code(rules, result)).toBe(expected);
  });

  it('names the half that is missing or one too many', () => {
    expect(evaluateResult(group, { periods: [s(1, 0)] })).toMatchObject({ code: 'periodCount', at: { part: 'periods', index: 1 } });
    expect(evaluateResult(knockout, { periods: halves(1, 1), overtime: [s(0, 0), s(0, 0), s(1, 0)] })).toMatchObject({ code: 'extraTimeHalves', at: { part: 'overtime', index: 2 } });
  });

  it('counts extra-time goals but not shoot-out goals', () => {
    const tally = tallyResult(knockout, { periods: halves(1, 1), overtime: halves(1, 1), penalties: s(3, 2) });
    expect([tally.winner, tally.home.score, tally.away.score]).toEqual(['home', 2, 2]);
  });

  it('scores a forfeit 3–0 and keeps fair-play points', () => {
    const tally = tallyResult(group, { ...walkover('home'), fairPlay: s(4, 1) });
    expect(tally).toEqual({
      winner: 'away',
      forfeitedBy: 'home',
      home: { rubbers: 0, periods: 0, score: 0, fairPlay: 4 },
      away: { rubbers: 0, periods: 0, score: 3, fairPlay: 1 },
    });
  });
});

describe('basketball', () => {
  const rules: MatchRules = { sportId: SPORT.basketball, knockout: false };
  const quarters = [s(20, 18), s(22, 25), s(19, 20), s(21, 19)]; // 82–82
  const decided = [...quarters.slice(0, 3), s(21, 23)]; // 82–84

  it.each([
    ['four quarters', { periods: decided }, 'ok:away'],
    ['three quarters', { periods: quarters.slice(0, 3) }, 'periodCount'],
    ['a level game', { periods: quarters }, 'drawNotAllowed'],
    ['two overtimes', { periods: quarters, overtime: [s(5, 5), s(9, 7)] }, 'ok:home'],
    ['overtime after a decided game', { periods: decided, overtime: [s(5, 0)] }, 'overtimeNotAllowed'],
    ['level after overtime', { periods: quarters, overtime: [s(5, 5)] }, 'drawNotAllowed'],
    ['a penalty shoot-out', { periods: quarters, overtime: [s(5, 5)], penalties: s(3, 2) }, 'noPenalties'],
    ['five quarters', { periods: [...decided, s(1, 0)] }, 'periodCount'],
  ])('%s', (_label, result, expected) => {
    expect(code(rules, result)).toBe(expected);
  });

  it('adds overtime points and scores a forfeit 20–0', () => {
    const tally = tallyResult(rules, { periods: quarters, overtime: [] });
    expect([tally.home.score, tally.away.score]).toEqual([82, 82]);
    const forfeit = tallyResult(rules, walkover('away'));
    expect([forfeit.winner, forfeit.home.score, forfeit.away.score]).toEqual(['home', 20, 0]);
  });
});
