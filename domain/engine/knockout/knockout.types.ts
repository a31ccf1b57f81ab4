import type { EntryId, Match, Side } from '../core/engine.types';
import type { SeedOrder } from './seed-lines.bracket';

export interface Slot {
  matchId: string;
  side: Side;
}

export interface BracketMatch extends Match {
  /** Where the winner goes; null for the final and the third-place match. */
  winnerTo: Slot | null;
  /** Where the loser goes: semifinal losers to the third-place match. */
  loserTo: Slot | null;
  thirdPlace: boolean;
  /** Set by a result, or at once for a bye. */
  winner: EntryId | null;
}

export interface Bracket {
  /** Nominal size: 2, 4, …, 128 lines. */
  size: number;
  rounds: number;
  order: SeedOrder;
  /** The recorded seed of the lots; the same entries and seed give the same draw. */
  seed: number;
  /** Entry on each line; null is a bye. */
  lines: Array<EntryId | null>;
  matches: BracketMatch[];
}
