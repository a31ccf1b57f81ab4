import type { EntryId, Side } from '../core/engine.types';
import type { BracketMatch } from './knockout.types';

export const bracketMatchId = (prefix: string, round: number, position: number): string =>
  `${prefix}r${round}p${position}`;

const sideOf = (position: number): Side => (position % 2 === 1 ? 'home' : 'away');

/**
 * All matches of a bracket, round by round, with the links that carry winners (and
 * semifinal losers) on. A bye is decided at creation: its entry already stands in its
 * second-round match.
 */
export function buildBracketMatches(
  entryAt: (line: number) => EntryId | null,
  rounds: number,
  withThirdPlace: boolean,
  prefix: string,
): BracketMatch[] {
  const byeWinner = (position: number): EntryId | null => {
    const home = entryAt(2 * position - 2);
    const away = entryAt(2 * position - 1);
    if (home === null) return away;
    return away === null ? home : null;
  };
  const sidesOf = (round: number, position: number): [EntryId | null, EntryId | null] => {
    if (round === 1) return [entryAt(2 * position - 2), entryAt(2 * position - 1)];
    return round === 2 ? [byeWinner(2 * position - 1), byeWinner(2 * position)] : [null, null];
  };
  const thirdPlaceId = bracketMatchId(prefix, rounds, 2);
  const matches: BracketMatch[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (let position = 1; position <= 2 ** (rounds - round); position += 1) {
      const [home, away] = sidesOf(round, position);
      matches.push({
        id: bracketMatchId(prefix, round, position),
        round,
        position,
        home,
        away,
        result: null,
        winner: round === 1 ? byeWinner(position) : null,
        winnerTo:
          round < rounds
            ? { matchId: bracketMatchId(prefix, round + 1, Math.ceil(position / 2)), side: sideOf(position) }
            : null,
        loserTo:
          withThirdPlace && round === rounds - 1 ? { matchId: thirdPlaceId, side: sideOf(position) } : null,
        thirdPlace: false,
      });
    }
  }
  if (withThirdPlace) {
    matches.push({
      id: thirdPlaceId,
      round: rounds,
      position: 2,
      home: null,
      away: null,
      result: null,
      winner: null,
      winnerTo: null,
      loserTo: null,
      thirdPlace: true,
    });
  }
  return matches;
}
