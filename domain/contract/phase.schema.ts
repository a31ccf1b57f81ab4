import * as v from 'valibot';
import { id, idParam, requiredText, wholeNumberText } from './fields';
import { optionalDate, versionField, type Owned } from './catalog-fields';
import { maxItemsMessage, maxValueMessage } from './message-ref';
import { SEQUENCE_IDS, findSequence, sequenceRubbersToWin } from '../catalog';

const TEAM_SEQUENCE_IDS = Object.values(SEQUENCE_IDS);

/** Phase formats: 1 groups (round robin), 2 knockout (brackets). */
export const PHASE_FORMAT_IDS = { groups: 1, knockout: 2 } as const;
export const PHASE_FORMAT_ID_VALUES = Object.values(PHASE_FORMAT_IDS);
/** Phase categories: 1 Normal (takes the previous phase's qualified), 2 Repechaje (takes its eliminated). */
export const PHASE_CATEGORY_IDS = { normal: 1, repechage: 2 } as const;
export const PHASE_CATEGORY_ID_VALUES = Object.values(PHASE_CATEGORY_IDS);

/** How entries are dealt into groups (the engine's draw methods). */
export const DRAW_METHODS = ['snake', 'balanced', 'random', 'manual'] as const;
export type DrawMethodName = (typeof DRAW_METHODS)[number];
/** Where seeds go in a bracket: ITTF fixed seed lines or natural 1-vs-last order. */
export const SEED_ORDERS = ['ittf', 'natural'] as const;
export type SeedOrderName = (typeof SEED_ORDERS)[number];
/** Tie-break presets of the engine's standings. */
export const TIE_BREAK_PRESET_NAMES = ['ittf', 'uefa', 'fifa', 'fiba'] as const;
export type TieBreakPresetName = (typeof TIE_BREAK_PRESET_NAMES)[number];

const count = (min: number, max: number) => v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(min, 'positive'), v.maxValue(max, maxValueMessage(max)));

/**
 * Every setting a phase plays by. Scoring fields follow the sport: table tennis counts games (`maxPeriods`
 * games, `periodsToWin` to win, `scoreToWin` points a game), soccer halves and basketball quarters use
 * `maxPeriods` and `periodMinutes` (0 in `periodsToWin`/`scoreToWin` means it does not apply). Walkover points
 * go per period. Group fields apply to format 1, bracket fields to format 2.
 */
export interface PhaseConfiguration {
  classified: number;
  unclassified: number;
  rounds: number;
  maxPeriods: number;
  periodsToWin: number;
  scoreToWin: number;
  walkoverWinnerPoints: number;
  walkoverLoserPoints: number;
  /** Minutes a period lasts (halves, quarters); null for sports played to a score. */
  periodMinutes: number | null;
  /** Knockout matches level after regular time go to extra time (goals sports) or overtime (basketball). */
  extraTime: boolean;
  /** Knockout matches still level are decided on penalties (goals sports). */
  penalties: boolean;
  /** Individual matches a team must win in a team match (table tennis teams); 1 otherwise. */
  rubbersToWin: number;
  /** Order of play of a team encounter (the sequences lookup); null where a match is not played game by game between teams. */
  sequenceId: number | null;
  tieBreakPreset: TieBreakPresetName;
  groupCount: number | null;
  groupSize: number | null;
  drawMethod: DrawMethodName;
  /** Keep entries of one club apart when drawing. */
  separateClubs: boolean;
  seedOrder: SeedOrderName;
  /** How many seeds keep fixed lines; null: all the seeded entries. */
  maxSeeds: number | null;
  thirdPlace: boolean;
}

/**
 * A phase configuration as sent: every field optional, the sport's and format's defaults fill the rest
 * (`GET phase/configuration` returns them).
 */
export const PhaseConfigurationInput = v.pipe(
  v.object({
    classified: v.optional(count(0, 64)),
    unclassified: v.optional(count(0, 64)),
    rounds: v.optional(count(1, 4)),
    maxPeriods: v.optional(count(1, 9)),
    periodsToWin: v.optional(count(0, 9)),
    scoreToWin: v.optional(count(0, 99)),
    walkoverWinnerPoints: v.optional(count(0, 99)),
    walkoverLoserPoints: v.optional(count(0, 99)),
    periodMinutes: v.optional(v.nullable(count(1, 90))),
    extraTime: v.optional(v.boolean('invalidType')),
    penalties: v.optional(v.boolean('invalidType')),
    rubbersToWin: v.optional(count(1, 9)),
    sequenceId: v.optional(v.nullable(v.picklist(TEAM_SEQUENCE_IDS, 'oneOf'))),
    tieBreakPreset: v.optional(v.picklist(TIE_BREAK_PRESET_NAMES, 'oneOf')),
    groupCount: v.optional(v.nullable(count(1, 64))),
    groupSize: v.optional(v.nullable(count(2, 32))),
    drawMethod: v.optional(v.picklist(DRAW_METHODS, 'oneOf')),
    separateClubs: v.optional(v.boolean('invalidType')),
    seedOrder: v.optional(v.picklist(SEED_ORDERS, 'oneOf')),
    maxSeeds: v.optional(v.nullable(count(1, 128))),
    thirdPlace: v.optional(v.boolean('invalidType')),
  }),
  // An order of play decides how many individual matches win an encounter: more than half of its games.
  v.forward(
    v.partialCheck(
      [['sequenceId'], ['rubbersToWin']],
      (input) => {
        const sequence = findSequence(input.sequenceId);
        return !sequence || input.rubbersToWin === undefined || input.rubbersToWin === sequenceRubbersToWin(sequence);
      },
      'sequenceRubbers',
    ),
    ['rubbersToWin'],
  ),
);
export type PhaseConfigurationInput = v.InferOutput<typeof PhaseConfigurationInput>;

/**
 * `POST phase` / `PUT phase/{id}`: a phase of a tournament. New phases go last unless `order` (from 1) puts
 * them earlier, moving the later ones down. `walkoverLoserPoints` must stay below the winner's.
 */
export const PhaseInput = v.pipe(
  v.object({
    validId: id,
    name: requiredText(80),
    formatId: v.picklist(PHASE_FORMAT_ID_VALUES, 'oneOf'),
    categoryId: v.optional(v.picklist(PHASE_CATEGORY_ID_VALUES, 'oneOf'), PHASE_CATEGORY_IDS.normal),
    order: v.optional(count(1, 50)),
    startDate: optionalDate,
    endDate: optionalDate,
    configuration: v.optional(PhaseConfigurationInput, {}),
    version: versionField,
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => !input.startDate || !input.endDate || input.endDate >= input.startDate, 'dateOrder'), ['endDate']),
  v.forward(
    v.partialCheck(
      [['configuration', 'walkoverWinnerPoints'], ['configuration', 'walkoverLoserPoints']],
      (input) =>
        input.configuration.walkoverWinnerPoints === undefined ||
        input.configuration.walkoverLoserPoints === undefined ||
        input.configuration.walkoverLoserPoints < input.configuration.walkoverWinnerPoints,
      'minMax',
    ),
    ['configuration', 'walkoverLoserPoints'],
  ),
);
export type PhaseInput = v.InferOutput<typeof PhaseInput>;

/**
 * A phase as a new tournament brings it (`POST valid` with `phases`): written with the tournament in one
 * transaction, in the order given, each completed with its sport's and format's defaults.
 */
export const NewPhaseInput = v.object({
  name: requiredText(80),
  formatId: v.picklist(PHASE_FORMAT_ID_VALUES, 'oneOf'),
  categoryId: v.optional(v.picklist(PHASE_CATEGORY_ID_VALUES, 'oneOf'), PHASE_CATEGORY_IDS.normal),
  configuration: v.optional(PhaseConfigurationInput, {}),
});
export type NewPhaseInput = v.InferOutput<typeof NewPhaseInput>;

/** `PUT phase/order`: the valid's phase ids in their new order (all of them, each once). */
export const PhaseOrderInput = v.object({
  validId: id,
  phaseIds: v.pipe(v.array(id, 'invalidType'), v.minLength(1, 'required'), v.maxLength(50, maxItemsMessage(50))),
});
export type PhaseOrderInput = v.InferOutput<typeof PhaseOrderInput>;

/** `GET phase`: `id` for one phase, or `validId` for a tournament's phases in order (one is required). */
export const PhaseQuery = v.object({ id: v.optional(idParam), validId: v.optional(idParam) });
export type PhaseQuery = v.InferOutput<typeof PhaseQuery>;

/** `GET phase/highlight`: the phases worth showing now (running, then next), of one tournament or the community. */
export const PhaseHighlightQuery = v.object({
  validId: v.optional(idParam),
  size: v.optional(wholeNumberText(1, 50), 10),
});
export type PhaseHighlightQuery = v.InferOutput<typeof PhaseHighlightQuery>;

/**
 * `GET phase/configuration`: the defaults for a sport and format. `ruleId` is the game system (the
 * tournament's modality: 1 single, 2 team, 3 double); teams of table tennis play to three rubbers.
 */
export const PhaseConfigurationQuery = v.object({
  sportId: idParam,
  ruleId: v.optional(idParam),
  phaseTypeId: v.optional(v.pipe(idParam, v.picklist(PHASE_FORMAT_ID_VALUES, 'oneOf'))),
});
export type PhaseConfigurationQuery = v.InferOutput<typeof PhaseConfigurationQuery>;

/** A phase of a tournament; `order` runs from 1. */
export interface Phase extends Owned {
  id: number;
  validId: number;
  order: number;
  name: string;
  formatId: number;
  categoryId: number;
  statusId: number;
  startDate: string | null;
  endDate: string | null;
  configuration: PhaseConfiguration;
  /**
   * Entries of this phase, removed ones left out: the tournament's for the first phase; whoever its draw placed once drawn;
   * before that, for a later phase, the entries it waits for (the qualified, or the places the groups before it send on).
   */
  entryCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A highlighted phase carries its tournament's name and sport. */
export interface PhaseHighlight extends Phase {
  validName: string;
  sportId: number;
}
