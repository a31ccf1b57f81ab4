import type { Entry, EntryId, SeparationKey } from '../core/engine.types';
import { checkEntries, strengthOrder } from '../core/entry-order.lib';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { createRandom, shuffleInPlace } from '../core/seeded.random';
import { separationValues } from '../core/separation.lib';
import { validateManualGroups } from './manual.draw';
import { countMember, separateWithinPot, type GroupCounts, type PotMember } from './pot-separation.draw';

/**
 * Entries are ranked (seeds first) and cut into pots of one entry per group.
 * `snake`: pots dealt alternately forwards and backwards (serpentine), evening out strength.
 * `balanced`: every pot dealt in the same direction, so group k always gets the k-th of each pot.
 * `random`: each pot dealt by lot (seeded, replayable).
 * `manual`: the given placement, validated.
 */
export type DrawMethod = 'snake' | 'balanced' | 'random' | 'manual';

export interface GroupDrawOptions {
  groupCount: number;
  method: DrawMethod;
  /** Seed of the lots, recorded in the draw. */
  seed: number;
  manual?: EntryId[][];
  /** Kept apart across groups where possible, most important first (default: club). */
  separateBy?: SeparationKey[];
}

export interface GroupDraw {
  method: DrawMethod;
  seed: number;
  /** Entry ids per group, strongest first (their Berger numbers). */
  groups: EntryId[][];
}

function targetGroup(method: DrawMethod, pot: number, index: number, groupCount: number): number {
  return method !== 'balanced' && pot % 2 === 1 ? groupCount - 1 - index : index;
}

export function drawGroups(entries: readonly Entry[], options: GroupDrawOptions): Outcome<GroupDraw> {
  const refusal = checkEntries(entries);
  if (refusal) return refusal;
  const { groupCount, method, seed } = options;
  if (!Number.isInteger(groupCount) || groupCount < 1 || entries.length < 2 * groupCount) {
    return refuse('invalidGroupCount');
  }
  if (method === 'manual') {
    const manual = validateManualGroups(entries, options.manual ?? [], groupCount);
    return manual.ok ? accept({ method, seed, groups: manual.value }) : manual;
  }
  const random = createRandom(seed);
  const keys = options.separateBy ?? ['clubId'];
  const ranked = strengthOrder(entries);
  const counts: GroupCounts = new Map();
  const assigned: Array<{ entry: Entry; group: number }> = [];
  for (let pot = 0; pot * groupCount < ranked.length; pot += 1) {
    const members = ranked.slice(pot * groupCount, (pot + 1) * groupCount);
    if (method === 'random') shuffleInPlace(members, random);
    const slots = new Map<number, PotMember>();
    members.forEach((entry, index) => {
      slots.set(targetGroup(method, pot, index, groupCount), { entry, values: separationValues(entry, keys) });
    });
    separateWithinPot(slots, groupCount, counts);
    slots.forEach((member, group) => {
      assigned.push({ entry: member.entry, group });
      countMember(counts, member, group);
    });
  }
  const groups = Array.from({ length: groupCount }, (_, group) =>
    assigned.filter((item) => item.group === group).map((item) => item.entry.id),
  );
  return accept({ method, seed, groups });
}
