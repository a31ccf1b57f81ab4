import * as v from 'valibot';
import { date } from './dates';
import { idParam, requiredText } from './fields';
import { imageRef, nullableText, optionalRef, pagingQuery, searchQuery, versionField, type Owned } from './catalog-fields';
import { STATUS_ID_VALUES } from './status.schema';

/**
 * A multi-tournament (the spec's "tournament"): a container of tournaments (valids) held together, such as a
 * national championship with one tournament per category. Dates are normalised to YYYY-MM-DD, so comparing the
 * text compares the days; a one-day event ends on the day it starts.
 */
export const MultiTournamentInput = v.pipe(
  v.object({
    name: requiredText(120),
    organizerId: optionalRef,
    seasonId: optionalRef,
    placeId: optionalRef,
    startDate: date,
    endDate: date,
    logo: imageRef,
    description: nullableText(2000),
    version: versionField,
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], (input) => input.endDate >= input.startDate, 'dateOrder'), ['endDate']),
);
export type MultiTournamentInput = v.InferOutput<typeof MultiTournamentInput>;

const optionalId = v.optional(idParam);

/** A status filter: one id of 1 not started, 2 started, 3 finished, 4 canceled, 5 paused. */
export const statusFilter = v.optional(v.pipe(idParam, v.picklist(STATUS_ID_VALUES, 'oneOf')));

/**
 * `GET tournament` filters. `communityId` picks another community than the `x-community-id` header's;
 * `statusId` keeps the multi-tournaments holding at least one tournament in that status; `q` searches the name.
 */
export const MultiTournamentListQuery = v.object({
  ...pagingQuery(10),
  sportId: optionalId,
  statusId: statusFilter,
  seasonId: optionalId,
  communityId: optionalId,
  q: searchQuery,
});
export type MultiTournamentListQuery = v.InferOutput<typeof MultiTournamentListQuery>;

/** A multi-tournament as lists and its page show it. */
export interface MultiTournament extends Owned {
  id: number;
  communityId: number;
  name: string;
  organizerId: number | null;
  organizerName: string | null;
  seasonId: number | null;
  seasonName: string | null;
  placeId: number | null;
  placeName: string | null;
  startDate: string;
  endDate: string;
  logo: string | null;
  description: string | null;
  /** Tournaments (valids) it holds. */
  validCount: number;
  /** Distinct sports of its tournaments. */
  sportIds: number[];
  createdAt: string;
  updatedAt: string;
}
