import type { Entry, SeparationKey } from './engine.types';

export interface SeparationValue {
  /** e.g. "clubId:number:12"; entries with the same value are kept apart. */
  value: string;
  /** Higher-priority keys weigh more than any sum of lower ones. */
  weight: number;
}

/**
 * 2^14 exceeds any sum a lower key can reach in a bracket (127 entries × 2^6), so a
 * key earlier in the list always wins over the ones after it.
 */
const KEY_SCALE = 2 ** 14;

export function separationValues(entry: Entry, keys: readonly SeparationKey[]): SeparationValue[] {
  const values: SeparationValue[] = [];
  keys.forEach((key, index) => {
    const raw = entry[key];
    if (raw !== undefined) {
      values.push({ value: `${key}:${typeof raw}:${raw}`, weight: KEY_SCALE ** (keys.length - 1 - index) });
    }
  });
  return values;
}
