import type { EntryId, FinalPosition } from '../core/engine.types';

/**
 * Final positions of a group phase: all group winners share the first band, all
 * runners-up the next, and so on (with groups of 4: 1–4, 5–8, …). `groups` lists each
 * group's entries in standings order.
 */
export function groupPhasePositions(groups: ReadonlyArray<readonly EntryId[]>): FinalPosition[] {
  const positions: FinalPosition[] = [];
  const deepest = Math.max(0, ...groups.map((group) => group.length));
  let offset = 0;
  for (let place = 0; place < deepest; place += 1) {
    const atPlace = groups.flatMap((group) => group.slice(place, place + 1));
    for (const entryId of atPlace) positions.push({ entryId, from: offset + 1, to: offset + atPlace.length });
    offset += atPlace.length;
  }
  return positions;
}
