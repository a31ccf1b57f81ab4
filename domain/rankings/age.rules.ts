import { ageOn } from '../contract/entry-eligibility';

export { ageOn };

export interface AgeBounds {
  boundKind: string;
  minValue: number | null;
  maxValue: number | null;
}

/** Birth dates (inclusive upper, exclusive lower) that fit an age category on a day; null where unbounded. */
export interface BirthRange {
  bornOnOrBefore: string | null;
  bornAfter: string | null;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same day `years` years earlier; 29 February becomes the 28th in a year without one. */
function yearsBefore(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  const rest = day.slice(5) === '02-29' && !isLeap(year) ? '02-28' : day.slice(5);
  return `${String(year).padStart(4, '0')}-${rest}`;
}

/**
 * The birth dates of people inside an age category on `day`, so a ranking can be filtered by category in the
 * database: the same answer as counting each person's age with `ageOn` (or birth year for `birth-year`).
 */
export function birthRange(category: AgeBounds, day: string): BirthRange {
  if (category.boundKind === 'birth-year') {
    return {
      bornOnOrBefore: category.maxValue === null ? null : `${String(category.maxValue).padStart(4, '0')}-12-31`,
      bornAfter: category.minValue === null ? null : `${String(category.minValue - 1).padStart(4, '0')}-12-31`,
    };
  }
  return {
    bornOnOrBefore: category.minValue === null ? null : yearsBefore(day, category.minValue),
    bornAfter: category.maxValue === null ? null : yearsBefore(day, category.maxValue + 1),
  };
}

export const inRange = (birthDate: string, range: BirthRange) =>
  (range.bornOnOrBefore === null || birthDate <= range.bornOnOrBefore) && (range.bornAfter === null || birthDate > range.bornAfter);
