import { evaluateResult, lineupShape, type EncounterOrder, type Lineup, type LocalizedText, type MatchResult, type MatchRules, type Side } from '@domain/engine';
import { draftToResult, emptyScore, isBlank, type ScoreDraft } from './result-draft';
import { filledRow } from './score-place';

/** A side's line-up as chosen in the form: person ids as option values, '' while a place is still empty. */
export interface LineupSideDraft {
  singles: string[];
  doubles: string[];
}

export interface LineupDraft {
  home: LineupSideDraft;
  away: LineupSideDraft;
}

/** What one individual match of the encounter stands at, from the games typed so far. */
export interface GameState {
  /** Its result once decided; null while empty, unfinished or half-typed. */
  result: MatchResult | null;
  winner: Side | null;
  /** Some game typed but the match not decided yet (or a row half filled). */
  started: boolean;
}

const sideDraft = (shape: { singles: number; doubles: boolean }, side?: { singles: number[]; doubles: number[] }): LineupSideDraft => ({
  singles: Array.from({ length: shape.singles }, (_, place) => String(side?.singles[place] ?? '')),
  doubles: shape.doubles ? [0, 1].map((index) => String(side?.doubles[index] ?? '')) : [],
});

/** The form's line-up: the one saved with the encounter, or empty places. */
export function lineupDraft(order: EncounterOrder, saved: Lineup | null): LineupDraft {
  const shape = lineupShape(order);
  return { home: sideDraft(shape, saved?.home), away: sideDraft(shape, saved?.away) };
}

/** The line-up to send, or null while a place is empty. */
export function draftLineup(draft: LineupDraft): Lineup | null {
  const ids = (values: string[]) => values.map(Number);
  const all = [...draft.home.singles, ...draft.home.doubles, ...draft.away.singles, ...draft.away.doubles];
  if (all.some((value) => value === '')) return null;
  return { home: { singles: ids(draft.home.singles), doubles: ids(draft.home.doubles) }, away: { singles: ids(draft.away.singles), doubles: ids(draft.away.doubles) } };
}

/** Empty game rows for each individual match of the order, or the games of the encounter as saved. */
export function gamesDraft(order: EncounterOrder, rows: number, saved: MatchResult | null): ScoreDraft[][] {
  return order.games.map((_, index) => {
    const played = saved?.rubbers?.[index]?.periods ?? [];
    return Array.from({ length: rows }, (_, row) => {
      const game = played[row];
      return game ? { home: String(game.home), away: String(game.away) } : emptyScore();
    });
  });
}

/** One individual match, as the engine judges the games typed for it. */
export function gameState(rows: ScoreDraft[], rules: MatchRules): GameState {
  const started = rows.some((row) => !isBlank(row));
  const result = draftToResult({ periods: rows, overtime: [], penalties: emptyScore(), forfeitedBy: null }, false);
  if (!result || result.periods.length === 0) return { result: null, winner: null, started };
  const judged = evaluateResult({ ...rules, knockout: false }, result);
  if (!judged.ok) return { result: null, winner: null, started };
  return { result, winner: judged.value.winner, started };
}

/**
 * What keeps one individual match's games from being read, and the row it is about (counted from 0): a row typed on
 * one side only, or a score the rules refuse (the engine names the game among those typed). Nothing typed, or games
 * that are right but do not decide the match yet, are no problem of a row.
 */
export type GameProblem = { row: number; kind: 'incomplete' } | { row: number | null; kind: 'refused'; message: LocalizedText };

export function gameProblem(rows: ScoreDraft[], rules: MatchRules): GameProblem | null {
  const half = rows.findIndex((row) => !isBlank(row) && (row.home.trim() === '' || row.away.trim() === ''));
  if (half >= 0) return { row: half, kind: 'incomplete' };
  const result = draftToResult({ periods: rows, overtime: [], penalties: emptyScore(), forfeitedBy: null }, false);
  if (!result || result.periods.length === 0) return null;
  const judged = evaluateResult({ ...rules, knockout: false }, result);
  if (judged.ok) return null;
  const at = judged.at?.part === 'periods' ? filledRow(rows, judged.at.index) : null;
  if (at === null && judged.code === 'undecided') return null;
  return { row: at, kind: 'refused', message: judged.message };
}

/** Game rows worth showing for one individual match: enough to win it, one more while it is undecided. */
export function visibleRows(rows: ScoreDraft[], state: GameState, rules: MatchRules): number {
  const toWin = rules.scoring?.periodsToWin ?? 3;
  let filled = 0;
  rows.forEach((row, index) => {
    if (!isBlank(row)) filled = index + 1;
  });
  const wanted = state.winner ? filled : filled + 1;
  return Math.min(rows.length, Math.max(toWin, wanted));
}

/** The encounter so far: individual matches won by each side, and the index of the match that decided it. */
export function encounterScore(states: GameState[], rubbersToWin: number): { home: number; away: number; decidedAt: number | null } {
  let home = 0;
  let away = 0;
  for (const [index, state] of states.entries()) {
    if (state.winner === 'home') home += 1;
    if (state.winner === 'away') away += 1;
    if (home === rubbersToWin || away === rubbersToWin) return { home, away, decidedAt: index };
    if (!state.winner) break;
  }
  return { home, away, decidedAt: null };
}

/**
 * The encounter's result: its individual matches up to the one that decided it. `open` while a match before the
 * decision is missing or unfinished.
 */
export function encounterResult(states: GameState[], rubbersToWin: number): MatchResult | 'open' {
  const { decidedAt } = encounterScore(states, rubbersToWin);
  if (decidedAt === null) return 'open';
  const rubbers = states.slice(0, decidedAt + 1).flatMap((state) => (state.result ? [state.result] : []));
  return { periods: [], rubbers };
}
