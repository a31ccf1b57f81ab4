import { SPORT, type MatchRules } from '@domain/engine';
import { draftLineup, encounterResult, encounterScore, gameProblem, gameState, gamesDraft, lineupDraft, visibleRows } from './encounter-draft';
import type { ScoreDraft } from './result-draft';

const rules: MatchRules = { sportId: SPORT.tableTennis, knockout: false, scoring: { rubbersToWin: 3, periodsToWin: 3, maxPeriods: 5 } };
const worldTeam = { games: ['A-X', 'B-Y', 'C-Z', 'A-Y', 'B-X'] };
const rows = (...games: Array<[number, number] | null>): ScoreDraft[] => [0, 1, 2, 3, 4].map((index) => {
  const game = games[index];
  return game ? { home: String(game[0]), away: String(game[1]) } : { home: '', away: '' };
});
const homeWin = rows([11, 5], [11, 7], [11, 9]);
const awayWin = rows([5, 11], [11, 9], [7, 11], [9, 11]);

describe('team encounter drafts', () => {
  it('judges each individual match from its games, and shows one more game row while it is open', () => {
    expect(gameState(homeWin, rules).winner).toBe('home');
    expect(gameState(awayWin, rules).winner).toBe('away');
    const open = gameState(rows([11, 5], [5, 11]), rules);
    expect([open.winner, open.started]).toEqual([null, true]);
    expect(visibleRows(rows([11, 5], [5, 11], [11, 3]), gameState(rows([11, 5], [5, 11], [11, 3]), rules), rules)).toBe(4);
    expect(visibleRows(homeWin, gameState(homeWin, rules), rules)).toBe(3);
    expect(visibleRows(rows(), gameState(rows(), rules), rules)).toBe(3);
  });

  it("finds the row that keeps an individual match from being read: one side only, or a game the rules refuse", () => {
    expect(gameProblem(homeWin, rules)).toBeNull();
    expect(gameProblem(rows(), rules)).toBeNull();
    // Right so far, only not decided yet: no row is wrong.
    expect(gameProblem(rows([11, 5], [5, 11]), rules)).toBeNull();
    expect(gameProblem([{ home: '11', away: '5' }, { home: '11', away: '' }, ...rows().slice(2)], rules)).toEqual({ row: 1, kind: 'incomplete' });
    const refused = gameProblem(rows([11, 5], [11, 7], [11, 10]), rules);
    expect(refused?.kind === 'refused' && [refused.row, refused.message.en.length > 0]).toEqual([2, true]);
    // The engine counts the games typed: a blank row between them does not move the mark.
    const gap = gameProblem([{ home: '11', away: '5' }, { home: '', away: '' }, { home: '12', away: '11' }, ...rows().slice(3)], rules);
    expect(gap?.row).toBe(2);
  });

  it('stops the encounter at the match that decides it: 3–1 in four', () => {
    const states = [homeWin, awayWin, homeWin, homeWin, rows()].map((game) => gameState(game, rules));
    expect(encounterScore(states, 3)).toEqual({ home: 3, away: 1, decidedAt: 3 });
    const result = encounterResult(states, 3);
    expect(result !== 'open' && result.rubbers?.length).toBe(4);
    expect(encounterResult(states.slice(0, 3), 3)).toBe('open');
    // A missing match before the decision leaves it open, whatever comes after.
    expect(encounterResult([states[0], gameState(rows(), rules), states[2], states[3]].flatMap((state) => (state ? [state] : [])), 3)).toBe('open');
  });

  it('sends a line-up only when every place is filled, and reads a saved one back', () => {
    const draft = lineupDraft(worldTeam, null);
    expect(draft.home.singles).toEqual(['', '', '']);
    expect(draftLineup(draft)).toBeNull();
    const saved = { home: { singles: [1, 2, 3], doubles: [] }, away: { singles: [4, 5, 6], doubles: [] } };
    expect(draftLineup(lineupDraft(worldTeam, saved))).toEqual(saved);
    const corbillon = lineupDraft({ games: ['A-X', 'B-Y', 'D', 'A-Y', 'B-X'] }, null);
    expect([corbillon.home.singles.length, corbillon.home.doubles.length]).toEqual([2, 2]);
    expect(gamesDraft(worldTeam, 5, { periods: [], rubbers: [{ periods: [{ home: 11, away: 4 }] }] })[0]?.[0]).toEqual({ home: '11', away: '4' });
  });
});
