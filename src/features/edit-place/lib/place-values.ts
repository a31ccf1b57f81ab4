import type * as v from 'valibot';
import type { Place, PlaceInput } from '@domain/contract';

export type PlaceValues = v.InferInput<typeof PlaceInput>;

export const PLACE_FIELDS = ['name', 'address', 'city', 'countryCode', 'stateCode', 'latitude', 'longitude'] as const;

export function placeDefaults(place: Place | undefined): PlaceValues {
  return {
    name: place?.name ?? '',
    address: place?.address ?? '',
    city: place?.city ?? '',
    countryCode: place?.countryCode ?? null,
    stateCode: place?.stateCode ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    ...(place ? { version: place.version } : {}),
  };
}
