import type { MatchResult, Side } from '../core/engine.types';
import type { Outcome } from '../core/refusal.messages';
import type { ScoringConfig } from './scoring.config';

/** What one side took from a match; standings add these up. */
export interface SideTally {
  /** Individual matches won (team events); 1 or 0 in an individual match. */
  rubbers: number;
  /** Games (periods) won; table tennis only. */
  periods: number;
  /** Points or goals scored. */
  score: number;
  /** Fair-play deduction points. */
  fairPlay: number;
}

export interface MatchTally {
  /** null for a draw. */
  winner: Side | null;
  forfeitedBy: Side | null;
  home: SideTally;
  away: SideTally;
}

/** A fresh tally (fair play is filled in afterwards); always built in this shape for speed. */
export function sideTally(rubbers: number, periods: number, score: number): SideTally {
  return { rubbers, periods, score, fairPlay: 0 };
}

/** The rules of one family of sports. Tallies are fresh objects the caller may complete. */
export interface SportScoring {
  validate(result: MatchResult, scoring: ScoringConfig, knockout: boolean): Outcome<Side | null>;
  tally(result: MatchResult, scoring: ScoringConfig): { winner: Side | null; home: SideTally; away: SideTally };
  /** Totals of the side that wins by walkover and of the side that forfeits. */
  walkover(scoring: ScoringConfig): { winner: SideTally; loser: SideTally };
}
