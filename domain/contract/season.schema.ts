import * as v from 'valibot';
import { date } from './dates';
import { percent, requiredText } from './fields';
import { versionField, type Owned } from './catalog-fields';

export const SeasonInput = v.pipe(
  v.object({
    name: requiredText(80),
    startDate: date,
    endDate: date,
    carryOverPercent: v.optional(v.pipe(percent, v.integer('integer')), 0),
    version: versionField,
  }),
  // Dates are normalised to YYYY-MM-DD by then, so comparing the text compares the days.
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => input.endDate > input.startDate, 'dateRange'), ['endDate']),
);
export type SeasonInput = v.InferOutput<typeof SeasonInput>;

export interface Season extends Owned {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  carryOverPercent: number;
}
