import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { places } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { ownedRecords } from '../../lib/owned-records';
import { registerOwnedRoutes } from '../../lib/owned-routes';
import { PAGE_SIZES } from '@domain/catalog';
import { PlaceInput, validationMessage, type Place } from '@domain/contract';
import { findCountry, statesOf } from '../geography/dataset';

type PlaceRow = typeof places.$inferSelect;

export const placeRecords = ownedRecords<typeof places, PlaceRow>(places, [asc(places.name), asc(places.id)]);

export const placeDto = (row: PlaceRow): Place => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  countryCode: row.countryCode,
  stateCode: row.stateCode,
  latitude: row.latitude,
  longitude: row.longitude,
  createdByAccountId: row.createdByAccountId,
  version: row.version,
});

/** Where games are played: address, city and coordinates. Lists come 99 at a time, as the spec fetches them. */
export default async function placeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerOwnedRoutes(app, {
    db,
    path: '/place',
    tag: 'places',
    records: placeRecords,
    input: PlaceInput,
    resource: 'createPlace',
    pageSize: PAGE_SIZES.places,
    toDto: placeDto,
    async prepare(request, input) {
      const unknown = (field: string) => badRequest(field, validationMessage('unknownReference', requestLocale(request)));
      if (input.countryCode && !(await findCountry('en', input.countryCode))) throw unknown('body.countryCode');
      if (input.stateCode) {
        if (!input.countryCode) throw unknown('body.stateCode');
        const states = await statesOf(input.countryCode);
        if (!states.some((state) => state.id === input.stateCode)) throw unknown('body.stateCode');
      }
      const { version: _version, ...values } = input;
      return values;
    },
  });
}
