import type { Phase, ValidDetail } from '@domain/contract';

/** The tournament and, for a phase's sheet, the phase a printable sheet is about. */
export interface SheetContext {
  tournament: ValidDetail;
  phase: Phase | null;
}
