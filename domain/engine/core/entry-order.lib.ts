import type { Entry, EntryId } from './engine.types';
import { refuse, type Refusal } from './refusal.messages';

/** A total order on ids (numbers first, then strings) so results never depend on input order. */
export function compareEntryIds(a: EntryId, b: EntryId): number {
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Seeded entries by seed, then the unseeded ones in the order given (stable sort). */
export function strengthOrder<T extends Entry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => (a.seed ?? Number.MAX_VALUE) - (b.seed ?? Number.MAX_VALUE),
  );
}

export function checkEntries(entries: readonly Entry[]): Refusal | null {
  if (entries.length < 2) return refuse('notEnoughEntries');
  const ids = new Set(entries.map((entry) => entry.id));
  return ids.size === entries.length ? null : refuse('duplicateEntry');
}
