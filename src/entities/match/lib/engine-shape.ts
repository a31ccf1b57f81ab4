import { SPORT, type Bracket, type BracketMatch, type Match, type MatchRules, type Slot, type SportId } from '@domain/engine';
import type { MatchSlot, MatchView, PhaseConfiguration, PhaseDraw } from '@domain/contract';

const SPORT_IDS: readonly number[] = Object.values(SPORT);
const isSportId = (id: number): id is SportId => SPORT_IDS.includes(id);

/** The rules the engine checks a result against, from the tournament's sport and the phase's scoring. */
export function matchRulesOf(sportId: number, configuration: PhaseConfiguration, knockout: boolean): MatchRules | null {
  if (!isSportId(sportId)) return null;
  const { maxPeriods, periodsToWin, scoreToWin, walkoverWinnerPoints, walkoverLoserPoints, rubbersToWin } = configuration;
  return { sportId, knockout, scoring: { maxPeriods, periodsToWin, scoreToWin, walkoverWinnerPoints, walkoverLoserPoints, rubbersToWin } };
}

/** A stored match as the engine sees it: entries are inscribed ids. */
export function toEngineMatch(view: MatchView): Match {
  return { id: view.code, round: view.round, position: view.position, home: view.homeId, away: view.awayId, result: view.result };
}

/** The engine names the next match by its code. */
const engineSlot = (slot: MatchSlot | null): Slot | null => (slot ? { matchId: slot.matchCode, side: slot.side } : null);

function toBracketMatch(view: MatchView): BracketMatch {
  return { ...toEngineMatch(view), winner: view.winnerId, winnerTo: engineSlot(view.winnerTo), loserTo: engineSlot(view.loserTo), thirdPlace: view.thirdPlace };
}

/** The bracket rebuilt from the draw and the phase's matches: rounds in order, the third-place match after the final. */
export function bracketOf(draw: PhaseDraw, views: readonly MatchView[]): Bracket | null {
  if (!draw.bracket) return null;
  const ordered = [...views].sort((a, b) => a.round - b.round || Number(a.thirdPlace) - Number(b.thirdPlace) || a.position - b.position);
  const { size, rounds, order, lines } = draw.bracket;
  return { size, rounds, order, seed: draw.seed, lines, matches: ordered.map(toBracketMatch) };
}
