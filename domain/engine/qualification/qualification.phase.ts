import type { Entry, EntryId } from '../core/engine.types';
import type { Bracket } from '../knockout/knockout.types';
import { knockoutPositions } from '../positions/knockout.positions';
import { PHASE_DEFAULTS } from '../scoring/scoring.config';

export interface Qualification {
  /** To the next phase of category Normal. */
  normal: Entry[];
  /** To a Repechaje phase. */
  repechage: Entry[];
}

export interface GroupQualificationOptions {
  /** Best of each group to the Normal phase (default 2). */
  classified?: number;
  /** The next ones of each group to the Repechaje phase (default 0). */
  unclassified?: number;
}

/**
 * Places from..to−1 of every group, place by place. The first place taken is seeded by
 * group number (group winners 1…G, so a bracket keeps them apart); the rest stay unseeded
 * with their group of origin, so a bracket draws them away from their group's entries,
 * into the other half from their winner, and a group draw takes them in this order.
 */
function acrossGroups(groups: ReadonlyArray<readonly EntryId[]>, from: number, to: number): Entry[] {
  const entries: Entry[] = [];
  for (let place = from; place < to; place += 1) {
    groups.forEach((group, index) => {
      for (const id of group.slice(place, place + 1)) {
        entries.push(place === from ? { id, seed: index + 1, fromGroup: index + 1 } : { id, fromGroup: index + 1 });
      }
    });
  }
  return entries;
}

/** `groups`: each group's entries in standings order. */
export function qualifyFromGroups(
  groups: ReadonlyArray<readonly EntryId[]>,
  options: GroupQualificationOptions = {},
): Qualification {
  const classified = options.classified ?? PHASE_DEFAULTS.classified;
  const unclassified = options.unclassified ?? PHASE_DEFAULTS.unclassified;
  return {
    normal: acrossGroups(groups, 0, classified),
    repechage: acrossGroups(groups, classified, classified + unclassified),
  };
}

/**
 * The best `classified` by final position go on (default 2, the finalists); every other
 * eliminated entry goes to the Repechaje phase, seeded by how far it went.
 */
export function qualifyFromKnockout(bracket: Bracket, options: { classified?: number } = {}): Qualification {
  const classified = options.classified ?? PHASE_DEFAULTS.classified;
  const ranked = knockoutPositions(bracket).map((position, index) => ({ id: position.entryId, seed: index + 1 }));
  return {
    normal: ranked.slice(0, classified),
    repechage: ranked.slice(classified).map((entry, index) => ({ ...entry, seed: index + 1 })),
  };
}
