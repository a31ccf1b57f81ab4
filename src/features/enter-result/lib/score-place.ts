import type { ScorePlace } from '@domain/engine';
import { ApiRequestError } from '@/shared/api';
import { isBlank, type ResultDraft } from './result-draft';

/** A score row of the result form: a game, half or quarter, an extra period, or the shoot-out, counted from 0. */
export interface RowPlace {
  part: 'periods' | 'overtime' | 'penalties';
  index: number;
}

const RESULT_FIELD = /^body\.result\.(periods|overtime)\.(\d+)$/;

/** The score a server refusal names through its field (`body.result.periods.1`), when it names one of this form's. */
export function placeOfError(error: unknown): ScorePlace | null {
  if (!(error instanceof ApiRequestError)) return null;
  for (const { field } of error.body.fields ?? []) {
    const found = RESULT_FIELD.exec(field);
    if (found) return { part: found[1] === 'overtime' ? 'overtime' : 'periods', index: Number(found[2]) };
  }
  return null;
}

/**
 * The form's row for a score of the result sent: rows left blank are not sent where periods are optional (games
 * beyond the decision), so the n-th score sent is the n-th row filled. A team match's scores are another form's.
 */
export function rowOfPlace(draft: ResultDraft, place: ScorePlace | null | undefined, requiredPeriods: boolean): RowPlace | null {
  if (!place || place.rubber !== undefined) return null;
  if (place.part === 'periods' && requiredPeriods) return place.index < draft.periods.length ? { part: 'periods', index: place.index } : null;
  const filled = draft[place.part].flatMap((row, index) => (isBlank(row) ? [] : [index]));
  const index = filled[place.index];
  return index === undefined ? null : { part: place.part, index };
}

/** The first row typed on one side only (or left empty where every row is required), which keeps the result from being read. */
export function incompleteRow(draft: ResultDraft, requiredPeriods: boolean): RowPlace | null {
  const half = (row: ResultDraft['penalties']) => row.home.trim() === '' || row.away.trim() === '';
  const periods = draft.periods.findIndex((row) => half(row) && (requiredPeriods || !isBlank(row)));
  if (periods >= 0) return { part: 'periods', index: periods };
  const overtime = draft.overtime.findIndex((row) => half(row) && !isBlank(row));
  if (overtime >= 0) return { part: 'overtime', index: overtime };
  return half(draft.penalties) && !isBlank(draft.penalties) ? { part: 'penalties', index: 0 } : null;
}

export const isRow = (place: RowPlace | null, part: RowPlace['part'], index: number) => place !== null && place.part === part && place.index === index;
