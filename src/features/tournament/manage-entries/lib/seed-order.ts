import type { Inscribed } from '@domain/contract';

/** The list with one entry moved from one place to another. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Seeds 1…n in list order, only for the entries whose seed changes. */
export function seedsAfterMove(ordered: readonly Inscribed[]): Array<{ id: number; seed: number; version: number }> {
  return ordered.flatMap((entry, index) => (entry.seed === index + 1 ? [] : [{ id: entry.id, seed: index + 1, version: entry.version }]));
}
