import * as v from 'valibot';
import type { Lineup, MatchResult, SeparationKey, Slot, Standings, StandingsOptions } from '../engine';
import type { Locale } from '../catalog';
import { id, idParam, MAX_INT, optionalText, text, wholeNumber, wholeNumberText } from './fields';
import { versionField } from './catalog-fields';
import { maxCharsMessage, maxItemsMessage, maxValueMessage, minCharsMessage } from './message-ref';
import { DRAW_METHODS, SEED_ORDERS, type DrawMethodName, type SeedOrderName } from './phase.schema';

/**
 * `PUT sort/group/{id}`: draw (or redraw) phase `id`. Unset fields follow the phase's configuration; without a
 * `seed` the server picks one and records it, so the same entries and seed always give the same draw. A redraw
 * sends the version of the draw it read. With `method: 'manual'` the organiser places entries by hand: `manual` holds
 * one list of entry ids per group, `lines` one entry id (or null for a bye) per line of a knockout bracket.
 */
export const DrawInput = v.pipe(
  v.object({
    version: versionField,
    method: v.optional(v.picklist(DRAW_METHODS, 'oneOf')),
    seed: v.optional(wholeNumber(0, MAX_INT)),
    groupCount: v.optional(wholeNumber(1, 64)),
    manual: v.optional(v.pipe(v.array(v.pipe(v.array(id, 'invalidType'), v.maxLength(128, maxItemsMessage(128))), 'invalidType'), v.maxLength(64, maxItemsMessage(64)))),
    lines: v.optional(v.pipe(v.array(v.nullable(id), 'invalidType'), v.maxLength(128, maxItemsMessage(128)))),
    separateClubs: v.optional(v.boolean('invalidType')),
    seedOrder: v.optional(v.picklist(SEED_ORDERS, 'oneOf')),
    thirdPlace: v.optional(v.boolean('invalidType')),
    maxSeeds: v.optional(wholeNumber(1, 128)),
  }),
  v.forward(
    v.partialCheck([['method'], ['manual'], ['lines']], (input) => input.method !== 'manual' || input.manual !== undefined || input.lines !== undefined, 'required'),
    ['manual'],
  ),
);
export type DrawInput = v.InferOutput<typeof DrawInput>;

/**
 * `PUT group/{id}`: moves entry `inscribedId` of group `id` to group `toGroupId` of the same phase, or swaps it with
 * `swapWithId` of that group (sizes and schedule kept). `version` is the draw's.
 */
export const GroupMoveInput = v.object({
  version: wholeNumber(1),
  inscribedId: id,
  toGroupId: id,
  swapWithId: v.optional(id),
});
export type GroupMoveInput = v.InferOutput<typeof GroupMoveInput>;

/** What a draw ran with, stored with it so it can be read back and replayed. */
export interface DrawOptions {
  kind: 'groups' | 'bracket';
  /** The entries drawn, in the order given to the engine. */
  entries: Array<{ id: number; seed: number | null; clubId: number | null; fromGroup: number | null }>;
  separateBy: SeparationKey[];
  groupCount?: number;
  rounds?: number;
  manual?: number[][];
  order?: SeedOrderName;
  thirdPlace?: boolean;
  maxSeeds?: number | null;
  size?: number;
  /** Entry on each bracket line; null is a bye. */
  lines?: Array<number | null>;
}

export const MATCH_STATUSES = ['pending', 'played', 'bye'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export interface GroupEntryView {
  inscribedId: number;
  position: number;
  personId: number;
  firstName: string;
  lastName: string;
  clubName: string | null;
}

export interface GroupSummary {
  id: number;
  phaseId: number;
  number: number;
  name: string;
  entries: GroupEntryView[];
}

/** A side of another match of the phase: its id, the engine's code for it (`r2p1`), and which side. */
export interface MatchSlot {
  matchId: number;
  matchCode: string;
  side: Slot['side'];
}

export interface MatchView {
  id: number;
  phaseId: number;
  groupId: number | null;
  /** The engine's id of the match in its phase (`g1-r1p2`, `r2p1`). */
  code: string;
  round: number;
  position: number;
  homeId: number | null;
  awayId: number | null;
  result: MatchResult | null;
  status: MatchStatus;
  winnerId: number | null;
  /** Where a knockout match's winner goes (and its loser, from the semi-finals to the third-place match); null otherwise. */
  winnerTo: MatchSlot | null;
  loserTo: MatchSlot | null;
  thirdPlace: boolean;
  /** Who played where in a team encounter (people of each team's roster); null for other matches. */
  lineup: Lineup | null;
  version: number;
  updatedAt: string;
}

/** `GET sort/group/{id}`: how a phase was drawn, its groups or its bracket lines. */
export interface PhaseDraw {
  phaseId: number;
  formatId: number;
  method: string;
  seed: number;
  options: DrawOptions;
  drawnAt: string;
  drawnByAccountId: number | null;
  version: number;
  groups: GroupSummary[];
  bracket: { size: number; rounds: number; order: SeedOrderName; lines: Array<number | null> } | null;
}

/** `GET group/{id}`: a group with its matches and its standings, as the engine ranks them (lots included). */
export interface GroupDetail extends GroupSummary {
  matches: MatchView[];
  standings: Standings;
  /** The rules the standings were computed with, so a client can explain each tie. */
  standingsOptions: StandingsOptions;
}

/** `GET match`: the matches of a phase, optionally of one group or one round. */
export const MatchListQuery = v.object({
  phaseId: idParam,
  groupId: v.optional(idParam),
  round: v.optional(wholeNumberText(1, 64)),
});
export type MatchListQuery = v.InferOutput<typeof MatchListQuery>;

const points = v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(0, 'positive'), v.maxValue(999, maxValueMessage(999)));
const ScoreInput = v.object({ home: points, away: points });
const scores = (max: number) => v.pipe(v.array(ScoreInput, 'invalidType'), v.maxLength(max, maxItemsMessage(max)));
const IndividualResult = {
  periods: scores(9),
  overtime: v.optional(scores(10)),
  penalties: v.optional(ScoreInput),
  forfeitedBy: v.optional(v.picklist(['home', 'away'], 'oneOf')),
  fairPlay: v.optional(ScoreInput),
};

/** A result in the engine's shape: games, halves or quarters, then extra time, penalties, walkover, rubbers. */
export const MatchResultInput = v.object({
  ...IndividualResult,
  rubbers: v.optional(v.pipe(v.array(v.object(IndividualResult), 'invalidType'), v.maxLength(9, maxItemsMessage(9)))),
});

const LineupSideInput = v.object({
  singles: v.pipe(v.array(id, 'invalidType'), v.maxLength(8, maxItemsMessage(8))),
  doubles: v.optional(v.pipe(v.array(id, 'invalidType'), v.maxLength(2, maxItemsMessage(2))), []),
});

/**
 * A team encounter's line-up: the people of each team's roster in its singles places (A, B, C at home; X, Y, Z
 * away) and its doubles pair where the order of play leaves the pair free.
 */
export const MatchLineupInput = v.object({ home: LineupSideInput, away: LineupSideInput });
export type MatchLineupInput = v.InferOutput<typeof MatchLineupInput>;

/** A player a team sheet lists: public name only. */
export interface SheetPlayer {
  personId: number;
  name: string;
}

/**
 * `GET match/sheet/{id}`: a table tennis team encounter's sheet: its order of play (the sequences lookup), the
 * individual matches a team must win, both teams' rosters and the line-up it was played with.
 */
export interface TeamSheet {
  matchId: number;
  sequenceId: number | null;
  rubbersToWin: number;
  rosters: { home: SheetPlayer[]; away: SheetPlayer[] };
  lineup: Lineup | null;
}

/** The longest reason an organiser may give for a result or its correction. */
export const RESULT_REASON_MAX = 300;

/**
 * `PUT match/{id}`: a result (or its correction) with the version of the match it was entered on, and why, if
 * the organiser says (kept in the match's result history).
 */
export const MatchResultUpdate = v.object({
  version: wholeNumber(1),
  result: MatchResultInput,
  lineup: v.optional(MatchLineupInput),
  reason: optionalText(RESULT_REASON_MAX),
});
export type MatchResultUpdate = v.InferOutput<typeof MatchResultUpdate>;

/** How long the reason of a correction after the fact must be: it stays in the match's history for everyone. */
export const CORRECTION_REASON_MIN = 3;
export const CORRECTION_REASON_MAX = 500;

/**
 * `PUT match/correction/{id}`: the owner's correction of a result already entered, also once the phase or the
 * tournament has finished. The reason is required. Later knockout matches the correction would take results from
 * are cleared only with `clearDependents` (the answer without it is a 409 listing them).
 */
export const MatchCorrectionInput = v.object({
  version: wholeNumber(1),
  result: MatchResultInput,
  lineup: v.optional(MatchLineupInput),
  reason: v.pipe(text, v.trim(), v.nonEmpty('required'), v.minLength(CORRECTION_REASON_MIN, minCharsMessage(CORRECTION_REASON_MIN)), v.maxLength(CORRECTION_REASON_MAX, maxCharsMessage(CORRECTION_REASON_MAX))),
  clearDependents: v.optional(v.boolean('invalidType'), false),
});
export type MatchCorrectionInput = v.InferOutput<typeof MatchCorrectionInput>;

/** A later match a correction clears (or would clear), named as people read it: its round and its two sides. */
export interface ClearedMatch {
  id: number;
  round: string;
  home: string | null;
  away: string | null;
}

/** The corrected match, and the later matches whose results went with the correction. */
export interface MatchCorrected {
  match: MatchView;
  cleared: ClearedMatch[];
}

/** `GET distribution-rules`: the ways entries are dealt into groups. */
export const DISTRIBUTION_RULES: Record<DrawMethodName, Record<Locale, { name: string; description: string }>> = {
  snake: {
    es: { name: 'Serpentina', description: 'Los cabezas de serie se reparten en zigzag para igualar la fuerza de los grupos' },
    en: { name: 'Snake', description: 'Seeds are dealt back and forth so groups are equally strong' },
  },
  balanced: {
    es: { name: 'Equilibrado', description: 'Cada bombo se reparte en el mismo orden' },
    en: { name: 'Balanced', description: 'Every pot is dealt in the same order' },
  },
  random: {
    es: { name: 'Sorteo por bombos', description: 'Cada bombo se sortea con una semilla registrada que permite repetirlo' },
    en: { name: 'Seeded random', description: 'Each pot is drawn by lot with a recorded seed, so it can be replayed' },
  },
  manual: {
    es: { name: 'Manual', description: 'El organizador ubica a cada participante' },
    en: { name: 'Manual', description: 'The organiser places every entry' },
  },
};

/** `GET bracket/types`: where seeds go in a bracket. */
export const SEED_ORDER_LABELS: Record<SeedOrderName, Record<Locale, { name: string; description: string }>> = {
  ittf: {
    es: { name: 'Líneas ITTF', description: 'Cabezas de serie en las líneas fijas de la ITTF, sorteados dentro de cada bloque' },
    en: { name: 'ITTF lines', description: 'Seeds on the ITTF fixed lines, drawn by lot within each block' },
  },
  natural: {
    es: { name: 'Orden natural', description: 'El 1 contra el último, el 2 contra el penúltimo, sin sorteo' },
    en: { name: 'Natural order', description: 'Seed 1 against the last, 2 against the second last, no lots' },
  },
};

export const CLUB_SEPARATION_LABEL: Record<Locale, { name: string; description: string }> = {
  es: { name: 'Separar clubes', description: 'Los jugadores de un mismo club se ubican en grupos o mitades distintas cuando es posible' },
  en: { name: 'Keep clubs apart', description: 'Entries of one club go to different groups or halves where possible' },
};

export interface DistributionRule {
  id: DrawMethodName;
  name: string;
  description: string;
}

export interface BracketTypes {
  maxSize: number;
  seedOrders: Array<{ id: SeedOrderName; name: string; description: string }>;
  sizes: Array<{ size: number; rounds: number; firstRound: string }>;
  clubSeparation: { name: string; description: string };
}
