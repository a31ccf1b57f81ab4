import type { Inscribed } from '@domain/contract';

/**
 * The entries in ranking order: ranked people by their position (ties keep the current order), then everyone the
 * ranking does not list, in the order they had. Seeds 1…n follow that order; only changed seeds are sent.
 */
export function rankedOrder(entries: readonly Inscribed[], positions: ReadonlyMap<number, number>): Inscribed[] {
  const current = [...entries].sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
  const place = (entry: Inscribed) => positions.get(entry.personId) ?? Number.POSITIVE_INFINITY;
  return current.map((entry, index) => ({ entry, index })).sort((a, b) => place(a.entry) - place(b.entry) || a.index - b.index).map(({ entry }) => entry);
}

export function seedsOf(ordered: readonly Inscribed[]): Array<{ id: number; seed: number; version: number }> {
  return ordered.flatMap((entry, index) => (entry.seed === index + 1 ? [] : [{ id: entry.id, seed: index + 1, version: entry.version }]));
}
