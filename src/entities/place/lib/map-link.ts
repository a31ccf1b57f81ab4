import type { Place } from '@domain/contract';

/** An OpenStreetMap link to the place's coordinates, or null without them. */
export function mapLink(place: Pick<Place, 'latitude' | 'longitude'>): string | null {
  if (place.latitude === null || place.longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`;
}
