import { SPORT, tallyResult, type EntryId, type Match, type SportRules } from '@domain/engine';

export type RatioKind = 'games' | 'goals' | 'points';

export function ratioKind(rules: SportRules): RatioKind {
  if (rules.sportId === SPORT.tableTennis) return 'games';
  if (rules.sportId === SPORT.basketball) return 'points';
  return 'goals';
}

/** Score of each played match seen from the row entry: games in table tennis, goals or points otherwise. */
export function crossTable(matches: readonly Match[], rules: SportRules): Map<string, string> {
  const cells = new Map<string, string>();
  const games = ratioKind(rules) === 'games';
  for (const match of matches) {
    if (!match.result || match.home === null || match.away === null) continue;
    const tally = tallyResult(rules, match.result);
    const home = games ? tally.home.periods : tally.home.score;
    const away = games ? tally.away.periods : tally.away.score;
    const suffix = tally.forfeitedBy ? ' W.O.' : '';
    cells.set(cellKey(match.home, match.away), `${home}–${away}${suffix}`);
    cells.set(cellKey(match.away, match.home), `${away}–${home}${suffix}`);
  }
  return cells;
}

export const cellKey = (row: EntryId, column: EntryId) => `${String(row)}|${String(column)}`;
