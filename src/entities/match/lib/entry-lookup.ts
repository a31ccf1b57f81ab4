import type { Inscribed, PhaseDraw } from '@domain/contract';

export interface EntryLabel {
  name: string;
  club?: string;
  seed?: number;
}

export type EntryLabels = Readonly<Record<string, EntryLabel>>;

/** Names, clubs and draw seeds of a phase's entries by inscribed id, as the group table and bracket look them up. */
export function entryLabels(entries: readonly Inscribed[], draw: PhaseDraw | null | undefined): EntryLabels {
  const seeds = new Map((draw?.options.entries ?? []).map((entry) => [entry.id, entry.seed]));
  return Object.fromEntries(
    entries.map((entry) => {
      // An entry the draw placed unseeded (a group's runner-up) shows no seed, whatever its inscription said.
      const seed = seeds.has(entry.id) ? seeds.get(entry.id) : entry.seed;
      const label: EntryLabel = { name: `${entry.person.firstName} ${entry.person.lastName}`.trim() };
      if (entry.clubName) label.club = entry.clubName;
      if (seed) label.seed = seed;
      return [String(entry.id), label];
    }),
  );
}

/** The name for a side, or null when the side is still empty (a bye or a match waiting for its entries). */
export const sideName = (labels: EntryLabels, id: number | null): string | null => (id === null ? null : (labels[String(id)]?.name ?? `#${id}`));
