import type { EntryId, MatchResult } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { evaluateResult } from '../scoring/result.scoring';
import type { SportRules } from '../scoring/scoring.config';
import type { Bracket, BracketMatch, Slot } from './knockout.types';

interface Move {
  slot: Slot | null;
  entry: EntryId;
}

function moveInto(match: BracketMatch, moves: readonly Move[]): BracketMatch {
  let next = match;
  for (const { slot, entry } of moves) {
    if (slot?.matchId !== match.id) continue;
    next = slot.side === 'home' ? { ...next, home: entry } : { ...next, away: entry };
  }
  return next;
}

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
  const moves: Move[] = [
    { slot: match.winnerTo, entry: winner },
    { slot: match.loserTo, entry: homeWon ? match.away : match.home },
  ];
  const dependents = new Set([match.winnerTo?.matchId, match.loserTo?.matchId]);
  if (bracket.matches.some((other) => other.result !== null && dependents.has(other.id))) {
    return refuse('dependentMatchPlayed');
  }
  const matches = bracket.matches.map((other) =>
    other.id === match.id ? { ...other, result, winner } : moveInto(other, moves),
  );
  return accept({ ...bracket, matches });
}
