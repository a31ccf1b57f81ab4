import type { ScorePlace } from '@domain/engine';
import { ApiRequestError } from '@/shared/api';
import { isBlank, type ResultDraft, type ScoreDraft } from './result-draft';

/** A score row of the result form: a game, half or quarter, an extra period, or the shoot-out, counted from 0. */
export interface RowPlace {
  part: 'periods' | 'overtime' | 'penalties';
  index: number;
}

const RESULT_FIELD = /^body\.result\.(?:rubbers\.(\d+)\.)?(periods|overtime)\.(\d+)$/;

/**
 * The score a server refusal names through its field (`body.result.periods.1`, or `body.result.rubbers.2.periods.1`
 * inside an individual match of a team match), when it names one.
 */
export function placeOfError(error: unknown): ScorePlace | null {
  if (!(error instanceof ApiRequestError)) return null;
  for (const { field } of error.body.fields ?? []) {
    const found = RESULT_FIELD.exec(field);
    if (!found) continue;
    const place: ScorePlace = { part: found[2] === 'overtime' ? 'overtime' : 'periods', index: Number(found[3]) };
    return found[1] === undefined ? place : { ...place, rubber: Number(found[1]) };
  }
  return null;
}

/** The row of the `index`-th score sent: rows left blank are not sent, so it is the `index`-th row typed. */
export function filledRow(rows: readonly ScoreDraft[], index: number): number | null {
  const filled = rows.flatMap((row, at) => (isBlank(row) ? [] : [at]));
  return filled[index] ?? null;
}

/**
 * The form's row for a score of the result sent: rows left blank are not sent where periods are optional (games
 * beyond the decision), so the n-th score sent is the n-th row filled. A team match's scores are another form's.
 */
export function rowOfPlace(draft: ResultDraft, place: ScorePlace | null | undefined, requiredPeriods: boolean): RowPlace | null {
  if (!place || place.rubber !== undefined) return null;
  if (place.part === 'periods' && requiredPeriods) return place.index < draft.periods.length ? { part: 'periods', index: place.index } : null;
  const index = filledRow(draft[place.part], place.index);
  return index === null ? null : { part: place.part, index };
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
