import type { Bracket, BracketMatch, EntryId, Locale } from '@domain/engine';
import { bracketRoundName } from '@domain/engine';

export const MATCH_HEIGHT = 88;
export const MATCH_WIDTH = 208;
export const COLUMN_GAP = 40;

export interface PlacedMatch {
  match: BracketMatch;
  x: number;
  /** Vertical centre of the match box. */
  y: number;
}

export interface BracketRound {
  round: number;
  name: string;
  matches: PlacedMatch[];
}

/** The slot after the final: its winner once it is decided. */
export interface ChampionSlot {
  entry: EntryId | null;
  x: number;
  /** Vertical centre, level with the final. */
  y: number;
}

export interface BracketLayout {
  rounds: BracketRound[];
  thirdPlace: PlacedMatch | null;
  champion: ChampionSlot | null;
  thirdPlaceName: string;
  width: number;
  height: number;
  connectors: Array<{ from: PlacedMatch; to: PlacedMatch }>;
}

/** Places every match of the tree once, so re-renders (hover, zoom) never recompute geometry. */
export function layoutBracket(bracket: Bracket, locale: Locale): BracketLayout {
  const byRound = new Map<number, BracketMatch[]>();
  let third: BracketMatch | null = null;
  for (const match of bracket.matches) {
    if (match.thirdPlace) {
      third = match;
      continue;
    }
    const list = byRound.get(match.round) ?? [];
    list.push(match);
    byRound.set(match.round, list);
  }
  const placed = new Map<string, PlacedMatch>();
  const rounds: BracketRound[] = [];
  for (let round = 1; round <= bracket.rounds; round += 1) {
    const matches = (byRound.get(round) ?? []).sort((a, b) => a.position - b.position);
    const span = 2 ** (round - 1) * MATCH_HEIGHT;
    const x = (round - 1) * (MATCH_WIDTH + COLUMN_GAP);
    const items = matches.map((match, index) => {
      const item = { match, x, y: (index + 0.5) * span };
      placed.set(match.id, item);
      return item;
    });
    const first = matches[0];
    rounds.push({ round, name: first ? bracketRoundName(bracket, first, locale) : '', matches: items });
  }
  const connectors: BracketLayout['connectors'] = [];
  for (const item of placed.values()) {
    const target = item.match.winnerTo ? placed.get(item.match.winnerTo.matchId) : undefined;
    if (target) connectors.push({ from: item, to: target });
  }
  const treeHeight = (bracket.size / 2) * MATCH_HEIGHT;
  const finalX = (bracket.rounds - 1) * (MATCH_WIDTH + COLUMN_GAP);
  const final = rounds.at(-1)?.matches[0];
  const finalY = final?.y ?? treeHeight / 2;
  // The third-place match sits under the final, in the final's column, which is empty below it from eight lines on.
  const thirdPlace = third ? { match: third, x: finalX, y: finalY + 1.5 * MATCH_HEIGHT } : null;
  const champion = final ? { entry: final.match.winner, x: finalX + MATCH_WIDTH + COLUMN_GAP, y: final.y } : null;
  return {
    rounds,
    thirdPlace,
    champion,
    thirdPlaceName: third ? bracketRoundName(bracket, third, locale) : '',
    connectors,
    // The rounds' columns, and the champion's after the final.
    width: (bracket.rounds + (champion ? 1 : 0)) * (MATCH_WIDTH + COLUMN_GAP) - COLUMN_GAP,
    height: Math.max(treeHeight, thirdPlace ? thirdPlace.y + MATCH_HEIGHT / 2 : 0),
  };
}

/** Matches an entry played or is placed in: its path through the tree. */
export function entryPath(bracket: Bracket, entry: EntryId | null): Set<string> {
  const path = new Set<string>();
  if (entry === null) return path;
  for (const match of bracket.matches) {
    if (match.home === entry || match.away === entry) path.add(match.id);
  }
  return path;
}

export interface EntryDisplay {
  name: string;
  club?: string;
  seed?: number;
}

export type EntryLookup = Readonly<Record<string, EntryDisplay>>;
