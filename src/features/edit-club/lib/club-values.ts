import type * as v from 'valibot';
import type { Club, ClubInput } from '@domain/contract';

export type ClubValues = v.InferInput<typeof ClubInput>;
export const CLUB_FIELDS = ['name', 'sportId', 'organizerId', 'placeId', 'logo'] as const;

/** A new club starts with the space's only sport, when it has just one. */
export function clubDefaults(club: Club | undefined, onlySport: number | null): ClubValues {
  return {
    name: club?.name ?? '',
    sportId: (club?.sportId ?? onlySport ?? undefined) as ClubValues['sportId'],
    organizerId: club?.organizerId ?? null,
    placeId: club?.placeId ?? null,
    logo: club?.logo ?? null,
    ...(club ? { version: club.version } : {}),
  };
}
