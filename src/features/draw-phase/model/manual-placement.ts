/** A slot of a placement by hand: an entry id, or null (unfilled in a group, a bye on a bracket line). */
export type Slot = number | null;
export type PlacementKind = 'groups' | 'bracket';
export type SlotError = 'required' | 'duplicate' | 'doubleBye';

export interface PlacementCheck {
  /** The error of each slot, in place. */
  slots: Array<SlotError | null>;
  /** Entries placed nowhere. */
  missing: number[];
  ok: boolean;
}

/** Places per group (sizes within one of each other) or, for a bracket, one list of every line. */
export function placementShape(kind: PlacementKind, entries: number, groupCount: number): number[] {
  if (kind === 'bracket') {
    let size = 2;
    while (size < entries) size *= 2;
    return [size];
  }
  const count = Math.max(1, groupCount);
  return Array.from({ length: count }, (_, group) => Math.floor(entries / count) + (group < entries % count ? 1 : 0));
}

/**
 * A starting placement the organiser then adjusts: entries dealt round the groups, or one entry on each
 * first-round match before the second ones fill them, so no match starts with two byes.
 */
export function initialSlots(kind: PlacementKind, entryIds: readonly number[], shape: readonly number[]): Slot[] {
  if (kind === 'bracket') {
    const size = shape[0] ?? 2;
    const lines: Slot[] = Array.from({ length: size }, () => null);
    entryIds.forEach((id, index) => {
      lines[index < size / 2 ? 2 * index : 2 * (index - size / 2) + 1] = id;
    });
    return lines;
  }
  const groups = shape.map(() => [] as Slot[]);
  entryIds.forEach((id, index) => groups[index % shape.length]?.push(id));
  return groups.flatMap((group, at) => [...group, ...Array.from({ length: (shape[at] ?? 0) - group.length }, () => null)]).slice(0, shape.reduce((sum, size) => sum + size, 0));
}

/** Every entry exactly once; every group place filled; no bracket match of two byes. */
export function checkPlacement(kind: PlacementKind, slots: readonly Slot[], entryIds: readonly number[]): PlacementCheck {
  const counts = new Map<number, number>();
  for (const slot of slots) if (slot !== null) counts.set(slot, (counts.get(slot) ?? 0) + 1);
  const errors = slots.map((slot, index): SlotError | null => {
    if (slot !== null) return (counts.get(slot) ?? 0) > 1 ? 'duplicate' : null;
    if (kind === 'groups') return 'required';
    const partner = slots[index % 2 === 0 ? index + 1 : index - 1];
    return partner === null && index % 2 === 1 ? 'doubleBye' : null;
  });
  const missing = entryIds.filter((id) => !counts.has(id));
  return { slots: errors, missing, ok: missing.length === 0 && errors.every((error) => error === null) };
}

/** The body `PUT sort/group` takes for the placement. */
export function placementInput(kind: PlacementKind, slots: readonly Slot[], shape: readonly number[]): { manual: number[][] } | { lines: Slot[] } {
  if (kind === 'bracket') return { lines: [...slots] };
  let at = 0;
  return {
    manual: shape.map((size) => {
      const group = slots.slice(at, at + size).filter((slot): slot is number => slot !== null);
      at += size;
      return group;
    }),
  };
}
