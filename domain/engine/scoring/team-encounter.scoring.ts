import { accept, refuse, type Outcome } from '../core/refusal.messages';
import type { MatchResult } from '../core/engine.types';

/** A person's id: the players of a line-up are people of the teams' rosters. */
type PersonId = number;

/**
 * A table tennis team encounter: an order of play (`A-X` a singles between the home side's player A and the away
 * side's player X, `D` the doubles) and the line-up each captain hands in before it starts, which names who takes
 * each singles place and who plays the doubles.
 */
export interface EncounterOrder {
  games: readonly string[];
  /** Singles places (0 for A/X) whose players make up the doubles; absent: any two of the team's players. */
  doublesFrom?: readonly [number, number] | undefined;
}

export type EncounterGame = { kind: 'singles'; home: number; away: number } | { kind: 'doubles' };

export interface LineupSide {
  /** Players in singles places A, B, C (X, Y, Z for the away side). */
  singles: PersonId[];
  /** The doubles pair; empty where the order has no doubles. */
  doubles: PersonId[];
}

export interface Lineup {
  home: LineupSide;
  away: LineupSide;
}

const HOME_PLACES = 'ABCDEFGH';
const AWAY_PLACES = 'XYZUVWST';

/** The games of an order of play, each with the places it brings to the table. */
export function encounterGames(order: EncounterOrder): EncounterGame[] {
  return order.games.map((game): EncounterGame => {
    const [home = '', away = ''] = game.split('-');
    if (game === 'D' || !away) return { kind: 'doubles' };
    return { kind: 'singles', home: HOME_PLACES.indexOf(home), away: AWAY_PLACES.indexOf(away) };
  });
}

/** How many singles places each side fills, and whether it names a doubles pair. */
export function lineupShape(order: EncounterOrder): { singles: number; doubles: boolean } {
  const games = encounterGames(order);
  const places = games.flatMap((game) => (game.kind === 'singles' ? [game.home + 1, game.away + 1] : []));
  return { singles: Math.max(0, ...places), doubles: games.some((game) => game.kind === 'doubles') && !order.doublesFrom };
}

/** The letter of a singles place, as score sheets print it: A, B, C for the home side, X, Y, Z for the away side. */
export const placeLetter = (side: 'home' | 'away', place: number): string => (side === 'home' ? HOME_PLACES : AWAY_PLACES).charAt(place);

/** The doubles pair of a side: its chosen pair, or the players of the places the order names. */
function doublesOf(order: EncounterOrder, side: LineupSide): PersonId[] {
  if (!order.doublesFrom) return side.doubles;
  return order.doublesFrom.map((place) => side.singles[place]).filter((id): id is PersonId => id !== undefined);
}

/** Who plays game `index` (from 0) on each side. */
export function gamePlayers(order: EncounterOrder, lineup: Lineup, index: number): { home: PersonId[]; away: PersonId[] } {
  const game = encounterGames(order)[index];
  if (!game) return { home: [], away: [] };
  if (game.kind === 'doubles') return { home: doublesOf(order, lineup.home), away: doublesOf(order, lineup.away) };
  const pick = (id: PersonId | undefined) => (id === undefined ? [] : [id]);
  return { home: pick(lineup.home.singles[game.home]), away: pick(lineup.away.singles[game.away]) };
}

function sideRefusal(order: EncounterOrder, side: LineupSide, roster: ReadonlySet<PersonId>) {
  const shape = lineupShape(order);
  if (side.singles.length !== shape.singles) return refuse('lineupMissing');
  if (new Set(side.singles).size !== side.singles.length) return refuse('lineupRepeated');
  if (shape.doubles && side.doubles.length === 0) return refuse('lineupMissing');
  if (shape.doubles && (side.doubles.length !== 2 || side.doubles[0] === side.doubles[1])) return refuse('doublesPair');
  // Where the order names the doubles' places, a pair sent along must be those players.
  const named = order.doublesFrom ? doublesOf(order, side) : [];
  if (order.doublesFrom && side.doubles.length > 0 && !(side.doubles.length === 2 && side.doubles.every((id) => named.includes(id)))) return refuse('doublesOrder');
  if ([...side.singles, ...side.doubles].some((id) => !roster.has(id))) return refuse('lineupNotOnRoster');
  return null;
}

/**
 * Checks a line-up against the order of play and each team's roster: every singles place filled by a different
 * player of the team, a doubles pair of two different players where the order has one (the places it names, where
 * it names them), and nobody on both sides. The line-up comes back with the doubles filled from the order's places.
 */
export function checkLineup(order: EncounterOrder, lineup: Lineup, rosters: { home: ReadonlySet<PersonId>; away: ReadonlySet<PersonId> }): Outcome<Lineup> {
  const refusal = sideRefusal(order, lineup.home, rosters.home) ?? sideRefusal(order, lineup.away, rosters.away);
  if (refusal) return refusal;
  const home = new Set([...lineup.home.singles, ...lineup.home.doubles]);
  if ([...lineup.away.singles, ...lineup.away.doubles].some((id) => home.has(id))) return refuse('lineupBothSides');
  const hasDoubles = encounterGames(order).some((game) => game.kind === 'doubles');
  const filled = (side: LineupSide): LineupSide => ({ singles: [...side.singles], doubles: hasDoubles ? doublesOf(order, side) : [] });
  return accept({ home: filled(lineup.home), away: filled(lineup.away) });
}

/**
 * A team encounter's result must list its games one by one (`rubbers`), unless it was conceded whole; a line-up
 * is needed as soon as one game is listed.
 */
export function encounterRefusal(result: MatchResult, lineup: Lineup | null | undefined) {
  if (result.forfeitedBy && !result.rubbers?.length) return null;
  if (!result.rubbers?.length || result.periods.length > 0) return refuse('rubbersRequired');
  return lineup ? null : refuse('lineupMissing');
}
