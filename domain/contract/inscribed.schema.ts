import * as v from 'valibot';
import { id, idParam, wholeNumber, wholeNumberText } from './fields';
import { optionalRef, pagingQuery, searchQuery, versionField } from './catalog-fields';
import { maxItemsMessage } from './message-ref';

/**
 * Where an entry came from: `organic` (an inscription request), `direct-qualified` (placed straight into a later
 * phase), `added` (the organiser entered it) and `removed` (taken out; the row stays so it can be restored).
 */
export const INSCRIPTION_ORIGIN_CODES = ['organic', 'direct-qualified', 'added', 'removed'] as const;
export type InscriptionOrigin = (typeof INSCRIPTION_ORIGIN_CODES)[number];
/** The origins an entry can be given when it is added. */
export const ENTRY_ORIGINS = ['organic', 'direct-qualified', 'added'] as const;

/** `GET inscribed/{validId}/{phaseId?}`: entries in seed order (unseeded by name, removed last). */
export const InscribedListQuery = v.object({
  ...pagingQuery(100),
  origin: v.optional(v.picklist(INSCRIPTION_ORIGIN_CODES, 'oneOf')),
  /** `false` leaves the removed entries out. */
  removed: v.optional(v.pipe(v.picklist(['true', 'false'], 'oneOf'), v.transform((value) => value === 'true')), 'true'),
  q: searchQuery,
});
export type InscribedListQuery = v.InferOutput<typeof InscribedListQuery>;

export const InscribedParams = v.object({ validId: idParam, phaseId: v.optional(idParam) });

/**
 * `POST inscribed/{validId}`: enter people (players, doubles or teams of the tournament's modality). Each must
 * fit the gender and age categories, not be entered already, and all of them must fit under the maximum; the
 * first that does not is named in a 400 (`body.personIds.N`). `phaseId` enters them straight into a later
 * phase (origin `direct-qualified` by default there).
 */
export const InscribedAddInput = v.object({
  personIds: v.pipe(v.array(id, 'invalidType'), v.minLength(1, 'required'), v.maxLength(256, maxItemsMessage(256))),
  phaseId: optionalRef,
  origin: v.optional(v.picklist(ENTRY_ORIGINS, 'oneOf')),
});
export type InscribedAddInput = v.InferOutput<typeof InscribedAddInput>;

/**
 * `PUT inscribed/{validId}/seeds`: seeds for some or all entries (null clears one). Seeds are 1…entries and
 * distinct across the tournament once applied; `version` per entry guards against a stale list.
 */
export const InscribedSeedsInput = v.object({
  seeds: v.pipe(
    v.array(v.object({ id, seed: v.nullable(wholeNumber(1)), version: versionField }), 'invalidType'),
    v.minLength(1, 'required'),
    v.maxLength(1024, maxItemsMessage(1024)),
  ),
});
export type InscribedSeedsInput = v.InferOutput<typeof InscribedSeedsInput>;

/** `DELETE inscribed/entry/{id}` and `POST inscribed/entry/{id}/restore` may send the version they saw. */
export const InscribedVersionQuery = v.object({ version: v.optional(idParam) });

/** The person an entry stands for. */
export interface InscribedPerson {
  id: number;
  modalityId: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  genreId: number | null;
}

/** One entry of a tournament (or of a phase it went straight into). */
export interface Inscribed {
  id: number;
  validId: number;
  phaseId: number | null;
  personId: number;
  person: InscribedPerson;
  clubId: number | null;
  clubName: string | null;
  seed: number | null;
  origin: InscriptionOrigin;
  /** The origin it had before it was removed (what a restore gives back). */
  previousOrigin: InscriptionOrigin | null;
  createdByAccountId: number | null;
  createdAt: string;
  version: number;
}

/** `GET inscribed/{validId}/candidates`: people who may still be entered, by name. */
export const InscribedCandidatesQuery = v.object({
  q: searchQuery,
  limit: v.optional(wholeNumberText(1, 50), 10),
});
export type InscribedCandidatesQuery = v.InferOutput<typeof InscribedCandidatesQuery>;
