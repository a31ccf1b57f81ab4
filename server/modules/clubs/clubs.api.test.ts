// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { clubs } from '../../db/schema';
import type { Club, ClubDetail, Organizer, Person, Place } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;
let placeId: number;
let organizer: Organizer;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  const as = api(t.url, scoped(communityId, owner));
  placeId = (await as.post<Place>('/api/place', { name: 'Coliseo' })).body.data.id;
  organizer = (await as.post<Organizer>('/api/organizers', { name: 'Liga Capital', slug: 'liga-capital' })).body.data;
});
afterAll(async () => {
  await t.close();
});

describe('clubs', () => {
  it('creates a club with organiser and place, shows its players, changes and deletes it', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Club>('/api/club', { name: 'Club Raqueta', sportId: 1, organizerId: organizer.id, placeId, logo: '/api/images/1' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ organizerName: 'Liga Capital', organizerSlug: 'liga-capital', placeName: 'Coliseo', playerCount: 0 });
    const id = created.body.data.id;
    await as.post<Person>('/api/person/players', { firstName: 'Iván', lastName: 'Soto', clubs: [id] });
    const detail = await api(t.url).get<ClubDetail>(`/api/club/${id}`);
    expect(detail.body.data.playerCount).toBe(1);
    expect(detail.body.data.players.map((p) => p.lastName)).toEqual(['Soto']);
    const changed = await as.put<Club>(`/api/club/${id}`, { name: 'Club Raqueta Dorada', sportId: 1, placeId: null, version: 1 });
    expect(changed.body.data).toMatchObject({ name: 'Club Raqueta Dorada', placeId: null, organizerId: null, version: 2 });
    expect((await as.del(`/api/club/${id}`)).status).toBe(200);
    expect((await api(t.url).get(`/api/club/${id}`)).status).toBe(404);
  });

  it("lists 999 at a time by default, by organiser, and the account's own group", async () => {
    const as = api(t.url, scoped(communityId, owner));
    await as.post('/api/club', { name: 'Zeta', sportId: 1, organizerId: organizer.id });
    await as.post('/api/club', { name: 'Alfa', sportId: 2 });
    const all = await api(t.url, scoped(communityId)).get<PageOf<Club>>('/api/club');
    expect(all.body.data.size).toBe(999);
    expect(all.body.data.items.map((c) => c.name)).toEqual(['Alfa', 'Zeta']);
    const byOrganizer = await api(t.url, scoped(communityId)).get<PageOf<Club>>(`/api/club?page=0&size=999&organizerId=${organizer.id}`);
    expect(byOrganizer.body.data.items.map((c) => c.name)).toEqual(['Zeta']);
    const group = await as.get<Club[]>('/api/club/user-group');
    expect(group.body.data.map((c) => c.name)).toEqual(['Zeta']);
  });

  it("refuses naming another account's organiser, on create and on change", async () => {
    const other = await createTestUser(t.database.db);
    const asOther = api(t.url, scoped(communityId, other));
    const before = (await t.database.db.select().from(clubs)).length;
    const refused = await asOther.post<Club>('/api/club', { name: 'Club Ajeno', sportId: 1, organizerId: organizer.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: [{ field: 'body.organizerId', message: expect.stringContaining('Ese registro es de otra cuenta') }] } });
    expect((await t.database.db.select().from(clubs)).length).toBe(before);
    const own = await asOther.post<Club>('/api/club', { name: 'Club Propio', sportId: 1 });
    const changed = await asOther.put<Club>(`/api/club/${own.body.data.id}`, { name: 'Club Propio', sportId: 1, organizerId: organizer.id, version: 1 });
    expect(changed.status).toBe(400);
    const byOrganizer = await api(t.url, scoped(communityId)).get<PageOf<Club>>(`/api/club?page=0&size=999&organizerId=${organizer.id}`);
    expect(byOrganizer.body.data.items.map((c) => c.name)).not.toContain('Club Propio');
  });

  it('refuses a place or organiser of another community and a logo that is not an image address', async () => {
    const elsewhere = await makeCommunity(t.database.db);
    const foreignPlace = await api(t.url, scoped(elsewhere, owner)).post<Place>('/api/place', { name: 'Lejos' });
    const before = (await t.database.db.select().from(clubs)).length;
    const res = await api(t.url, scoped(communityId, owner)).post('/api/club', { name: 'Club X', sportId: 1, placeId: foreignPlace.body.data.id });
    expect(Object.keys(fieldsOf(res))).toEqual(['body.placeId']);
    const logo = await api(t.url, scoped(communityId, owner)).post('/api/club', { name: 'Club X', sportId: 1, logo: 'javascript:alert(1)' });
    expect(Object.keys(fieldsOf(logo))).toEqual(['body.logo']);
    const sport = await api(t.url, scoped(communityId, owner)).post('/api/club', { name: 'Club X', sportId: 4 });
    expect(Object.keys(fieldsOf(sport))).toEqual(['body.sportId']);
    expect((await t.database.db.select().from(clubs)).length).toBe(before);
  });

  it('offers no other sport in a community restricted to one', async () => {
    const soccer7 = await makeCommunity(t.database.db, { sportId: 6 });
    const as = api(t.url, scoped(soccer7, owner));
    expect((await as.post('/api/club', { name: 'Siete', sportId: 6 })).status).toBe(201);
    expect(fieldsOf(await as.post('/api/club', { name: 'Mesa', sportId: 1 }))).toEqual({ 'body.sportId': 'Este deporte no está disponible en esta comunidad' });
  });

  it('needs createClub, and only the creating account changes or deletes', async () => {
    const placesOnly = await createTestUser(t.database.db, { resources: ['createPlace'] });
    expect((await api(t.url, scoped(communityId, placesOnly)).post('/api/club', { name: 'Y', sportId: 1 })).status).toBe(403);
    const created = await api(t.url, scoped(communityId, owner)).post<Club>('/api/club', { name: 'Propio', sportId: 1 });
    const rival = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await rival.put(`/api/club/${created.body.data.id}`, { name: 'Robado', sportId: 1 })).status).toBe(403);
    expect((await rival.del(`/api/club/${created.body.data.id}`)).status).toBe(403);
  });
});
