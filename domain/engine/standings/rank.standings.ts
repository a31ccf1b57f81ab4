import type { EntryId, Match } from '../core/engine.types';
import { compareEntryIds } from '../core/entry-order.lib';
import { createRandom, deriveSeed, shuffleInPlace } from '../core/seeded.random';
import type { MatchTally } from '../scoring/match-tally.types';
import { tallyResult } from '../scoring/result.scoring';
import { addMatch, CRITERION_VALUE, emptyStats, type EntryStats } from './entry-stats.standings';
import type { LotRecord, Standings, StandingsOptions } from './standings.types';
import type { TieBreakCriterion, TieBreakRules } from './tie-break.presets';

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

/** Everything one ranking needs, passed around instead of captured, to keep the hot path lean. */
interface Ranking {
  criteria: readonly TieBreakCriterion[];
  restart: boolean;
  points: TieBreakRules['points'];
  played: PlayedMatch[];
  /** The rows whose head-to-head stats are in `scoped` now, and their stamp. */
  scope: readonly Row[] | null;
  stamp: number;
  seed: number;
  lots: LotRecord[];
}

/** Stable split into runs of equal value, best first. */
function splitByValue(group: readonly Row[], criterion: TieBreakCriterion): Row[][] {
  const value = CRITERION_VALUE[criterion.key];
  const scored = group
    .map((row) => ({ row, value: value(criterion.scope === 'all' ? row.overall : row.scoped) }))
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

/** Head-to-head stats of `scope`: only the matches among its rows count. */
function computeAmong(ranking: Ranking, scope: readonly Row[]): void {
  if (scope === ranking.scope) return;
  ranking.scope = scope;
  ranking.stamp += 1;
  for (const row of scope) {
    row.scoped = emptyStats();
    row.stamp = ranking.stamp;
  }
  for (const match of ranking.played) {
    if (match.home.stamp !== ranking.stamp || match.away.stamp !== ranking.stamp) continue;
    addMatch(match.home.scoped, match.away.scoped, match.tally, ranking.points);
  }
}

/** The recorded lot: seeded by the table's seed and the tied entries, whatever the order of the draws. */
function drawLots(ranking: Ranking, group: Row[]): Row[] {
  const tied = group.map((row) => row.id);
  const random = createRandom(deriveSeed(ranking.seed, JSON.stringify(tied)));
  const order = shuffleInPlace([...group], random);
  ranking.lots.push({ tied, order: order.map((row) => row.id) });
  return order;
}

function orderGroup(ranking: Ranking, group: Row[], from: number, league: Row[] | null): Row[] {
  if (group.length === 1) return group;
  let mini = league;
  for (const [offset, criterion] of ranking.criteria.slice(from).entries()) {
    if (criterion.scope === 'tied') {
      mini = ranking.restart ? group : (mini ?? group);
      computeAmong(ranking, mini);
    }
    const parts = splitByValue(group, criterion);
    if (parts.length > 1) {
      const next = ranking.restart ? 0 : from + offset + 1;
      return parts.flatMap((part) => orderGroup(ranking, part, next, mini));
    }
  }
  return drawLots(ranking, group);
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
  const ranking: Ranking = { criteria, restart, points, played, scope: null, stamp: 0, seed: options.seed, lots: [] };
  const ranked = orderGroup(ranking, rows, 0, null);
  return {
    rows: ranked.map((row, index) => ({ entryId: row.id, position: index + 1, stats: row.overall })),
    lots: ranking.lots,
    seed: options.seed,
  };
}
