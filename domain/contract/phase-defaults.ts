import { MODALITY_IDS, PHASE_DEFAULTS, SEQUENCE_IDS, SPORT_IDS, TEAM_SEQUENCES, findSequence, sequenceRubbersToWin } from '../catalog';
import { PHASE_FORMAT_IDS, type PhaseConfiguration, type PhaseConfigurationInput, type TieBreakPresetName } from './phase.schema';

const TIE_BREAK_OF_SPORT: Record<number, TieBreakPresetName> = {
  [SPORT_IDS.tableTennis]: 'ittf',
  [SPORT_IDS.soccer]: 'uefa',
  [SPORT_IDS.soccer5]: 'uefa',
  [SPORT_IDS.soccer7]: 'uefa',
  [SPORT_IDS.basketball]: 'fiba',
};

/** Regular time per sport: halves of soccer by field size, FIBA quarters; table tennis plays to a score. */
const PERIODS_OF_SPORT: Record<number, { maxPeriods: number; periodMinutes: number; walkover: number }> = {
  [SPORT_IDS.soccer]: { maxPeriods: 2, periodMinutes: 45, walkover: 3 },
  [SPORT_IDS.soccer5]: { maxPeriods: 2, periodMinutes: 20, walkover: 3 },
  [SPORT_IDS.soccer7]: { maxPeriods: 2, periodMinutes: 30, walkover: 3 },
  [SPORT_IDS.basketball]: { maxPeriods: 4, periodMinutes: 10, walkover: 20 },
};

/** Table tennis teams play each encounter as individual matches in an order of play; other sports play one match. */
export const teamEncounters = (sportId: number, modalityId: number): boolean => sportId === SPORT_IDS.tableTennis && modalityId === MODALITY_IDS.team;

/**
 * The configuration a new phase starts from, per sport, format and game system (modality). Table tennis uses the
 * spec's phase defaults (best of 5 games to 11, walkover 11–0 a game); goals sports and basketball play timed
 * periods with their forfeit score as walkover. Knockouts of timed sports go to extra time, soccer then to
 * penalties.
 */
export function phaseConfigurationDefaults(sportId: number, formatId: number = PHASE_FORMAT_IDS.groups, modalityId: number = MODALITY_IDS.single): PhaseConfiguration {
  const knockout = formatId === PHASE_FORMAT_IDS.knockout;
  const timed = PERIODS_OF_SPORT[sportId];
  const base: PhaseConfiguration = {
    classified: PHASE_DEFAULTS.classified,
    unclassified: PHASE_DEFAULTS.unclassified,
    rounds: PHASE_DEFAULTS.rounds,
    maxPeriods: PHASE_DEFAULTS.maxPeriods,
    periodsToWin: PHASE_DEFAULTS.periodsToWin,
    scoreToWin: PHASE_DEFAULTS.scoreToWin,
    walkoverWinnerPoints: PHASE_DEFAULTS.walkoverWinnerPointsPerPeriod,
    walkoverLoserPoints: PHASE_DEFAULTS.walkoverLoserPointsPerPeriod,
    periodMinutes: null,
    extraTime: false,
    penalties: false,
    rubbersToWin: teamEncounters(sportId, modalityId) ? 3 : 1,
    sequenceId: teamEncounters(sportId, modalityId) ? SEQUENCE_IDS.worldTeam : null,
    tieBreakPreset: TIE_BREAK_OF_SPORT[sportId] ?? 'ittf',
    groupCount: null,
    groupSize: knockout ? null : 4,
    drawMethod: 'snake',
    separateClubs: true,
    seedOrder: 'ittf',
    maxSeeds: null,
    thirdPlace: false,
  };
  if (!timed) return base;
  return {
    ...base,
    maxPeriods: timed.maxPeriods,
    periodsToWin: 0,
    scoreToWin: 0,
    walkoverWinnerPoints: timed.walkover,
    periodMinutes: timed.periodMinutes,
    extraTime: knockout,
    penalties: knockout && sportId !== SPORT_IDS.basketball,
  };
}

/** A sent configuration over the defaults: what the phase stores. */
export function resolvePhaseConfiguration(
  input: PhaseConfigurationInput,
  sportId: number,
  formatId: number,
  modalityId: number = MODALITY_IDS.single,
): PhaseConfiguration {
  const defaults = phaseConfigurationDefaults(sportId, formatId, modalityId);
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const configuration: PhaseConfiguration = { ...defaults, ...defined };
  if (!teamEncounters(sportId, modalityId)) return { ...configuration, sequenceId: null };
  // The order of play decides the matches to win; matches to win alone pick the standard order of that length.
  const chosen = input.sequenceId === undefined ? null : findSequence(input.sequenceId);
  if (chosen) return { ...configuration, rubbersToWin: sequenceRubbersToWin(chosen) };
  if (input.sequenceId === null) return configuration;
  const fitting = TEAM_SEQUENCES.find((sequence) => !sequence.games.includes('D') && sequenceRubbersToWin(sequence) === configuration.rubbersToWin);
  return { ...configuration, sequenceId: fitting?.id ?? null };
}
