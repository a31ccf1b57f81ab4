import * as v from 'valibot';
import { idParam, requiredText } from './fields';
import { imageRef, optionalRef, pagingQuery, searchQuery, sportId, versionField, type Owned } from './catalog-fields';
import type { PersonSummary } from './person.schema';

export const ClubInput = v.object({
  name: requiredText(120),
  sportId,
  organizerId: optionalRef,
  placeId: optionalRef,
  logo: imageRef,
  version: versionField,
});
export type ClubInput = v.InferOutput<typeof ClubInput>;

export const ClubListQuery = v.object({
  ...pagingQuery(999),
  organizerId: v.optional(idParam),
  q: searchQuery,
});

export interface Club extends Owned {
  id: number;
  name: string;
  sportId: number;
  organizerId: number | null;
  organizerName: string | null;
  organizerSlug: string | null;
  placeId: number | null;
  placeName: string | null;
  logo: string | null;
  playerCount: number;
}

export interface ClubDetail extends Club {
  players: PersonSummary[];
}
