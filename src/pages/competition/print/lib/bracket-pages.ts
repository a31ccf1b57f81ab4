import { bracketRoundName, type Bracket, type BracketMatch, type Locale } from '@domain/engine';

/** The most first-round lines one landscape A4 sheet holds legibly. */
export const LINES_PER_PAGE = 32;

export interface PlacedPrintMatch {
  match: BracketMatch;
  /** Column of the page, from 0. */
  column: number;
  /** Vertical centre of the match box, as a fraction of the tree's height. */
  centre: number;
}

export interface BracketPrintPage {
  /** Rounds drawn on the page, left to right, by name. */
  columns: string[];
  matches: PlacedPrintMatch[];
  connectors: Array<{ from: PlacedPrintMatch; to: PlacedPrintMatch }>;
  /** First and last line of the draw on the page (1 to 32 on the first sheet of a larger draw). */
  lines: { from: number; to: number };
  /** The round the page's last winner goes on to, when it is played on another page. */
  nextRound: string | null;
  /** The third-place match, printed under the tree of the last page. */
  thirdPlace: BracketMatch | null;
}

/**
 * Splits a bracket into landscape sheets: a draw of up to 32 lines is one sheet; a larger one is cut into parts
 * of 32 lines (halves of 64, quarters of 128…), each with its rounds up to the part's winner, and the rounds
 * between the parts' winners (semifinal, final) follow on the last sheet. Each part names the round its winner
 * goes on to.
 */
export function bracketPages(bracket: Bracket, locale: Locale, linesPerPage = LINES_PER_PAGE): BracketPrintPage[] {
  const byRound = new Map<number, BracketMatch[]>();
  let thirdPlace: BracketMatch | null = null;
  for (const match of bracket.matches) {
    if (match.thirdPlace) {
      thirdPlace = match;
      continue;
    }
    const list = byRound.get(match.round) ?? [];
    list.push(match);
    byRound.set(match.round, list);
  }
  for (const list of byRound.values()) list.sort((a, b) => a.position - b.position);
  const perPage = Math.min(bracket.size, linesPerPage);
  const parts = Math.max(1, Math.round(bracket.size / perPage));
  const partRounds = Math.min(bracket.rounds, Math.round(Math.log2(perPage)));
  const roundName = (round: number) => {
    const first = byRound.get(round)?.[0];
    return first ? bracketRoundName(bracket, first, locale) : '';
  };
  const pages: BracketPrintPage[] = [];
  for (let part = 0; part < parts; part += 1) {
    const matches: PlacedPrintMatch[] = [];
    const connectors: BracketPrintPage['connectors'] = [];
    let previous: PlacedPrintMatch[] = [];
    for (let round = 1; round <= partRounds; round += 1) {
      const count = perPage / 2 ** round;
      const slice = (byRound.get(round) ?? []).slice(part * count, (part + 1) * count);
      const placed = slice.map((match, index) => ({ match, column: round - 1, centre: (index + 0.5) / count }));
      previous.forEach((item, index) => {
        const target = placed[Math.floor(index / 2)];
        if (target) connectors.push({ from: item, to: target });
      });
      matches.push(...placed);
      previous = placed;
    }
    const columns = Array.from({ length: partRounds }, (_, index) => roundName(index + 1));
    const last = part === parts - 1;
    if (last && parts > 1) {
      // The rounds between the parts' winners: on the last sheet, after its own part.
      let before: PlacedPrintMatch[] = [];
      for (let round = partRounds + 1; round <= bracket.rounds; round += 1) {
        const list = byRound.get(round) ?? [];
        const placed = list.map((match, index) => ({ match, column: columns.length, centre: (index + 0.5) / list.length }));
        before.forEach((item, index) => {
          const target = placed[Math.floor(index / 2)];
          if (target) connectors.push({ from: item, to: target });
        });
        columns.push(roundName(round));
        matches.push(...placed);
        before = placed;
      }
    }
    pages.push({
      columns,
      matches,
      connectors,
      lines: { from: part * perPage + 1, to: (part + 1) * perPage },
      nextRound: parts > 1 ? roundName(partRounds + 1) : null,
      thirdPlace: last ? thirdPlace : null,
    });
  }
  return pages;
}
