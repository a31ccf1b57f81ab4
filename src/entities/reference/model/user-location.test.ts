import { STORAGE_KEYS } from '@domain/catalog';
import type { UserLocation } from '@domain/contract';
import { locateUser, type LocateDeps } from './user-location';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const bogota: UserLocation = { latitude: 4.65, longitude: -74.06, city: { name: 'Bogotá', countryId: 'CO', stateId: 'DC', latitude: 4.6, longitude: -74.08 }, country: null, source: 'device' };

describe('locateUser', () => {
  it('answers from local storage without asking the device or the server', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.geolocation]: JSON.stringify(bogota) });
    const deps: LocateDeps = { storage, devicePosition: vi.fn(), fetchJson: vi.fn() };
    expect(await locateUser(deps)).toEqual(bogota);
    expect(deps.devicePosition).not.toHaveBeenCalled();
    expect(deps.fetchJson).not.toHaveBeenCalled();
  });

  it('asks the device, names the nearest city and caches it under geolocalization', async () => {
    const storage = memoryStorage();
    const fetchJson = vi.fn(async () => bogota);
    const found = await locateUser({ storage, devicePosition: async () => ({ latitude: 4.65, longitude: -74.06 }), fetchJson });
    expect(found).toEqual(bogota);
    expect(fetchJson).toHaveBeenCalledWith('countries/geolocalization', { latitude: 4.65, longitude: -74.06 });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.geolocation) ?? 'null')).toEqual(bogota);
  });

  it('falls back to the location lookup when the device gives nothing', async () => {
    const lookup: UserLocation = { latitude: -9.2, longitude: -75, city: null, country: null, source: 'lookup' };
    const fetchJson = vi.fn(async () => lookup);
    const found = await locateUser({ storage: memoryStorage(), devicePosition: () => Promise.reject(new Error('denied')), fetchJson });
    expect(found).toEqual(lookup);
    expect(fetchJson).toHaveBeenCalledWith('countries/location');
  });

  it('caches nothing when no source knows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ [STORAGE_KEYS.geolocation]: '{broken' });
    const found = await locateUser({ storage, devicePosition: () => Promise.reject(new Error('none')), fetchJson: () => Promise.reject(new Error('offline')) });
    expect(found).toBeNull();
    expect(storage.data.get(STORAGE_KEYS.geolocation)).toBe('{broken');
  });
});
