// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { personClubs, persons } from '../../db/schema';
import type { Club, Person, PersonSummary } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;
let clubId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
  const club = await api(t.url, scoped(communityId, owner)).post<Club>('/api/club', { name: 'Club Norte', sportId: 1 });
  clubId = club.body.data.id;
});
afterAll(async () => {
  await t.close();
});

const ana = {
  firstName: 'Ana',
  lastName: 'Gómez',
  birthDate: '2004-05-17',
  genreId: 2,
  handedness: 'left-handed',
  sportId: 1,
  address: { street: 'Calle 10 #5-20', number: '', city: 'Bogotá', state: '  ', country: 'Colombia', postalCode: '' },
};
const rowCount = async () => (await t.database.db.select().from(persons)).length;

describe('players', () => {
  it('creates a player with clubs and a compacted address, reads, changes and deletes it', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Person>('/api/person/players', { ...ana, clubs: [clubId] });
    expect(created.status).toBe(201);
    const player = created.body.data;
    expect(player).toMatchObject({ firstName: 'Ana', lastName: 'Gómez', handedness: 'left-handed', modalityId: 1, genreId: 2, version: 1, createdByAccountId: owner.accountId });
    expect(player.address).toEqual({ street: 'Calle 10 #5-20', city: 'Bogotá', country: 'Colombia' });
    expect(player.clubs.map((c) => c.name)).toEqual(['Club Norte']);

    const read = await api(t.url, scoped(communityId, owner)).get<Person>(`/api/person/players/${player.id}`);
    expect(read.body.data.birthDate).toBe('2004-05-17');
    expect((await api(t.url).get<Person>(`/api/person?id=${player.id}`)).body.data.id).toBe(player.id);
    expect((await api(t.url).get(`/api/person/coaches/${player.id}`)).status).toBe(404);

    const changed = await as.put<Person>(`/api/person/players/${player.id}`, { ...ana, handedness: 'ambidextrous', address: null, clubs: [], version: 1 });
    expect(changed.body.data).toMatchObject({ handedness: 'ambidextrous', address: null, clubs: [], version: 2 });

    expect((await as.del(`/api/person/${player.id}`)).status).toBe(200);
    expect((await api(t.url).get(`/api/person/${player.id}`)).status).toBe(404);
  });

  it('accepts MM-DD-YYYY birth dates and refuses impossible ones and unknown handedness', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const us = await as.post<Person>('/api/person/players', { ...ana, birthDate: '05-17-2004' });
    expect(us.body.data.birthDate).toBe('2004-05-17');
    const before = await rowCount();
    const bad = await as.post('/api/person/players', { ...ana, birthDate: '2026-13-40', handedness: 'both' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['body.birthDate', 'body.handedness']);
    expect(await rowCount()).toBe(before);
  });

  it("refuses clubs of another community on the list's item", async () => {
    const elsewhere = await makeCommunity(t.database.db);
    const foreignClub = await api(t.url, scoped(elsewhere, owner)).post<Club>('/api/club', { name: 'Club Sur', sportId: 1 });
    const res = await api(t.url, scoped(communityId, owner)).post('/api/person/players', { ...ana, clubs: [foreignClub.body.data.id] });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(['body.clubs.0']);
  });

  it('replaces clubs with PUT person/clubes, owner only, in one step', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const player = (await as.post<Person>('/api/person/players', ana)).body.data;
    const set = await as.put<Person>('/api/person/clubes', { personId: player.id, clubIds: [clubId] });
    expect(set.body.data.clubs.map((c) => c.id)).toEqual([clubId]);
    expect((await api(t.url, scoped(communityId, stranger)).put('/api/person/clubes', { personId: player.id, clubIds: [] })).status).toBe(403);
    const links = await t.database.db.select().from(personClubs);
    expect(links.filter((link) => link.personId === player.id)).toHaveLength(1);
  });

  it('lets only the creating account change or delete a person', async () => {
    const player = (await api(t.url, scoped(communityId, owner)).post<Person>('/api/person/players', ana)).body.data;
    const foreign = api(t.url, scoped(communityId, stranger));
    expect((await foreign.put(`/api/person/players/${player.id}`, ana)).status).toBe(403);
    expect((await foreign.del(`/api/person/${player.id}`)).status).toBe(403);
    expect((await api(t.url, scoped(communityId)).post('/api/person/players', ana)).status).toBe(401);
    const limited = await createTestUser(t.database.db, { resources: ['createClub'] });
    expect((await api(t.url, scoped(communityId, limited)).post('/api/person/players', ana)).status).toBe(403);
  });
});

describe('coaches, referees and affiliates', () => {
  it('creates each kind with its type and lists the types', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const coachTypes = await api(t.url).get<{ id: number; label: { es: string } }[]>('/api/person/coaches/types');
    expect(coachTypes.body.data[0]?.label.es).toBe('Entrenador principal');
    const affiliateTypes = await api(t.url).get<{ id: number }[]>('/api/person/affiliates/types');
    expect(affiliateTypes.body.data.length).toBeGreaterThan(0);
    const coach = await as.post<Person>('/api/person/coaches', { firstName: 'Luis', lastName: 'Mora', typeId: 2, sportId: 1 });
    expect(coach.body.data).toMatchObject({ modalityId: 4, typeId: 2 });
    const referee = await as.post<Person>('/api/person/referees', { firstName: 'Eva', lastName: 'Ruiz' });
    expect(referee.body.data.modalityId).toBe(5);
    const affiliate = await as.post<Person>('/api/person/affiliates', { firstName: 'Raúl', lastName: 'Paz', typeId: 3 });
    expect(affiliate.body.data.modalityId).toBe(7);
    expect((await as.del(`/api/person/affiliates/${affiliate.body.data.id}`)).status).toBe(200);
    const noType = await as.post('/api/person/coaches', { firstName: 'Sin', lastName: 'Tipo', typeId: 99 });
    expect(fieldsOf(noType)).toHaveProperty('body.typeId');
  });
});

describe('listing and search', () => {
  it('pages by kind and finds people by a prefix of either name, without accents', async () => {
    const space = await makeCommunity(t.database.db);
    const as = api(t.url, scoped(space, owner));
    for (const [firstName, lastName] of [['Sofía', 'Núñez'], ['Mateo', 'Nuñez Paz'], ['Lucía', 'Álvarez'], ['Nicolás', 'Pérez']]) {
      await as.post('/api/person/players', { firstName, lastName });
    }
    await as.post('/api/person/referees', { firstName: 'Nora', lastName: 'Núñez' });
    const reader = api(t.url, scoped(space));
    const page = await reader.get<PageOf<PersonSummary>>('/api/person/paginated?modalityId=1&page=0&size=3');
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.items.map((p) => p.lastName)).toEqual(['Álvarez', 'Nuñez Paz', 'Núñez']);
    const search = await reader.get<PageOf<PersonSummary>>('/api/person/paginated?modalityId=1&q=nunez');
    expect(search.body.data.items.map((p) => p.firstName)).toEqual(['Mateo', 'Sofía']);
    const typeahead = await reader.get<PersonSummary[]>('/api/person/typeahead?q=N');
    expect(typeahead.body.data.map((p) => p.firstName).sort()).toEqual(['Mateo', 'Nicolás', 'Nora', 'Sofía']);
    const full = await reader.get<PersonSummary[]>('/api/person/typeahead?q=sofia%20nu&modalityId=1');
    expect(full.body.data.map((p) => p.lastName)).toEqual(['Núñez']);
    expect((await reader.get<PersonSummary[]>('/api/person/typeahead?q=%25')).body.data).toEqual([]);
    const bad = await reader.get('/api/person/paginated?modalityId=9&size=5000');
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['query.modalityId', 'query.size']);
  });
});
