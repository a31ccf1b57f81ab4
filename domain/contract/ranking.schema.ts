import * as v from 'valibot';
import type { BalanceReason, CoachRule, CutPoint, Movement, PhaseRule, PositionRule } from '../rankings';
import { MODALITY_IDS } from '../catalog';
import { date } from './dates';
import { idParam, requiredText, wholeNumber, wholeNumberText } from './fields';
import { optionalRef, pagingQuery, searchQuery, sportId, versionField, type Owned } from './catalog-fields';
import { maxItemsMessage } from './message-ref';
import { GENRE_ID_VALUES } from './valid.schema';

const points = wholeNumber(0, 100_000);
const count = (max: number) => wholeNumber(1, max);

const PositionRuleInput = v.object({ upTo: count(1024), points });
const PhaseRuleInput = v.object({ order: count(10), points });
const CoachRuleInput = v.variant('kind', [
  v.object({ kind: v.literal('summation') }),
  v.object({ kind: v.literal('top-athletes'), topPositions: count(1024), pointsPerAthlete: points }),
]);

/** The rules of a rating system, as a rating system is written and as they are stored with it. */
export const RatingRulesInput = v.object({
  positions: v.pipe(v.array(PositionRuleInput, 'invalidType'), v.maxLength(64, maxItemsMessage(64))),
  phases: v.optional(v.pipe(v.array(PhaseRuleInput, 'invalidType'), v.maxLength(10, maxItemsMessage(10))), []),
  perMatchWon: v.optional(points, 0),
  coach: v.optional(CoachRuleInput, { kind: 'summation' }),
});

/** A rating (discount) system: points per position, per phase reached and per match won, and coach points. */
export const RatingSystemInput = v.object({
  name: requiredText(120),
  updateMomentId: v.picklist([1, 3, 4] as const, 'oneOf'),
  ...RatingRulesInput.entries,
  version: versionField,
});
export type RatingSystemInput = v.InferOutput<typeof RatingSystemInput>;

export interface RatingSystemView extends Owned {
  id: number;
  name: string;
  updateMomentId: number;
  positions: PositionRule[];
  phases: PhaseRule[];
  perMatchWon: number;
  coach: CoachRule;
}

const months = count(120);
export const CutPointInput = v.variant('typeId', [
  v.object({ typeId: v.null() }),
  v.object({ typeId: v.literal(5), moves: count(100) }),
  v.object({ typeId: v.literal(6), months }),
  v.object({ typeId: v.literal(7), best: count(100) }),
  v.object({ typeId: v.literal(8), months }),
]);

const RankingModalityInput = v.object({
  modalityId: v.picklist([MODALITY_IDS.single, MODALITY_IDS.double, MODALITY_IDS.team, MODALITY_IDS.coach] as const, 'oneOf'),
  genreId: v.picklist(GENRE_ID_VALUES, 'oneOf'),
  ageCategoryId: optionalRef,
  levelCategoryId: optionalRef,
  subCategoryId: optionalRef,
});

/** A ranking with its tables (`rankingModalities`); changing it keeps the tables that stay the same. */
export const RankingInput = v.object({
  name: requiredText(120),
  sportId,
  seasonId: optionalRef,
  ratingSystemId: wholeNumber(1),
  cutPoint: v.optional(CutPointInput, { typeId: null }),
  /** The divisions a reclassification (cut point 5) moves people between. */
  levelGroupId: optionalRef,
  rankingModalities: v.pipe(v.array(RankingModalityInput, 'invalidType'), v.minLength(1, 'required'), v.maxLength(40, maxItemsMessage(40))),
  customInfo: v.optional(v.object({ topNPositionsRankingModalityMapping: v.optional(v.record(v.pipe(v.string(), v.maxLength(12)), wholeNumber(1, 1024))) }), {}),
  version: versionField,
});
export type RankingInput = v.InferOutput<typeof RankingInput>;

export interface RankingModalityView {
  id: number;
  modalityId: number;
  genreId: number;
  ageCategoryId: number | null;
  levelCategoryId: number | null;
  subCategoryId: number | null;
}

export interface RankingView extends Owned {
  id: number;
  name: string;
  sportId: number;
  seasonId: number | null;
  ratingSystemId: number;
  cutPoint: CutPoint;
  levelGroupId: number | null;
  customInfo: { topNPositionsRankingModalityMapping?: Record<string, number> };
  rankingModalities: RankingModalityView[];
}

/**
 * `GET ranking` filters. `organizerId`: the rankings that tournaments run by the organiser have fed (awarded points
 * in); a ranking has no organiser of its own. With it, the list is not cut to the request's community.
 */
export const RankingListQuery = v.object({ ...pagingQuery(20), sportId: v.optional(idParam), seasonId: v.optional(idParam), organizerId: v.optional(idParam), q: searchQuery });
export const ModalityTableQuery = v.object({ ...pagingQuery(25), ageCategoryId: v.optional(idParam), q: searchQuery });

export interface RankingCategory {
  id: number;
  rankingId: number;
  label: string;
}

export interface ModalityTableRow {
  position: number;
  /** Position in the whole table and in the latest snapshot; null: not in it (new). */
  overallPosition: number;
  previousPosition: number | null;
  /** The whole-table position against the latest snapshot's. */
  movement: Movement;
  personId: number;
  name: string;
  club: string | null;
  points: number;
  tournaments: number;
}

export interface BalanceLineView {
  id: number;
  rankingModalityId: number;
  personId: number;
  personName: string;
  validId: number;
  validName: string;
  phaseId: number | null;
  source: 'valid' | 'phase';
  reason: BalanceReason;
  detail: number;
  points: number;
  date: string;
}

export const BalancesQuery = v.object({ ...pagingQuery(100), rankingModalityId: v.optional(idParam), personId: v.optional(idParam), validId: v.optional(idParam) });

export const SnapshotInput = v.object({ rankingId: wholeNumber(1), takenOn: v.optional(date) });
export type SnapshotInput = v.InferOutput<typeof SnapshotInput>;
export const SnapshotQuery = v.object({ rankingId: idParam });
/** Two snapshots of one ranking read side by side for one of its tables, a page at a time. */
export const SnapshotCompareQuery = v.object({ rankingModalityId: idParam, from: idParam, to: idParam, page: v.optional(wholeNumberText(0, 100_000), 0), size: v.optional(wholeNumberText(1, 200), 50) });

export interface SnapshotSummary {
  id: number;
  rankingId: number;
  takenOn: string;
  /** How many people the snapshot froze, over all its tables. */
  people: number;
}

export interface SnapshotComparison {
  rankingModalityId: number;
  from: { id: number; takenOn: string };
  to: { id: number; takenOn: string };
  total: number;
  /** In the later snapshot's order; who left it comes after, in the earlier one's. */
  items: {
    personId: number;
    name: string;
    fromPosition: number | null;
    toPosition: number | null;
    fromPoints: number | null;
    toPoints: number | null;
    /** Places gained (positive) or lost; null when the person is in only one of the two. */
    movement: number | null;
  }[];
}

export interface SnapshotView {
  id: number;
  rankingId: number;
  takenOn: string;
  rows: { rankingModalityId: number; personId: number; position: number; points: number; age: number | null }[];
}

export interface FinishProcessed {
  scope: 'valid' | 'phase';
  id: number;
  rankingModalities: number;
  lines: number;
}
