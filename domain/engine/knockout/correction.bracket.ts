import type { EntryId, MatchResult } from '../core/engine.types';
import { accept, refuse, type Outcome } from '../core/refusal.messages';
import { evaluateResult } from '../scoring/result.scoring';
import type { SportRules } from '../scoring/scoring.config';
import type { Bracket, BracketMatch, Slot } from './knockout.types';

export interface Correction {
  bracket: Bracket;
  /** Later matches whose results the correction takes away (their sides changed), in bracket order. */
  cleared: string[];
}

/**
 * Corrects a knockout result whatever was played after it. When the winner stays, only the score changes. When it
 * changes, the new winner (and loser, for a semifinal) take the old ones' places downstream; a later match whose
 * side changes loses its result, and whoever it had sent on is taken out of the next match, and so on.
 */
export function correctKnockoutResult(bracket: Bracket, matchId: string, result: MatchResult, rules: SportRules): Outcome<Correction> {
  const corrected = bracket.matches.find((candidate) => candidate.id === matchId);
  if (!corrected) return refuse('matchNotFound');
  if (corrected.home === null || corrected.away === null) return refuse('matchNotReady');
  const evaluated = evaluateResult({ ...rules, knockout: true }, result);
  if (!evaluated.ok) return evaluated;
  const homeWon = evaluated.value.winner === 'home';
  const winner = homeWon ? corrected.home : corrected.away;
  const loser = homeWon ? corrected.away : corrected.home;
  const byId = new Map<string, BracketMatch>(bracket.matches.map((match) => [match.id, { ...match }]));
  const cleared = new Set<string>();
  const place = (slot: Slot | null, entry: EntryId | null) => {
    const target = slot ? byId.get(slot.matchId) : undefined;
    if (!slot || !target || target[slot.side] === entry) return;
    target[slot.side] = entry;
    if (target.result === null && target.winner === null) return;
    // Its result was played by someone who is no longer there: it goes, and so does whoever it sent on.
    target.result = null;
    target.winner = null;
    cleared.add(target.id);
    place(target.winnerTo, null);
    place(target.loserTo, null);
  };
  const own = byId.get(matchId);
  if (own) {
    own.result = result;
    own.winner = winner;
  }
  place(corrected.winnerTo, winner);
  place(corrected.loserTo, loser);
  const matches = bracket.matches.map((match) => byId.get(match.id) ?? match);
  return accept({ bracket: { ...bracket, matches }, cleared: matches.filter((match) => cleared.has(match.id)).map((match) => match.id) });
}
