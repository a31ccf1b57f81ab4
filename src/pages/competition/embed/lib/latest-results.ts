import type { MatchView } from '@domain/contract';

/** The played matches, most recently saved first, at most `limit` of them. */
export function latestResults(matches: readonly MatchView[], limit: number): MatchView[] {
  return matches
    .filter((match) => match.status === 'played' && match.result !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
    .slice(0, limit);
}
