import {
  computeStandings,
  type CriterionKey,
  type EntryId,
  type EntryStats,
  type Match,
  type Standings,
  type StandingsOptions,
  type TieBreakCriterion,
} from '@domain/engine';

export type TieReason = { kind: 'criterion'; criterion: TieBreakCriterion } | { kind: 'lot' };

export interface TieExplanation {
  above: EntryId;
  below: EntryId;
  reason: TieReason;
}

const ratio = (won: number, lost: number) => (lost === 0 ? (won === 0 ? 0 : Infinity) : won / lost);

/** Higher is better for every criterion except fair play (deduction points). */
function value(key: CriterionKey, stats: EntryStats): number {
  switch (key) {
    case 'matchPoints':
      return stats.matchPoints;
    case 'wins':
      return stats.won;
    case 'rubberRatio':
      return ratio(stats.rubbersWon, stats.rubbersLost);
    case 'periodRatio':
      return ratio(stats.periodsWon, stats.periodsLost);
    case 'pointRatio':
      return ratio(stats.scoreFor, stats.scoreAgainst);
    case 'scoreDifference':
      return stats.scoreFor - stats.scoreAgainst;
    case 'scoreFor':
      return stats.scoreFor;
    case 'fairPlay':
      return -stats.fairPlay;
  }
}

/**
 * For every pair of neighbours level on match points, the first criterion of the phase's
 * tie-break rules that tells them apart, or the recorded lot when none did. Head-to-head
 * criteria are read from the engine's own table of the matches among the level entries.
 */
export function explainTies(standings: Standings, matches: readonly Match[], options: StandingsOptions): TieExplanation[] {
  const rows = standings.rows;
  const explanations: TieExplanation[] = [];
  const miniCache = new Map<number, Map<EntryId, EntryStats>>();
  const headToHead = (points: number) => {
    const cached = miniCache.get(points);
    if (cached) return cached;
    const level = rows.filter((row) => row.stats.matchPoints === points).map((row) => row.entryId);
    const mutual = matches.filter((m) => m.home !== null && m.away !== null && level.includes(m.home) && level.includes(m.away));
    const mini = computeStandings(level, mutual, options);
    const byId = new Map(mini.rows.map((row) => [row.entryId, row.stats]));
    miniCache.set(points, byId);
    return byId;
  };
  for (let index = 0; index + 1 < rows.length; index += 1) {
    const above = rows[index];
    const below = rows[index + 1];
    if (!above || !below || above.stats.matchPoints !== below.stats.matchPoints) continue;
    const lot = standings.lots.some((record) => record.tied.includes(above.entryId) && record.tied.includes(below.entryId));
    let reason: TieReason = { kind: 'lot' };
    if (!lot) {
      const mini = headToHead(above.stats.matchPoints);
      const criterion = options.tieBreak.criteria.find((c) => {
        const a = c.scope === 'all' ? above.stats : mini.get(above.entryId);
        const b = c.scope === 'all' ? below.stats : mini.get(below.entryId);
        return a !== undefined && b !== undefined && value(c.key, a) !== value(c.key, b);
      });
      if (criterion) reason = { kind: 'criterion', criterion };
    }
    explanations.push({ above: above.entryId, below: below.entryId, reason });
  }
  return explanations;
}
