import * as v from 'valibot';
import { latitude, longitude } from './catalog-fields';
import { text } from './fields';

export const CountryParams = v.object({ countryId: v.pipe(text, v.regex(/^[A-Za-z]{2}$/, 'oneOf'), v.toUpperCase()) });
export const StateParams = v.object({
  countryId: v.pipe(text, v.regex(/^[A-Za-z]{2}$/, 'oneOf'), v.toUpperCase()),
  stateId: v.pipe(text, v.regex(/^[A-Za-z0-9]{1,8}$/, 'oneOf'), v.toUpperCase()),
});
export const GeolocationQuery = v.object({ latitude, longitude });

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  id: string;
  name: string;
  flag: string;
  latitude: number | null;
  longitude: number | null;
}

export interface State {
  id: string;
  countryId: string;
  name: string;
}

export interface City {
  name: string;
  countryId: string;
  stateId: string;
  latitude: number | null;
  longitude: number | null;
}

/** Where the user is: coordinates and, when known, the nearest city of the dataset. */
export interface UserLocation {
  latitude: number;
  longitude: number;
  city: City | null;
  country: Country | null;
  /** How it was found: the device (browser geolocation) or an approximate lookup. */
  source: 'device' | 'lookup';
}
