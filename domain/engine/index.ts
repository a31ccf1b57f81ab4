export type {
  Entry,
  EntryId,
  FinalPosition,
  Locale,
  LocalizedText,
  Match,
  MatchResult,
  Score,
  SeparationKey,
  Side,
} from './core/engine.types';
export type { Outcome, Refusal, RefusalCode, ScorePlace } from './core/refusal.messages';
export { refuse } from './core/refusal.messages';
export { createRandom, deriveSeed, randomInt, type Random } from './core/seeded.random';

export { bergerTable, type BergerRound } from './round-robin/berger.schedule';
export { scheduleRoundRobin, type RoundRobinOptions, type RoundRobinSchedule } from './round-robin/round-robin.schedule';

export { drawGroups, type DrawMethod, type GroupDraw, type GroupDrawOptions } from './draw/group.draw';
export {
  createGroupPhase,
  recordGroupResult,
  type Group,
  type GroupPhase,
  type GroupPhaseOptions,
} from './phases/group-phase.phase';

export { createBracket, MAX_BRACKET_SIZE, type BracketOptions } from './knockout/knockout.bracket';
export type { Bracket, BracketMatch, Slot } from './knockout/knockout.types';
export { recordKnockoutResult } from './knockout/progression.bracket';
export { correctKnockoutResult, type Correction } from './knockout/correction.bracket';
export { bracketRoundName, roundName } from './knockout/round-names.labels';
export type { SeedOrder } from './knockout/seed-lines.bracket';

export {
  DEFAULT_SCORING,
  PHASE_DEFAULTS,
  SPORT,
  type MatchRules,
  type ScoringConfig,
  type SportId,
  type SportRules,
} from './scoring/scoring.config';
export { evaluateResult, tallyResult, walkover } from './scoring/result.scoring';
export { recordMatchResult } from './scoring/match-result.scoring';
export type { MatchTally, SideTally } from './scoring/match-tally.types';

export { computeStandings } from './standings/rank.standings';
export type { LotRecord, StandingRow, Standings, StandingsOptions } from './standings/standings.types';
export type { EntryStats } from './standings/entry-stats.standings';
export { FIFA_CARD_POINTS, UEFA_CARD_POINTS, fairPlayOfCards, type Card, type CardPoints } from './standings/fair-play.standings';
export {
  DEFAULT_TIE_BREAK_PRESET,
  TIE_BREAK_PRESETS,
  type CriterionKey,
  type MatchPoints,
  type TieBreakCriterion,
  type TieBreakPreset,
  type TieBreakRules,
} from './standings/tie-break.presets';

export {
  qualifyFromGroups,
  qualifyFromKnockout,
  type GroupQualificationOptions,
  type Qualification,
} from './qualification/qualification.phase';

export { groupPhasePositions } from './positions/group.positions';
export { knockoutPositions } from './positions/knockout.positions';
export { positionBandLabel } from './positions/position-bands.labels';
export { tournamentPositions } from './positions/tournament.positions';
export {
  checkLineup,
  encounterGames,
  encounterRefusal,
  gamePlayers,
  lineupShape,
  placeLetter,
  type EncounterGame,
  type EncounterOrder,
  type Lineup,
  type LineupSide,
} from './scoring/team-encounter.scoring';
