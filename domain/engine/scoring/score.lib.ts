import type { MatchResult, Score, Side } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';

export function leader(score: Score): Side | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}

export function sumScores(scores: readonly Score[]): Score {
  let home = 0;
  let away = 0;
  for (const score of scores) {
    home += score.home;
    away += score.away;
  }
  return { home, away };
}

/** Total of regulation and extra periods, without building intermediate arrays. */
export function totalScore(result: MatchResult): Score {
  const total = sumScores(result.periods);
  for (const extra of result.overtime ?? []) {
    total.home += extra.home;
    total.away += extra.away;
  }
  return total;
}

/** Visits every score that was played, including those inside the individual matches of a team match. */
export function forEachPlayedScore(result: MatchResult, visit: (score: Score) => void): void {
  for (const score of result.periods) visit(score);
  for (const score of result.overtime ?? []) visit(score);
  if (result.penalties) visit(result.penalties);
  for (const rubber of result.rubbers ?? []) forEachPlayedScore(rubber, visit);
}

export function isValidScore(score: Score): boolean {
  return (
    Number.isInteger(score.home) && Number.isInteger(score.away) && score.home >= 0 && score.away >= 0
  );
}

/**
 * First to `toWin` wins; anything entered after that is refused, as is going past
 * `max` (possible only when a phase sets fewer periods than a full best-of needs). A refusal names the period
 * it is about.
 */
export function bestOf(winners: readonly Side[], toWin: number, max: number): Outcome<Side> {
  let home = 0;
  let away = 0;
  for (const [index, side] of winners.entries()) {
    if (home === toWin || away === toWin) return refuse('playedAfterDecision', { part: 'periods', index });
    if (index >= max) return refuse('tooManyPeriods', { part: 'periods', index });
    if (side === 'home') home += 1;
    else away += 1;
  }
  if (home === toWin) return accept('home');
  return away === toWin ? accept('away') : refuse('undecided');
}
