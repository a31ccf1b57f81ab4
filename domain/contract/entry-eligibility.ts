import type { ValidationMessageKey } from './messages';

/** What a tournament asks of its entries. */
export interface EntryRules {
  communityId: number;
  sportId: number;
  modalityId: number;
  /** 1 mixed, 2 women, 3 men. */
  genreId: number;
  /** Day the tournament starts (YYYY-MM-DD): ages are counted on it. */
  startDate: string;
  ageCategory: { boundKind: string; minValue: number | null; maxValue: number | null } | null;
}

interface Individual {
  genreId: number | null;
  birthDate: string | null;
}

/** A person about to be entered; doubles and teams bring their members. */
export interface EntryCandidate extends Individual {
  communityId: number;
  modalityId: number;
  sportId: number | null;
  members: Individual[];
}

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

/**
 * Why a candidate cannot enter a tournament, or null when it may: same community and sport, the tournament's
 * modality, its gender category (every member of a double or team when they are known) and its age category
 * (birth years, or age on the first day). Whether it is already entered or the tournament is full is the
 * caller's to check.
 */
export function entryRefusal(rules: EntryRules, candidate: EntryCandidate): ValidationMessageKey | null {
  if (candidate.communityId !== rules.communityId) return 'unknownReference';
  if (candidate.modalityId !== rules.modalityId) return 'wrongModality';
  if (candidate.sportId !== null && candidate.sportId !== rules.sportId) return 'wrongSport';
  const people: Individual[] = candidate.members.length > 0 ? candidate.members : [candidate];
  if (rules.genreId !== 1 && people.some((person) => person.genreId !== rules.genreId)) return 'wrongGenre';
  const category = rules.ageCategory;
  if (!category) return null;
  for (const person of people) {
    if (!person.birthDate) return 'birthDateMissing';
    const value = category.boundKind === 'birth-year' ? Number(person.birthDate.slice(0, 4)) : ageOn(person.birthDate, rules.startDate);
    if (!within(value, category.minValue, category.maxValue)) return 'ageCategoryMismatch';
  }
  return null;
}
