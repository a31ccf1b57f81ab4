import type { EntryId, MatchResult } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { evaluateResult } from '../scoring/result.scoring';
import type { SportRules } from '../scoring/scoring.config';
import type { Bracket, Slot } from './knockout.types';

/**
 * Records (or corrects) a knockout result and moves the winner on, and a semifinal
 * loser to the third-place match. A correction re-routes entries only while the
 * matches they moved on to are unplayed; otherwise it is refused.
 */
export function recordKnockoutResult(
  bracket: Bracket,
  matchId: string,
  result: MatchResult,
  rules: SportRules,
): Outcome<Bracket> {
  const match = bracket.matches.find((candidate) => candidate.id === matchId);
  if (!match) return refuse('matchNotFound');
  if (match.home === null || match.away === null) return refuse('matchNotReady');
  const evaluated = evaluateResult({ ...rules, knockout: true }, result);
  if (!evaluated.ok) return evaluated;
  const homeWon = evaluated.value.winner === 'home';
  const winner = homeWon ? match.home : match.away;
  const moves: Array<{ slot: Slot; entry: EntryId }> = [];
  if (match.winnerTo) moves.push({ slot: match.winnerTo, entry: winner });
  if (match.loserTo) moves.push({ slot: match.loserTo, entry: homeWon ? match.away : match.home });
  // One pass: untouched matches are shared; a played match an entry would move into blocks the change.
  let blocked = false;
  const matches = bracket.matches.map((other) => {
    if (other === match) return { ...other, result, winner };
    for (const { slot, entry } of moves) {
      if (slot.matchId !== other.id) continue;
      blocked ||= other.result !== null;
      return slot.side === 'home' ? { ...other, home: entry } : { ...other, away: entry };
    }
    return other;
  });
  return blocked ? refuse('dependentMatchPlayed') : accept({ ...bracket, matches });
}
