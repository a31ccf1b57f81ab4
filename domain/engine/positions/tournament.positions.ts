import type { EntryId, FinalPosition } from '../core/engine.types';
import { byPosition } from './knockout.positions';

/**
 * Final positions of a tournament from its Normal phases in playing order: the last
 * phase ranks its entries as it stands (its bands keep their width, e.g. 5–8); every
 * earlier phase ranks only the entries that went no further, after all of those, band
 * by band in that phase's order.
 */
export function tournamentPositions(phases: ReadonlyArray<readonly FinalPosition[]>): FinalPosition[] {
  const result: FinalPosition[] = [];
  const placed = new Set<EntryId>();
  let offset = 0;
  [...phases].reverse().forEach((positions, index) => {
    const fresh = positions.filter((p) => !placed.has(p.entryId)).sort(byPosition);
    if (index === 0) {
      result.push(...fresh);
      offset = Math.max(0, ...fresh.map((p) => p.to));
    } else {
      for (const from of new Set(fresh.map((p) => p.from))) {
        const band = fresh.filter((p) => p.from === from);
        for (const p of band) result.push({ entryId: p.entryId, from: offset + 1, to: offset + band.length });
        offset += band.length;
      }
    }
    for (const p of fresh) placed.add(p.entryId);
  });
  return result;
}
