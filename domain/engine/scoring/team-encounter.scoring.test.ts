import { evaluateResult, tallyResult } from './result.scoring';
import { SPORT, type MatchRules } from './scoring.config';
import { checkLineup, encounterGames, encounterRefusal, gamePlayers, lineupShape, placeLetter, type EncounterOrder, type Lineup } from './team-encounter.scoring';

const worldTeam: EncounterOrder = { games: ['A-X', 'B-Y', 'C-Z', 'A-Y', 'B-X'] };
const corbillon: EncounterOrder = { games: ['A-X', 'B-Y', 'D', 'A-Y', 'B-X'] };
const olympic: EncounterOrder = { games: ['D', 'A-X', 'C-Z', 'A-Y', 'B-X'], doublesFrom: [1, 2] };
const rosters = { home: new Set([1, 2, 3, 4]), away: new Set([11, 12, 13, 14]) };
const lineup = (home: number[], away: number[], homeDoubles: number[] = [], awayDoubles: number[] = []): Lineup => ({
  home: { singles: home, doubles: homeDoubles },
  away: { singles: away, doubles: awayDoubles },
});
const code = (order: EncounterOrder, given: Lineup) => {
  const outcome = checkLineup(order, given, rosters);
  return outcome.ok ? 'ok' : outcome.code;
};

describe('orders of play', () => {
  it('reads each game as the places it brings to the table', () => {
    expect(encounterGames(olympic)).toEqual([
      { kind: 'doubles' },
      { kind: 'singles', home: 0, away: 0 },
      { kind: 'singles', home: 2, away: 2 },
      { kind: 'singles', home: 0, away: 1 },
      { kind: 'singles', home: 1, away: 0 },
    ]);
  });

  it('asks for three singles places, and a doubles pair only where the order leaves it free', () => {
    expect(lineupShape(worldTeam)).toEqual({ singles: 3, doubles: false });
    expect(lineupShape(corbillon)).toEqual({ singles: 2, doubles: true });
    expect(lineupShape(olympic)).toEqual({ singles: 3, doubles: false });
    expect(lineupShape({ games: ['A-X', 'B-Y', 'C-Z', 'B-X', 'A-Z', 'C-Y', 'B-Z', 'C-X', 'A-Y'] })).toEqual({ singles: 3, doubles: false });
  });

  it('names places as score sheets print them', () => {
    expect([0, 1, 2].map((place) => placeLetter('home', place)).join('')).toBe('ABC');
    expect([0, 1, 2].map((place) => placeLetter('away', place)).join('')).toBe('XYZ');
  });
});

describe('line-ups', () => {
  it('accepts three different players of each roster', () => {
    expect(code(worldTeam, lineup([1, 2, 3], [11, 12, 13]))).toBe('ok');
  });

  it.each([
    ['a missing singles place', lineup([1, 2], [11, 12, 13]), 'lineupMissing'],
    ['a player twice', lineup([1, 1, 3], [11, 12, 13]), 'lineupRepeated'],
    ['a player of another team', lineup([1, 2, 3], [11, 12, 99]), 'lineupNotOnRoster'],
  ])('%s → %s', (_label, given, expected) => {
    expect(code(worldTeam, given)).toBe(expected);
  });

  it('refuses the same person for both teams, even when both rosters list them', () => {
    const shared = { home: new Set([1, 2, 3]), away: new Set([3, 12, 13]) };
    const outcome = checkLineup(worldTeam, lineup([1, 2, 3], [3, 12, 13]), shared);
    expect(outcome.ok ? 'ok' : outcome.code).toBe('lineupBothSides');
  });

  it('needs a doubles pair of two different players where the order leaves it free (Corbillon)', () => {
    expect(code(corbillon, lineup([1, 2], [11, 12]))).toBe('lineupMissing');
    expect(code(corbillon, lineup([1, 2], [11, 12], [1, 1], [11, 12]))).toBe('doublesPair');
    // The doubles may bring in a player who plays no singles.
    expect(code(corbillon, lineup([1, 2], [11, 12], [3, 4], [11, 14]))).toBe('ok');
    expect(code(corbillon, lineup([1, 2], [11, 12], [3, 99], [11, 14]))).toBe('lineupNotOnRoster');
  });

  it('takes the Olympic doubles from places B and C, and refuses another pair', () => {
    const checked = checkLineup(olympic, lineup([1, 2, 3], [11, 12, 13]), rosters);
    expect(checked.ok && checked.value.home.doubles).toEqual([2, 3]);
    expect(checked.ok && checked.value.away.doubles).toEqual([12, 13]);
    expect(code(olympic, lineup([1, 2, 3], [11, 12, 13], [1, 2]))).toBe('doublesOrder');
    expect(code(olympic, lineup([1, 2, 3], [11, 12, 13], [3, 2], [12, 13]))).toBe('ok');
  });

  it('tells who plays each game', () => {
    const given = lineup([1, 2, 3], [11, 12, 13]);
    expect(gamePlayers(worldTeam, given, 3)).toEqual({ home: [1], away: [12] });
    const olympicLineup = checkLineup(olympic, given, rosters);
    expect(olympicLineup.ok && gamePlayers(olympic, olympicLineup.value, 0)).toEqual({ home: [2, 3], away: [12, 13] });
    expect(gamePlayers(worldTeam, given, 9)).toEqual({ home: [], away: [] });
  });
});

describe('team encounter results', () => {
  const rules: MatchRules = { sportId: SPORT.tableTennis, knockout: false, scoring: { rubbersToWin: 3 } };
  const won = { periods: [{ home: 11, away: 5 }, { home: 11, away: 7 }, { home: 11, away: 9 }] };
  const lost = { periods: [{ home: 5, away: 11 }, { home: 9, away: 11 }, { home: 12, away: 14 }] };

  it('is decided at the third individual match won: 3–1', () => {
    const outcome = evaluateResult(rules, { periods: [], rubbers: [won, lost, won, won] });
    expect(outcome.ok && outcome.value.winner).toBe('home');
    expect(outcome.ok && [outcome.value.home.rubbers, outcome.value.away.rubbers]).toEqual([3, 1]);
    expect(outcome.ok && [outcome.value.home.periods, outcome.value.away.periods]).toEqual([9, 3]);
  });

  it('refuses a fifth match after 3–1, and an encounter left at 2–1', () => {
    const after = evaluateResult(rules, { periods: [], rubbers: [won, lost, won, won, lost] });
    expect(after.ok ? 'ok' : after.code).toBe('playedAfterDecision');
    const open = evaluateResult(rules, { periods: [], rubbers: [won, lost, won] });
    expect(open.ok ? 'ok' : open.code).toBe('undecided');
  });

  it('counts an individual match conceded by a player as lost to nil, with no games played', () => {
    const outcome = evaluateResult(rules, { periods: [], rubbers: [won, { periods: [], forfeitedBy: 'away' }, lost, won] });
    expect(outcome.ok && outcome.value.winner).toBe('home');
    const tally = tallyResult(rules, { periods: [], rubbers: [{ periods: [], forfeitedBy: 'away' }] });
    expect([tally.home.rubbers, tally.home.periods, tally.home.score, tally.away.score]).toEqual([1, 3, 33, 0]);
    const scored = evaluateResult(rules, { periods: [], rubbers: [{ periods: won.periods, forfeitedBy: 'away' }, won, won] });
    expect(scored.ok ? 'ok' : scored.code).toBe('forfeitWithScores');
  });

  it('is entered match by match with a line-up, unless conceded whole', () => {
    const given = lineup([1, 2, 3], [11, 12, 13]);
    expect(encounterRefusal({ periods: won.periods }, given)?.code).toBe('rubbersRequired');
    expect(encounterRefusal({ periods: [], rubbers: [won] }, null)?.code).toBe('lineupMissing');
    expect(encounterRefusal({ periods: [], rubbers: [won] }, given)).toBeNull();
    expect(encounterRefusal({ periods: [], forfeitedBy: 'home' }, null)).toBeNull();
  });
});
