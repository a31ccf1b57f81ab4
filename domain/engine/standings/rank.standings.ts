import type { EntryId, Match } from '../core/engine.types';
import { compareEntryIds } from '../core/entry-order.lib';
import { createRandom, deriveSeed, shuffleInPlace } from '../core/seeded.random';
import type { MatchTally } from '../scoring/match-tally.types';
import { tallyResult } from '../scoring/result.scoring';
import type { SportRules } from '../scoring/scoring.config';
import { addMatch, CRITERION_VALUE, emptyStats, type EntryStats } from './entry-stats.standings';
import type { TieBreakCriterion, TieBreakRules } from './tie-break.presets';

export interface StandingsOptions {
  rules: SportRules;
  tieBreak: TieBreakRules;
  /** Recorded seed of the final lot, so a table can be recomputed identically. */
  seed: number;
}

export interface StandingRow {
  entryId: EntryId;
  position: number;
  stats: EntryStats;
}

/** A tie no criterion could break, and the order the lot gave it. */
export interface LotRecord {
  tied: EntryId[];
  order: EntryId[];
}

export interface Standings {
  rows: StandingRow[];
  lots: LotRecord[];
  seed: number;
}

interface Row {
  id: EntryId;
  overall: EntryStats;
  scoped: EntryStats;
  /** Marks the rows of the head-to-head table currently computed. */
  stamp: number;
}

interface PlayedMatch {
  home: Row;
  away: Row;
  tally: MatchTally;
}

/** Stable split into runs of equal value, best first. */
function splitByValue(group: readonly Row[], value: (row: Row) => number): Row[][] {
  const scored = group
    .map((row) => ({ row, value: value(row) }))
    .sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  const parts: Row[][] = [];
  let current: Row[] = [];
  let last: number | undefined;
  for (const item of scored) {
    if (item.value !== last) {
      current = [];
      parts.push(current);
      last = item.value;
    }
    current.push(item.row);
  }
  return parts;
}

/**
 * Ranks a group. Entries are put in a canonical order first and every sum is over
 * integers, so the table does not depend on the order of entries or results.
 */
export function computeStandings(
  entries: readonly EntryId[],
  matches: readonly Match[],
  options: StandingsOptions,
): Standings {
  const { points, criteria, restart } = options.tieBreak;
  const rows: Row[] = [...entries]
    .sort(compareEntryIds)
    .map((id) => ({ id, overall: emptyStats(), scoped: emptyStats(), stamp: 0 }));
  const byId = new Map<EntryId | null, Row>(rows.map((row) => [row.id, row]));
  const played: PlayedMatch[] = [];
  for (const match of matches) {
    const home = byId.get(match.home);
    const away = byId.get(match.away);
    if (!match.result || !home || !away) continue;
    const tally = tallyResult(options.rules, match.result);
    played.push({ home, away, tally });
    addMatch(home.overall, away.overall, tally, points);
  }

  let stamp = 0;
  let scoped: readonly Row[] | null = null;
  const computeAmong = (scope: readonly Row[]): void => {
    if (scope === scoped) return;
    scoped = scope;
    stamp += 1;
    for (const row of scope) {
      row.scoped = emptyStats();
      row.stamp = stamp;
    }
    for (const match of played) {
      if (match.home.stamp !== stamp || match.away.stamp !== stamp) continue;
      addMatch(match.home.scoped, match.away.scoped, match.tally, points);
    }
  };
  const valueOf = (criterion: TieBreakCriterion) => (row: Row) =>
    CRITERION_VALUE[criterion.key](criterion.scope === 'all' ? row.overall : row.scoped);

  const lots: LotRecord[] = [];
  const drawLots = (group: Row[]): Row[] => {
    const tied = group.map((row) => row.id);
    const random = createRandom(deriveSeed(options.seed, JSON.stringify(tied)));
    const order = shuffleInPlace([...group], random);
    lots.push({ tied, order: order.map((row) => row.id) });
    return order;
  };

  const order = (group: Row[], from: number, league: Row[] | null): Row[] => {
    if (group.length === 1) return group;
    let mini = league;
    for (const [offset, criterion] of criteria.slice(from).entries()) {
      if (criterion.scope === 'tied') {
        mini = restart ? group : (mini ?? group);
        computeAmong(mini);
      }
      const parts = splitByValue(group, valueOf(criterion));
      if (parts.length > 1) {
        const next = restart ? 0 : from + offset + 1;
        return parts.flatMap((part) => order(part, next, mini));
      }
    }
    return drawLots(group);
  };

  const ranked = order(rows, 0, null);
  return {
    rows: ranked.map((row, index) => ({ entryId: row.id, position: index + 1, stats: row.overall })),
    lots,
    seed: options.seed,
  };
}
