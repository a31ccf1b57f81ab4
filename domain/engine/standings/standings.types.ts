import type { EntryId } from '../core/engine.types';
import type { SportRules } from '../scoring/scoring.config';
import type { EntryStats } from './entry-stats.standings';
import type { TieBreakRules } from './tie-break.presets';

export interface StandingsOptions {
  rules: SportRules;
  tieBreak: TieBreakRules;
  /** Recorded seed of the final lot, so a table can be recomputed identically. */
  seed: number;
}

export interface StandingRow {
  entryId: EntryId;
  position: number;
  stats: EntryStats;
}

/** A tie no criterion could break, and the order the lot gave it. */
export interface LotRecord {
  tied: EntryId[];
  order: EntryId[];
}

export interface Standings {
  rows: StandingRow[];
  lots: LotRecord[];
  seed: number;
}
