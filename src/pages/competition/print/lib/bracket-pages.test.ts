import { createBracket, type Bracket } from '@domain/engine';
import { bracketPages } from './bracket-pages';

function bracketOfSize(count: number, thirdPlace = false): Bracket {
  const outcome = createBracket(Array.from({ length: count }, (_, index) => ({ id: index + 1, seed: index + 1 })), { seed: 7, thirdPlace });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

describe('bracketPages', () => {
  it('puts a draw of up to 32 lines on one sheet with every match and round', () => {
    for (const size of [8, 16, 32]) {
      const bracket = bracketOfSize(size, true);
      const pages = bracketPages(bracket, 'en');
      expect(pages).toHaveLength(1);
      expect(pages[0]?.matches).toHaveLength(size - 1);
      expect(pages[0]?.columns.at(-1)).toBe('Final');
      expect(pages[0]?.thirdPlace?.thirdPlace).toBe(true);
      expect(pages[0]?.nextRound).toBeNull();
    }
  });

  it('splits 64 lines into two halves, the final on the second with the first half naming it', () => {
    const pages = bracketPages(bracketOfSize(64), 'es');
    expect(pages).toHaveLength(2);
    expect(pages[0]?.matches).toHaveLength(31);
    expect(pages[1]?.matches).toHaveLength(32);
    expect(pages[0]?.nextRound).toBe('Final');
    expect(pages.map((page) => page.lines)).toEqual([{ from: 1, to: 32 }, { from: 33, to: 64 }]);
  });

  it('splits 128 lines into quarters, the semifinals and final after the last, each match once', () => {
    const bracket = bracketOfSize(128);
    const pages = bracketPages(bracket, 'en');
    expect(pages).toHaveLength(4);
    expect(pages[0]?.nextRound).toBe('Semifinals');
    expect(pages[3]?.columns).toHaveLength(7);
    const ids = pages.flatMap((page) => page.matches.map((placed) => placed.match.id));
    expect(new Set(ids).size).toBe(127);
    // Every connector joins a match to the one its winner goes on to.
    for (const page of pages) for (const { from, to } of page.connectors) expect(from.match.winnerTo?.matchId).toBe(to.match.id);
  });
});
