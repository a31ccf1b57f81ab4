import type { Side } from '../core/engine.types';
import type { MatchTally, SideTally } from '../scoring/match-tally.types';
import type { CriterionKey, MatchPoints } from './tie-break.presets';

export interface EntryStats {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Losses by walkover, also counted in `lost`. */
  forfeited: number;
  matchPoints: number;
  rubbersWon: number;
  rubbersLost: number;
  periodsWon: number;
  periodsLost: number;
  scoreFor: number;
  scoreAgainst: number;
  fairPlay: number;
}

export const emptyStats = (): EntryStats => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  forfeited: 0,
  matchPoints: 0,
  rubbersWon: 0,
  rubbersLost: 0,
  periodsWon: 0,
  periodsLost: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  fairPlay: 0,
});

type Outcome = keyof MatchPoints;
const COUNTER = { win: 'won', draw: 'drawn', loss: 'lost', forfeit: 'lost' } as const;

function outcomeFor(tally: MatchTally, side: Side): Outcome {
  if (tally.winner === null) return 'draw';
  if (tally.winner === side) return 'win';
  return tally.forfeitedBy === side ? 'forfeit' : 'loss';
}

function addSide(stats: EntryStats, own: SideTally, other: SideTally, outcome: Outcome, points: MatchPoints): void {
  stats.played += 1;
  stats[COUNTER[outcome]] += 1;
  stats.forfeited += outcome === 'forfeit' ? 1 : 0;
  stats.matchPoints += points[outcome];
  stats.rubbersWon += own.rubbers;
  stats.rubbersLost += other.rubbers;
  stats.periodsWon += own.periods;
  stats.periodsLost += other.periods;
  stats.scoreFor += own.score;
  stats.scoreAgainst += other.score;
  stats.fairPlay += own.fairPlay;
}

/** Adds one match to the stats of both sides. */
export function addMatch(home: EntryStats, away: EntryStats, tally: MatchTally, points: MatchPoints): void {
  addSide(home, tally.home, tally.away, outcomeFor(tally, 'home'), points);
  addSide(away, tally.away, tally.home, outcomeFor(tally, 'away'), points);
}

/** x/0 counts as infinitely good (ITTF); 0/0 as nothing won. */
const ratio = (won: number, lost: number): number => {
  if (lost > 0) return won / lost;
  return won > 0 ? Number.POSITIVE_INFINITY : 0;
};

/** Higher is better for every criterion. */
export const CRITERION_VALUE: Record<CriterionKey, (stats: EntryStats) => number> = {
  matchPoints: (s) => s.matchPoints,
  wins: (s) => s.won,
  rubberRatio: (s) => ratio(s.rubbersWon, s.rubbersLost),
  periodRatio: (s) => ratio(s.periodsWon, s.periodsLost),
  pointRatio: (s) => ratio(s.scoreFor, s.scoreAgainst),
  scoreDifference: (s) => s.scoreFor - s.scoreAgainst,
  scoreFor: (s) => s.scoreFor,
  fairPlay: (s) => -s.fairPlay,
};
