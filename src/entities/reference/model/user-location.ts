import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@domain/catalog';
import type { UserLocation } from '@domain/contract';
import { apiFetch } from '@/shared/api';
import { logger } from '@/shared/lib/logger';

export interface LocateDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Resolves the device's coordinates, or rejects when there are none (no API, refused, timed out). */
  devicePosition: () => Promise<{ latitude: number; longitude: number }>;
  /** Any answer is checked before it is used or kept. */
  fetchJson: (path: string, query?: Record<string, number>) => Promise<unknown>;
}

function isLocation(value: unknown): value is UserLocation {
  return typeof value === 'object' && value !== null && 'latitude' in value && 'longitude' in value && typeof value.latitude === 'number' && typeof value.longitude === 'number';
}

function readStored(storage: LocateDeps['storage']): UserLocation | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.geolocation) ?? 'null');
    return isLocation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Where the user is (spec: local storage, else browser geolocation, else a location lookup), cached under
 * `geolocalization` for the next visits. Null when nothing can tell.
 */
export async function locateUser(deps: LocateDeps): Promise<UserLocation | null> {
  const stored = readStored(deps.storage);
  if (stored) return stored;
  let found: UserLocation | null = null;
  try {
    const { latitude, longitude } = await deps.devicePosition();
    const named = await deps.fetchJson('countries/geolocalization', { latitude, longitude }).catch(() => null);
    found = isLocation(named) ? named : { latitude, longitude, city: null, country: null, source: 'device' };
  } catch {
    const looked = await deps.fetchJson('countries/location').catch((error: unknown) => {
      logger.warn('the location lookup failed', error);
      return null;
    });
    found = isLocation(looked) ? looked : null;
  }
  if (found) {
    try {
      deps.storage?.setItem(STORAGE_KEYS.geolocation, JSON.stringify(found));
    } catch {
      // Storage may be full or refused: the location still serves this visit.
    }
  }
  return found;
}

function browserPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { timeout: 8000, maximumAge: 3_600_000 },
    );
  });
}

const browserDeps = (): LocateDeps => ({
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  devicePosition: browserPosition,
  fetchJson: (path, query) => apiFetch(path, query ? { query } : {}),
});

/** Asked only when a screen needs it (it may prompt for permission), then kept for the visit. */
export const userLocationQuery = () =>
  queryOptions({ queryKey: ['reference', 'user-location'] as const, queryFn: () => locateUser(browserDeps()), staleTime: Infinity, retry: false });
