// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { places } from '../../db/schema';
import type { Place } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;
beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db, { resources: ['createPlace'] });
});
afterAll(async () => {
  await t.close();
});

const coliseo = { name: 'Coliseo El Salitre', address: 'Av. 68 #63-45', city: 'Bogotá', countryCode: 'co', stateCode: 'dc', latitude: 4.6593, longitude: -74.0936 };

describe('places', () => {
  it('creates, reads, changes, lists 99 at a time and deletes', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Place>('/api/place', coliseo);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ countryCode: 'CO', stateCode: 'DC', latitude: 4.6593 });
    const id = created.body.data.id;
    const changed = await as.put<Place>(`/api/place/${id}`, { ...coliseo, address: '', version: 1 });
    expect(changed.body.data).toMatchObject({ address: null, version: 2 });
    await t.database.db.insert(places).values(Array.from({ length: 100 }, (_, index) => ({ communityId, name: `Cancha ${String(index).padStart(3, '0')}` })));
    const page = await api(t.url, scoped(communityId)).get<PageOf<Place>>('/api/place');
    expect(page.body.data).toMatchObject({ page: 0, size: 99, total: 101 });
    expect(page.body.data.items).toHaveLength(99);
    expect((await as.del(`/api/place/${id}`)).status).toBe(200);
    expect((await api(t.url).get(`/api/place/${id}`)).status).toBe(404);
  });

  it('names unknown countries, states and impossible coordinates', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const res = await as.post('/api/place', { ...coliseo, countryCode: 'ZZ', latitude: 123 });
    expect(Object.keys(fieldsOf(res))).toEqual(['body.latitude']);
    expect(Object.keys(fieldsOf(await as.post('/api/place', { ...coliseo, countryCode: 'ZZ' })))).toEqual(['body.countryCode']);
    expect(Object.keys(fieldsOf(await as.post('/api/place', { ...coliseo, stateCode: 'XYZ' })))).toEqual(['body.stateCode']);
  });

  it('needs createPlace, and only the creator changes or deletes', async () => {
    const clubsOnly = await createTestUser(t.database.db, { resources: ['createClub'] });
    expect((await api(t.url, scoped(communityId, clubsOnly)).post('/api/place', coliseo)).status).toBe(403);
    const created = await api(t.url, scoped(communityId, owner)).post<Place>('/api/place', coliseo);
    const other = await createTestUser(t.database.db, { resources: ['createPlace'] });
    expect((await api(t.url, scoped(communityId, other)).put(`/api/place/${created.body.data.id}`, coliseo)).status).toBe(403);
    expect((await api(t.url, scoped(communityId, other)).del(`/api/place/${created.body.data.id}`)).status).toBe(403);
  });
});
