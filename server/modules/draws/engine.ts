import {
  computeStandings,
  SPORT,
  TIE_BREAK_PRESETS,
  type Bracket,
  type BracketMatch,
  type EntryId,
  type Match,
  type SportId,
  type SportRules,
  type Standings,
  type StandingsOptions,
} from '@domain/engine';
import type { DrawOptions, PhaseConfiguration } from '@domain/contract';
import type { MatchRow } from './queries';

/** Rows feed the engine and its answers come back as rows: entries are inscribed ids. */
const SPORT_IDS: readonly number[] = Object.values(SPORT);
const isSportId = (id: number): id is SportId => SPORT_IDS.includes(id);

export function sportRules(sportId: number, configuration: PhaseConfiguration): SportRules {
  if (!isSportId(sportId)) throw new Error(`unknown sport ${sportId}`);
  const { maxPeriods, periodsToWin, scoreToWin, walkoverWinnerPoints, walkoverLoserPoints, rubbersToWin, extraTime, penalties } = configuration;
  return { sportId, scoring: { maxPeriods, periodsToWin, scoreToWin, walkoverWinnerPoints, walkoverLoserPoints, rubbersToWin, extraTime, penalties } };
}

/** The phase's tie-break preset; the draw's recorded seed settles any lot, so a table always reads the same. */
export function standingsOptions(sportId: number, configuration: PhaseConfiguration, seed: number): StandingsOptions {
  return { rules: sportRules(sportId, configuration), tieBreak: TIE_BREAK_PRESETS[configuration.tieBreakPreset], seed };
}

export const inscribedId = (id: EntryId | null): number | null => (id === null ? null : Number(id));

export function toEngineMatch(row: MatchRow): Match {
  return { id: row.code, round: row.round, position: row.position, home: row.homeId, away: row.awayId, result: row.result };
}

export function toBracketMatch(row: MatchRow): BracketMatch {
  return { ...toEngineMatch(row), winner: row.winnerId, winnerTo: row.winnerTo, loserTo: row.loserTo, thirdPlace: row.thirdPlace };
}

/** A bracket rebuilt from its rows: rounds in order, the third-place match after the final. */
export function bracketOf(options: DrawOptions, seed: number, rows: readonly MatchRow[]): Bracket {
  const size = options.size ?? 2;
  const ordered = [...rows].sort((a, b) => a.round - b.round || Number(a.thirdPlace) - Number(b.thirdPlace) || a.position - b.position);
  return { size, rounds: Math.log2(size), order: options.order ?? 'ittf', seed, lines: options.lines ?? [], matches: ordered.map(toBracketMatch) };
}

export function groupStandings(entryIds: readonly number[], rows: readonly MatchRow[], options: StandingsOptions): Standings {
  return computeStandings(entryIds, rows.map(toEngineMatch), options);
}
