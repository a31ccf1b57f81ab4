import type { MatchResult, Score, Side } from '@domain/engine';

export interface ScoreDraft {
  home: string;
  away: string;
}

export interface ResultDraft {
  periods: ScoreDraft[];
  overtime: ScoreDraft[];
  penalties: ScoreDraft;
  forfeitedBy: Side | null;
}

export const emptyScore = (): ScoreDraft => ({ home: '', away: '' });

export const isBlank = (score: ScoreDraft) => score.home.trim() === '' && score.away.trim() === '';

function parse(score: ScoreDraft): Score | null {
  if (score.home.trim() === '' || score.away.trim() === '') return null;
  return { home: Number(score.home), away: Number(score.away) };
}

/** Rows left blank are games not played; a half-filled row is incomplete. */
function collect(rows: ScoreDraft[], required: boolean): Score[] | null {
  const scores: Score[] = [];
  for (const row of rows) {
    if (!required && isBlank(row)) continue;
    const score = parse(row);
    if (!score) return null;
    scores.push(score);
  }
  return scores;
}

/** The engine's MatchResult for what was typed, or null when a row is half filled. */
export function draftToResult(draft: ResultDraft, requiredPeriods: boolean): MatchResult | null {
  if (draft.forfeitedBy) return { periods: [], forfeitedBy: draft.forfeitedBy };
  const periods = collect(draft.periods, requiredPeriods);
  const overtime = collect(draft.overtime, false);
  if (!periods || !overtime) return null;
  const result: MatchResult = { periods };
  if (overtime.length > 0) result.overtime = overtime;
  if (!isBlank(draft.penalties)) {
    const penalties = parse(draft.penalties);
    if (!penalties) return null;
    result.penalties = penalties;
  }
  return result;
}
