import type { Match, MatchResult } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { evaluateResult } from './result.scoring';
import type { MatchRules } from './scoring.config';

/**
 * The per-request operation: validates a result for a match whose entries are known and
 * returns the match to store. Standings are then computed from the stored matches.
 */
export function recordMatchResult(match: Match, result: MatchResult, rules: MatchRules): Outcome<Match> {
  if (match.home === null || match.away === null) return refuse('matchNotReady');
  const evaluated = evaluateResult(rules, result);
  return evaluated.ok ? accept({ ...match, result }) : evaluated;
}
