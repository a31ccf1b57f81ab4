import type * as CountryStateCity from 'country-state-city';
import type { Locale } from '@domain/catalog';
import type { City, Country, State } from '@domain/contract';

type Dataset = typeof CountryStateCity;
let dataset: Promise<Dataset> | null = null;
/** The countries, states and cities dataset is large (≈150,000 cities): loaded on first use, not at start. */
export const loadDataset = (): Promise<Dataset> => (dataset ??= import('country-state-city'));

const coordinate = (value: string | null | undefined): number | null => {
  const parsed = value ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

const countryCache = new Map<Locale, Country[]>();

/** Countries named in the caller's language (the dataset has English names only), sorted by that name. */
export async function countries(locale: Locale): Promise<Country[]> {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const { Country: Countries } = await loadDataset();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const list = Countries.getAllCountries().map((country) => {
    let name = country.name;
    try {
      name = names.of(country.isoCode) ?? country.name;
    } catch {
      // Codes Intl does not know keep the dataset's name.
    }
    return { id: country.isoCode, name, flag: country.flag, latitude: coordinate(country.latitude), longitude: coordinate(country.longitude) };
  });
  list.sort((a, b) => a.name.localeCompare(b.name, locale));
  countryCache.set(locale, list);
  return list;
}

export async function findCountry(locale: Locale, id: string): Promise<Country | null> {
  return (await countries(locale)).find((country) => country.id === id) ?? null;
}

export async function statesOf(countryId: string): Promise<State[]> {
  const { State: States } = await loadDataset();
  return States.getStatesOfCountry(countryId).map((state) => ({ id: state.isoCode, countryId, name: state.name }));
}

export async function citiesOf(countryId: string, stateId: string): Promise<City[]> {
  const { City: Cities } = await loadDataset();
  return Cities.getCitiesOfState(countryId, stateId).map((city) => ({
    name: city.name,
    countryId,
    stateId,
    latitude: coordinate(city.latitude),
    longitude: coordinate(city.longitude),
  }));
}

let cityIndex: Promise<{ cities: ReturnType<Dataset['City']['getAllCities']>; coords: Float64Array }> | null = null;

/** Every city's coordinates in one typed array, so the nearest-city scan touches no objects. */
function allCities() {
  cityIndex ??= loadDataset().then(({ City: Cities }) => {
    const cities = Cities.getAllCities();
    const coords = new Float64Array(cities.length * 2);
    cities.forEach((city, index) => {
      coords[index * 2] = coordinate(city.latitude) ?? Number.NaN;
      coords[index * 2 + 1] = coordinate(city.longitude) ?? Number.NaN;
    });
    return { cities, coords };
  });
  return cityIndex;
}

/** The dataset's city closest to a point (great-circle distance). */
export async function nearestCity(latitude: number, longitude: number): Promise<City | null> {
  const { cities, coords } = await allCities();
  const toRad = Math.PI / 180;
  const lat1 = latitude * toRad;
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let index = 0; index < cities.length; index += 1) {
    const lat2 = (coords[index * 2] ?? Number.NaN) * toRad;
    const dLat = lat2 - lat1;
    const dLon = ((coords[index * 2 + 1] ?? Number.NaN) - longitude) * toRad;
    // Haversine without the final asin: monotonic in distance, so enough to compare.
    const score = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLon / 2) ** 2;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  }
  const city = cities[best];
  if (!city) return null;
  return { name: city.name, countryId: city.countryCode, stateId: city.stateCode, latitude: coordinate(city.latitude), longitude: coordinate(city.longitude) };
}
