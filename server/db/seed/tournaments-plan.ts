import { MODALITY_IDS, SPORT_IDS } from '@domain/catalog';
import type { DemoPlay } from './play';
import { PHASE_CATEGORY_IDS, PHASE_FORMAT_IDS, phaseConfigurationDefaults, type PhaseConfiguration } from '@domain/contract';

/** A demo tournament's shape: what it is, when it is, and where its status stands. */
export interface DemoValid {
  name: string;
  sportId: number;
  modalityId: number;
  genreId: number;
  statusId: number;
  /** Days from the seeding day to its start, and its length. */
  startIn: number;
  days: number;
  /** Inscription window around the seeding day, when it has one. */
  inscriptions: { from: number; to: number } | null;
  maxEntries: number;
  /** How many of the eligible people are entered. */
  entries: number;
  preset: PresetName;
  ageCategory: string | null;
  levelCategory: string | null;
  /** How much of it has been drawn and played; unplayed when absent. */
  play?: DemoPlay;
}

export type PresetName = 'league' | 'groupsKnockout' | 'knockout' | 'groupsKnockoutRepechage';

export interface DemoPhase {
  name: string;
  formatId: number;
  categoryId: number;
  configuration: PhaseConfiguration;
}

const EDITIONS = ['Copa Apertura', 'Liga Regular', 'Torneo Relámpago', 'Gran Premio', 'Copa Clausura'];
const SPORT_NAMES: Record<number, string> = { 1: 'Tenis de Mesa', 2: 'Fútbol', 3: 'Baloncesto', 5: 'Fútbol 5', 6: 'Fútbol 7' };
const PRESETS: PresetName[] = ['groupsKnockout', 'league', 'knockout', 'groupsKnockoutRepechage', 'groupsKnockout'];

/** Each status once: not started with inscriptions open, started, paused, finished, canceled. */
const STATUS_TIMES = [
  { statusId: 1, startIn: 21, days: 2, inscriptions: { from: -7, to: 14 } },
  { statusId: 2, startIn: -1, days: 3, inscriptions: { from: -30, to: -3 } },
  { statusId: 5, startIn: -3, days: 7, inscriptions: null },
  { statusId: 3, startIn: -40, days: 2, inscriptions: { from: -70, to: -45 } },
  { statusId: 4, startIn: -10, days: 2, inscriptions: null },
] as const;

/** Table tennis varies modality and gender category across the statuses; team sports play teams. */
const TABLE_TENNIS_KINDS = [
  { modalityId: MODALITY_IDS.single, genreId: 1, ageCategory: null },
  { modalityId: MODALITY_IDS.single, genreId: 3, ageCategory: 'Mayores' },
  { modalityId: MODALITY_IDS.double, genreId: 1, ageCategory: null },
  { modalityId: MODALITY_IDS.single, genreId: 1, ageCategory: null },
  { modalityId: MODALITY_IDS.team, genreId: 1, ageCategory: null },
] as const;

/**
 * How far each demo tournament has got: finished ones played to their champion; the started league and the
 * paused cup of team sports halfway through.
 */
function playOf(sportId: number, statusId: number): DemoPlay | undefined {
  if (statusId === 3) return 'all';
  if (sportId !== SPORT_IDS.tableTennis && (statusId === 2 || statusId === 5)) return 'half';
  return undefined;
}

/** A tournament in each status for a sport. */
export function sportTournaments(sportId: number): DemoValid[] {
  return STATUS_TIMES.map((time, index) => {
    const kind = sportId === SPORT_IDS.tableTennis ? TABLE_TENNIS_KINDS[index] : undefined;
    const modalityId = kind?.modalityId ?? MODALITY_IDS.team;
    const single = modalityId === MODALITY_IDS.single;
    const play = playOf(sportId, time.statusId);
    // The finished table tennis open takes every player of the space: groups of four, then a knockout.
    const open = play === 'all' && sportId === SPORT_IDS.tableTennis;
    return {
      name: `${EDITIONS[index] ?? 'Torneo'} de ${SPORT_NAMES[sportId] ?? 'Deporte'}`,
      sportId,
      modalityId,
      genreId: kind?.genreId ?? 1,
      ageCategory: kind?.ageCategory ?? null,
      levelCategory: index === 1 ? 'Primera' : null,
      ...time,
      maxEntries: open ? 32 : single ? 16 : 8,
      entries: open ? 32 : time.statusId === 1 ? (single ? 6 : 4) : single ? 16 : 8,
      preset: open ? 'groupsKnockout' : (PRESETS[index] ?? 'league'),
      ...(play ? { play } : {}),
    };
  });
}

/**
 * The men's and women's singles circuit the demo ranking is fed by: two men's rounds a season apart and a women's one, a summer
 * open for seniors, and a men's lightning cup played to its last match but not yet finished, so finishing it
 * moves people in the ranking.
 */
export function rankingCircuit(): DemoValid[] {
  const cup = { sportId: SPORT_IDS.tableTennis, modalityId: MODALITY_IDS.single, statusId: 3, days: 2, inscriptions: null, ageCategory: null, levelCategory: null, preset: 'knockout' as const, play: 'all' as const };
  return [
    { ...cup, name: 'Copa Otoño Masculina', genreId: 3, startIn: -90, maxEntries: 8, entries: 8 },
    { ...cup, name: 'Copa Otoño Femenina', genreId: 2, startIn: -89, maxEntries: 8, entries: 8 },
    { ...cup, name: 'Copa Primavera Masculina', genreId: 3, startIn: -50, maxEntries: 8, entries: 8 },
    { ...cup, name: 'Abierto de Verano Masculino', genreId: 3, ageCategory: 'Mayores', startIn: -12, maxEntries: 16, entries: 16 },
    { ...cup, name: 'Copa Relámpago Masculina', genreId: 3, statusId: 2, startIn: -1, days: 3, maxEntries: 8, entries: 8 },
  ];
}

/**
 * A table tennis team league halfway through its single leg: each encounter entered individual match by individual
 * match, with both captains' line-ups.
 */
export function teamLeague(): DemoValid[] {
  return [
    { name: 'Liga por Equipos', sportId: SPORT_IDS.tableTennis, modalityId: MODALITY_IDS.team, genreId: 1, statusId: 2, startIn: -14, days: 60, inscriptions: null, maxEntries: 6, entries: 6, preset: 'league', ageCategory: null, levelCategory: null, play: 'half' },
  ];
}

/** The three tournaments of a space's multi-tournament. */
export function multiTournamentParts(sportId: number): DemoValid[] {
  const base = { sportId, ageCategory: null, levelCategory: null, startIn: -2, days: 5, inscriptions: { from: -30, to: -5 }, preset: 'groupsKnockout' as const };
  if (sportId === SPORT_IDS.tableTennis) {
    return [
      { ...base, name: 'Individual Masculino', modalityId: MODALITY_IDS.single, genreId: 3, statusId: 2, maxEntries: 16, entries: 12, play: 'half' },
      { ...base, name: 'Individual Femenino', modalityId: MODALITY_IDS.single, genreId: 2, statusId: 2, maxEntries: 16, entries: 12, play: 'half' },
      { ...base, name: 'Dobles Mixtos', modalityId: MODALITY_IDS.double, genreId: 1, statusId: 1, startIn: 3, inscriptions: { from: -30, to: 2 }, maxEntries: 8, entries: 2, preset: 'knockout' },
    ];
  }
  return [
    { ...base, name: 'Primera División', modalityId: MODALITY_IDS.team, genreId: 1, levelCategory: 'Primera', statusId: 2, maxEntries: 8, entries: 8, preset: 'league', play: 'half' },
    { ...base, name: 'Segunda División', modalityId: MODALITY_IDS.team, genreId: 1, levelCategory: 'Segunda', statusId: 2, maxEntries: 8, entries: 8 },
    { ...base, name: 'Copa de Plata', modalityId: MODALITY_IDS.team, genreId: 1, statusId: 1, startIn: 3, inscriptions: { from: -30, to: 2 }, maxEntries: 8, entries: 4, preset: 'knockout' },
  ];
}

/** The phases of a preset, configured with the sport's defaults for the entries it has. */
export function presetPhases(preset: PresetName, sportId: number, modalityId: number, entries: number): DemoPhase[] {
  const phase = (name: string, formatId: number, extra: Partial<PhaseConfiguration> = {}, categoryId: number = PHASE_CATEGORY_IDS.normal): DemoPhase => ({
    name,
    formatId,
    categoryId,
    configuration: { ...phaseConfigurationDefaults(sportId, formatId, modalityId), ...extra },
  });
  const groupCount = Math.max(1, Math.ceil(entries / 4));
  const groups = phase('Fase de grupos', PHASE_FORMAT_IDS.groups, { groupCount, groupSize: 4 });
  const knockout = phase('Llaves', PHASE_FORMAT_IDS.knockout, { thirdPlace: entries >= 8 });
  switch (preset) {
    case 'league':
      return [phase('Liga', PHASE_FORMAT_IDS.groups, { groupCount: 1, groupSize: Math.max(entries, 2), classified: Math.min(entries, 4) })];
    case 'knockout':
      return [knockout];
    case 'groupsKnockout':
      return [groups, knockout];
    case 'groupsKnockoutRepechage':
      return [groups, knockout, phase('Repechaje', PHASE_FORMAT_IDS.knockout, {}, PHASE_CATEGORY_IDS.repechage)];
  }
}
