import type { Entry, EntryId } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';

/** A placement by hand: every entry once, the configured number of groups, sizes within one. */
export function validateManualGroups(
  entries: readonly Entry[],
  manual: readonly (readonly EntryId[])[],
  groupCount: number,
): Outcome<EntryId[][]> {
  if (manual.length !== groupCount) return refuse('manualGroupCount');
  const placed = manual.flat();
  const known = new Set(entries.map((entry) => entry.id));
  if (
    placed.length !== entries.length ||
    new Set(placed).size !== placed.length ||
    !placed.every((id) => known.has(id))
  ) {
    return refuse('manualEntryMismatch');
  }
  const sizes = manual.map((group) => group.length);
  if (Math.max(...sizes) - Math.min(...sizes) > 1) return refuse('manualUnevenGroups');
  return accept(manual.map((group) => [...group]));
}
