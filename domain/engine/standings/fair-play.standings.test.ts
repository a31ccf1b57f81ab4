import { describe, expect, it } from 'vitest';
import { FIFA_CARD_POINTS, UEFA_CARD_POINTS, fairPlayOfCards, type Card } from './fair-play.standings';

const yellow = (side: Card['side'], personId: number | null): Card => ({ side, personId, colour: 'yellow' });
const red = (side: Card['side'], personId: number | null): Card => ({ side, personId, colour: 'red' });

describe('fair play from cards', () => {
  it('counts the FIFA team conduct score: one case per player and match', () => {
    // Home: a yellow (1), two yellows and the red that follows them (3), a direct red (4), a yellow then a direct red (5).
    const cards = [yellow('home', 1), yellow('home', 2), yellow('home', 2), red('home', 2), red('home', 3), yellow('home', 4), red('home', 4), yellow('away', 9)];
    expect(fairPlayOfCards(cards, FIFA_CARD_POINTS)).toEqual({ home: 13, away: 1 });
  });

  it('counts UEFA disciplinary points: a red is 3 whether direct or after two yellows', () => {
    const cards = [yellow('home', 1), yellow('home', 1), red('home', 3), yellow('away', 5), red('away', 5), yellow('away', 6)];
    expect(fairPlayOfCards(cards, UEFA_CARD_POINTS)).toEqual({ home: 6, away: 5 });
  });

  it('counts a card without a player on its own, and nothing without cards', () => {
    expect(fairPlayOfCards([yellow('away', null), yellow('away', null), red('home', null)], FIFA_CARD_POINTS)).toEqual({ home: 4, away: 2 });
    expect(fairPlayOfCards([], UEFA_CARD_POINTS)).toEqual({ home: 0, away: 0 });
  });
});
