import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CountryParams, GeolocationQuery, type UserLocation } from '@domain/contract';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { parseRequest } from '../../lib/validate';
import { citiesOf, countries, findCountry, nearestCity, statesOf } from './dataset';
import { StateParams } from '@domain/contract';

const tags = ['geography'];

/** The region of the caller's language (`es-CO` → CO), the only hint of a location without a device fix. */
function regionOf(request: FastifyRequest): string | null {
  const header = request.headers['accept-language'];
  const match = typeof header === 'string' ? /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(header.trim()) : null;
  return match?.[1]?.toUpperCase() ?? null;
}

/** Countries, states and cities from the country-state-city dataset, and where a point or a caller is. */
export default async function geographyRoutes(app: FastifyInstance) {
  app.get('/countries', { schema: { tags, summary: "Countries, named in the caller's language" } }, async (request) => ({
    data: await countries(requestLocale(request)),
  }));

  app.get('/countries/geolocalization', { schema: { tags, summary: 'The nearest city of a latitude and longitude' } }, async (request) => {
    const { query } = parseRequest(request, { query: GeolocationQuery });
    const city = await nearestCity(query.latitude, query.longitude);
    const country = city ? await findCountry(requestLocale(request), city.countryId) : null;
    const data: UserLocation = { latitude: query.latitude, longitude: query.longitude, city, country, source: 'device' };
    return { data };
  });

  app.get('/countries/location', { schema: { tags, summary: "An approximate location from the caller's language region" } }, async (request) => {
    const region = regionOf(request);
    const country = region ? await findCountry(requestLocale(request), region) : null;
    if (!country || country.latitude === null || country.longitude === null) return { data: null };
    const data: UserLocation = { latitude: country.latitude, longitude: country.longitude, city: null, country, source: 'lookup' };
    return { data };
  });

  app.get('/countries/:countryId/states', { schema: { tags, summary: "A country's states" } }, async (request) => {
    const { params } = parseRequest(request, { params: CountryParams });
    if (!(await findCountry('en', params.countryId))) throw notFound();
    return { data: await statesOf(params.countryId) };
  });

  app.get('/countries/:countryId/states/:stateId/cities', { schema: { tags, summary: "A state's cities" } }, async (request) => {
    const { params } = parseRequest(request, { params: StateParams });
    const states = await statesOf(params.countryId);
    if (!states.some((state) => state.id === params.stateId)) throw notFound();
    return { data: await citiesOf(params.countryId, params.stateId) };
  });
}
