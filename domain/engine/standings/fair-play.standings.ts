import type { Score, Side } from '../core/engine.types';

/**
 * Disciplinary points per player and match; only the heaviest case of a player counts in one match.
 * `secondYellow` is a sending-off for a second yellow card (the red that follows it adds nothing).
 */
export interface CardPoints {
  yellow: number;
  secondYellow: number;
  red: number;
  yellowThenRed: number;
}

/** UEFA club and national-team competitions: yellow 1, red 3, a sending-off for two yellows 3. */
export const UEFA_CARD_POINTS: CardPoints = { yellow: 1, secondYellow: 3, red: 3, yellowThenRed: 4 };

/** FIFA World Cup team conduct score: yellow 1, indirect red 3, direct red 4, yellow then direct red 5. */
export const FIFA_CARD_POINTS: CardPoints = { yellow: 1, secondYellow: 3, red: 4, yellowThenRed: 5 };

export interface Card {
  side: Side;
  /** Who was shown it; a card without a person counts on its own. */
  personId: number | null;
  colour: 'yellow' | 'red';
}

function playerPoints(yellows: number, reds: number, points: CardPoints): number {
  if (yellows >= 2) return points.secondYellow;
  if (reds > 0) return yellows === 1 ? points.yellowThenRed : points.red;
  return yellows === 1 ? points.yellow : 0;
}

/** A match's fair-play points per side from the cards shown in it (lower is better). */
export function fairPlayOfCards(cards: readonly Card[], points: CardPoints): Score {
  const score: Score = { home: 0, away: 0 };
  const perPlayer = new Map<string, { side: Side; yellows: number; reds: number }>();
  for (const card of cards) {
    if (card.personId === null) {
      score[card.side] += card.colour === 'yellow' ? points.yellow : points.red;
      continue;
    }
    const key = `${card.side}:${card.personId}`;
    const seen = perPlayer.get(key) ?? { side: card.side, yellows: 0, reds: 0 };
    if (card.colour === 'yellow') seen.yellows += 1;
    else seen.reds += 1;
    perPlayer.set(key, seen);
  }
  for (const player of perPlayer.values()) score[player.side] += playerPoints(player.yellows, player.reds, points);
  return score;
}
