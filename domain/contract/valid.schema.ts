import * as v from 'valibot';
import { MODALITY_IDS } from '../catalog';
import { date } from './dates';
import { idParam, requiredText } from './fields';
import { imageRef, nullableText, optionalDate, optionalRef, pagingQuery, searchQuery, sportId, versionField, type Owned } from './catalog-fields';
import { NewPhaseInput, type Phase } from './phase.schema';
import { statusFilter } from './tournament.schema';
import { maxItemsMessage, messageRef } from './message-ref';

/** The longest tournament name the platform keeps: its forms stop there and count up to it. */
export const VALID_NAME_MAX = 120;

/** The years a tournament's days may fall in: a typing slip such as 1926 or 2206 is refused on its field. */
export const TOURNAMENT_YEARS = { min: 1990, max: 2100 } as const;
/** A tournament's days (and its inscription window) fall within these years. */
export const inTournamentYears = (value: string) => value >= `${TOURNAMENT_YEARS.min}-01-01` && value <= `${TOURNAMENT_YEARS.max}-12-31`;
export const yearsMessage = messageRef('dateYears', TOURNAMENT_YEARS);
const tournamentDate = v.pipe(date, v.check(inTournamentYears, yearsMessage));
const optionalTournamentDate = v.pipe(
  optionalDate,
  v.check((value: string | null) => value === null || inTournamentYears(value), yearsMessage),
);

/** The modalities a tournament is played in: single players, doubles or teams. */
export const VALID_MODALITY_IDS = [MODALITY_IDS.single, MODALITY_IDS.double, MODALITY_IDS.team] as const;
/** The spec's genres as a tournament's gender category: 1 mixed, 2 women, 3 men. */
export const GENRE_IDS = { mixed: 1, women: 2, men: 3 } as const;
export const GENRE_ID_VALUES = Object.values(GENRE_IDS);

const maxEntries = v.optional(v.nullable(v.pipe(v.number('invalidType'), v.integer('integer'), v.minValue(2, 'minEntries'), v.maxValue(1024, 'maxEntriesLimit'))), null);

/**
 * A tournament (the spec's "valid"): created not started (status 1); its status changes only through the
 * status call. `tournamentId` places it inside a multi-tournament. The inscription window is optional; when
 * given it opens before it closes and closes by the tournament's last day.
 */
export const ValidInput = v.pipe(
  v.object({
    name: requiredText(VALID_NAME_MAX),
    tournamentId: optionalRef,
    sportId,
    modalityId: v.picklist(VALID_MODALITY_IDS, 'oneOf'),
    genreId: v.optional(v.picklist(GENRE_ID_VALUES, 'oneOf'), GENRE_IDS.mixed),
    ageCategoryId: optionalRef,
    levelCategoryId: optionalRef,
    subCategoryId: optionalRef,
    seasonId: optionalRef,
    placeId: optionalRef,
    organizerId: optionalRef,
    startDate: tournamentDate,
    endDate: tournamentDate,
    inscriptionStart: optionalTournamentDate,
    inscriptionEnd: optionalTournamentDate,
    maxEntries,
    requiresApproval: v.optional(v.boolean('invalidType'), false),
    description: nullableText(2000),
    logo: imageRef,
    /** Only read when creating: the phases the tournament starts with, in playing order. */
    phases: v.optional(v.pipe(v.array(NewPhaseInput, 'invalidType'), v.maxLength(10, maxItemsMessage(10))), []),
    version: versionField,
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => input.endDate >= input.startDate, 'dateOrder'), ['endDate']),
  v.forward(
    v.partialCheck([['inscriptionStart'], ['inscriptionEnd']], (input) => !input.inscriptionStart || !input.inscriptionEnd || input.inscriptionEnd >= input.inscriptionStart, 'dateOrder'),
    ['inscriptionEnd'],
  ),
  v.forward(v.partialCheck([['inscriptionEnd'], ['endDate']], (input) => !input.inscriptionEnd || input.inscriptionEnd <= input.endDate, 'inscriptionAfterEnd'), ['inscriptionEnd']),
);
export type ValidInput = v.InferOutput<typeof ValidInput>;

/**
 * `POST valid/{id}/clone`: the same tournament on new dates ("the same as last year"). The other dates (the
 * inscription window, the phases' days) move by as many days as the start did, unless `inscriptionEnd` is given.
 */
export const ValidCloneInput = v.pipe(
  v.object({
    name: requiredText(VALID_NAME_MAX),
    startDate: tournamentDate,
    endDate: tournamentDate,
    inscriptionEnd: optionalTournamentDate,
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => input.endDate >= input.startDate, 'dateOrder'), ['endDate']),
  v.forward(v.partialCheck([['inscriptionEnd'], ['endDate']], (input) => !input.inscriptionEnd || input.inscriptionEnd <= input.endDate, 'inscriptionAfterEnd'), ['inscriptionEnd']),
);
export type ValidCloneInput = v.InferOutput<typeof ValidCloneInput>;

const optionalId = v.optional(idParam);

/** How the tournaments list is ordered: by start date, latest first (the default) or earliest first, or by name. */
export const VALID_LIST_SORTS = ['-startDate', 'startDate', 'name'] as const;
export type ValidListSort = (typeof VALID_LIST_SORTS)[number];

/**
 * `GET valid` filters: those of `GET tournament` plus `tournamentId` (the multi-tournament), `modalityId`,
 * `genreId`, `open` (`true`: inscriptions open today), `organizerId` (the organiser running it) and `clubId`
 * (tournaments with an active entry that entered for the club). With `organizerId` or `clubId` and no
 * `communityId`, the list is not cut to the request's community: the organiser or club belongs to one already.
 * `from` and `to` keep the tournaments played on some day between them (one that started before `from` and is
 * still on counts), `placeId` those at a venue, and `sort` orders them (`VALID_LIST_SORTS`).
 */
export const ValidListQuery = v.pipe(
  v.object({
    ...pagingQuery(10),
    sportId: optionalId,
    statusId: statusFilter,
    seasonId: optionalId,
    communityId: optionalId,
    tournamentId: optionalId,
    modalityId: optionalId,
    genreId: optionalId,
    organizerId: optionalId,
    clubId: optionalId,
    open: v.optional(v.pipe(v.picklist(['true', 'false'], 'oneOf'), v.transform((value) => value === 'true'))),
    placeId: optionalId,
    from: v.optional(date),
    to: v.optional(date),
    sort: v.optional(v.picklist(VALID_LIST_SORTS, 'oneOf'), '-startDate'),
    q: searchQuery,
  }),
  v.forward(v.partialCheck([['from'], ['to']], (input) => !input.from || !input.to || input.from <= input.to, 'dateOrder'), ['to']),
);
export type ValidListQuery = v.InferOutput<typeof ValidListQuery>;

/** A tournament as the list and its header show it; `entryCount` leaves out removed entries. */
export interface Valid extends Owned {
  id: number;
  communityId: number;
  tournamentId: number | null;
  tournamentName: string | null;
  name: string;
  sportId: number;
  modalityId: number;
  genreId: number;
  ageCategoryId: number | null;
  ageCategoryName: string | null;
  levelCategoryId: number | null;
  levelCategoryName: string | null;
  subCategoryId: number | null;
  subCategoryName: string | null;
  seasonId: number | null;
  seasonName: string | null;
  placeId: number | null;
  placeName: string | null;
  organizerId: number | null;
  organizerName: string | null;
  startDate: string;
  endDate: string;
  inscriptionStart: string | null;
  inscriptionEnd: string | null;
  /** Inscriptions are open today: not started, inside the window (or no window) and below the maximum. */
  inscriptionsOpen: boolean;
  maxEntries: number | null;
  requiresApproval: boolean;
  description: string | null;
  logo: string | null;
  statusId: number;
  entryCount: number;
  phaseCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET valid/{id}`: the tournament with its phases in order. */
export interface ValidDetail extends Valid {
  phases: Phase[];
  /** Matches drawn in its phases: what deleting it would take along with the entries and phases. */
  matchCount: number;
}

/** One entry's final place: `position` to `positionTo` is its band (3–4 for the semifinalists). */
export interface ValidPosition {
  position: number;
  positionTo: number;
  inscribedId: number;
  personId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  clubName: string | null;
}

/** `GET valid/results/{id}`: final when the tournament is finished; empty until results exist. */
export interface ValidResults {
  validId: number;
  statusId: number;
  final: boolean;
  positions: ValidPosition[];
}
