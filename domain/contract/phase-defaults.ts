import { MODALITY_IDS, PHASE_DEFAULTS, SEQUENCE_IDS, SPORT_IDS, TEAM_SEQUENCES, findSequence, sequenceRubbersToWin } from '../catalog';
import { messageRef } from './message-ref';
import { PHASE_FORMAT_IDS, TIE_BREAK_PRESET_NAMES, type PhaseConfiguration, type PhaseConfigurationInput, type TieBreakPresetName } from './phase.schema';

const TIE_BREAK_OF_SPORT: Record<number, TieBreakPresetName> = {
  [SPORT_IDS.tableTennis]: 'ittf',
  [SPORT_IDS.soccer]: 'uefa',
  [SPORT_IDS.soccer5]: 'uefa',
  [SPORT_IDS.soccer7]: 'uefa',
  [SPORT_IDS.basketball]: 'fiba',
};

/**
 * The tie-break presets whose regulations are the sport's: each scores a match its own way (ITTF and FIBA 2 a win and
 * 1 a loss, UEFA and FIFA 3 a win and 1 a draw), so another sport's preset would rank a table with the wrong points.
 */
const TIE_BREAKS_OF_SPORT: Record<number, readonly TieBreakPresetName[]> = {
  [SPORT_IDS.tableTennis]: ['ittf'],
  [SPORT_IDS.soccer]: ['uefa', 'fifa'],
  [SPORT_IDS.soccer5]: ['uefa', 'fifa'],
  [SPORT_IDS.soccer7]: ['uefa', 'fifa'],
  [SPORT_IDS.basketball]: ['fiba'],
};

/** The tie-break presets a phase of the sport may use; every preset for a sport the platform does not know. */
export const tieBreakPresetsOf = (sportId: number): readonly TieBreakPresetName[] => TIE_BREAKS_OF_SPORT[sportId] ?? TIE_BREAK_PRESET_NAMES;

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

/** A phase setting that does not fit the tournament's sport: which one, and the message reference that says what does. */
export interface SportMisfit {
  field: keyof PhaseConfiguration;
  message: string;
}

/**
 * The first setting of a phase configuration its sport's rules do not allow, or null: the tie-break preset (and so the
 * points a match gives) must be the sport's; timed sports play their number of periods (two halves, FIBA's four
 * quarters) and only goals sports take penalties; table tennis is not timed, has neither extra time nor penalties, and
 * plays best of an odd number of games, won with more than half of them (ITTF).
 */
export function phaseSportMisfit(sportId: number, configuration: PhaseConfiguration): SportMisfit | null {
  const presets = tieBreakPresetsOf(sportId);
  if (!presets.includes(configuration.tieBreakPreset)) {
    return { field: 'tieBreakPreset', message: messageRef('tieBreakOfSport', { options: presets.map((preset) => preset.toUpperCase()).join(', ') }) };
  }
  const timed = PERIODS_OF_SPORT[sportId];
  if (timed) {
    if (configuration.maxPeriods !== timed.maxPeriods) return { field: 'maxPeriods', message: messageRef('periodsOfSport', { count: timed.maxPeriods }) };
    if (sportId === SPORT_IDS.basketball && configuration.penalties) return { field: 'penalties', message: 'noPenaltiesInSport' };
    return null;
  }
  if (sportId !== SPORT_IDS.tableTennis) return null;
  if (configuration.periodMinutes !== null) return { field: 'periodMinutes', message: 'notTimedSport' };
  if (configuration.extraTime) return { field: 'extraTime', message: 'noExtraTimeInSport' };
  if (configuration.penalties) return { field: 'penalties', message: 'noPenaltiesInSport' };
  if (configuration.maxPeriods % 2 === 0) return { field: 'maxPeriods', message: 'oddGames' };
  const toWin = (configuration.maxPeriods + 1) / 2;
  if (configuration.periodsToWin !== toWin) return { field: 'periodsToWin', message: messageRef('bestOfGames', { max: configuration.maxPeriods, toWin }) };
  if (configuration.scoreToWin < 1) return { field: 'scoreToWin', message: 'positive' };
  return null;
}
