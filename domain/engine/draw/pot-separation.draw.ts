import type { Entry } from '../core/engine.types';
import type { SeparationValue } from '../core/separation.lib';

export interface PotMember {
  entry: Entry;
  values: SeparationValue[];
}

/** How many members of each group already share a separation value. */
export type GroupCounts = Map<string, Map<number, number>>;

function clash(member: PotMember | undefined, group: number, counts: GroupCounts): number {
  if (!member) return 0;
  return member.values.reduce(
    (total, { value, weight }) => total + weight * (counts.get(value)?.get(group) ?? 0),
    0,
  );
}

function put(slots: Map<number, PotMember>, group: number, member: PotMember | undefined): void {
  if (member) slots.set(group, member);
  else slots.delete(group);
}

/**
 * Swaps the members of one pot between groups (an empty slot of a short last pot
 * counts as a member that clashes with nobody) while a swap lowers the clashes with
 * the members placed by earlier pots. Each group keeps one entry per pot, so sizes and
 * the strength spread of the method survive; the total strictly falls, so it ends.
 */
export function separateWithinPot(slots: Map<number, PotMember>, groupCount: number, counts: GroupCounts): void {
  // Without clubs (or whatever is kept apart) in this pot nothing can clash: skip the search.
  let improved = [...slots.values()].some((member) => member.values.length > 0);
  while (improved) {
    improved = false;
    for (let a = 0; a < groupCount; a += 1) {
      for (let b = a + 1; b < groupCount; b += 1) {
        const atA = slots.get(a);
        const atB = slots.get(b);
        const now = clash(atA, a, counts) + clash(atB, b, counts);
        if (clash(atA, b, counts) + clash(atB, a, counts) < now) {
          put(slots, a, atB);
          put(slots, b, atA);
          improved = true;
        }
      }
    }
  }
}

export function countMember(counts: GroupCounts, member: PotMember, group: number): void {
  for (const { value } of member.values) {
    const perGroup = counts.get(value) ?? new Map<number, number>();
    perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
    counts.set(value, perGroup);
  }
}
