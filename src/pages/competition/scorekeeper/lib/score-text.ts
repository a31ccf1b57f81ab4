import type { MatchResult, MatchRules } from '@domain/engine';
import { scoreSummary } from '@/entities/match';

/** A score as one line: the headline, then each period (`3–0 (11–5, 11–5, 11–5)`). */
export function scoreText(result: MatchResult | null, rules: MatchRules): string | null {
  const score = scoreSummary(result, rules);
  return score ? `${score.home}–${score.away} (${score.periods.join(', ')})` : null;
}
