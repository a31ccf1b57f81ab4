import { sportAllowsKind, type PersonKind } from '@domain/contract';

/** The sports a kind may be created for, among those the space offers (a sport without doubles offers no doubles). */
export function sportsFor<T extends { value: number }>(kind: PersonKind, options: T[]): T[] {
  return options.filter((option) => sportAllowsKind(kind, option.value));
}
