import type { Entry, EntryId } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';

/**
 * Bracket lines placed by hand: one line per slot of the bracket's size, every entry on exactly one line, the
 * rest byes, and never two byes against each other (that match would send nobody on).
 */
export function validateManualLines(entries: readonly Entry[], lines: ReadonlyArray<EntryId | null>, size: number): Outcome<Array<EntryId | null>> {
  if (lines.length !== size) return refuse('manualLineCount');
  const placed = lines.filter((line): line is EntryId => line !== null);
  const known = new Set(entries.map((entry) => entry.id));
  if (placed.length !== entries.length || new Set(placed).size !== placed.length || !placed.every((id) => known.has(id))) {
    return refuse('manualEntryMismatch');
  }
  for (let line = 0; line < size; line += 2) {
    if (lines[line] === null && lines[line + 1] === null) return refuse('manualDoubleBye');
  }
  return accept([...lines]);
}
