// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import type { Person, PersonValidation, Validation } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;
let player: Person;
beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  player = (await api(t.url, scoped(communityId, owner)).post<Person>('/api/person/players', { firstName: 'Rosa', lastName: 'Vega' })).body.data;
});
afterAll(async () => {
  await t.close();
});

describe('player validations', () => {
  it('defines a validation, grants it to a player, lists and removes it', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Validation>('/api/validations', { name: 'Certificado médico', validFrom: '2026-01-01', validUntil: '12-31-2026' });
    expect(created.status).toBe(201);
    expect(created.body.data.validUntil).toBe('2026-12-31');
    const list = await api(t.url, scoped(communityId)).get<PageOf<Validation>>('/api/validations');
    expect(list.body.data.items.map((v) => v.name)).toEqual(['Certificado médico']);
    const granted = await as.post<PersonValidation>('/api/validations/people', { personId: player.id, validationId: created.body.data.id });
    expect(granted.status).toBe(201);
    expect((await as.post('/api/validations/people', { personId: player.id, validationId: created.body.data.id })).status).toBe(409);
    const ofPerson = await api(t.url).get<PersonValidation[]>(`/api/validations/people?personId=${player.id}`);
    expect(ofPerson.body.data.map((pv) => pv.validation.name)).toEqual(['Certificado médico']);
    expect((await as.del(`/api/validations/people/${granted.body.data.id}`)).status).toBe(200);
    expect((await api(t.url).get<PersonValidation[]>(`/api/validations/people?personId=${player.id}`)).body.data).toEqual([]);
    const changed = await as.put<Validation>(`/api/validations/${created.body.data.id}`, { name: 'Licencia 2026', version: 1 });
    expect(changed.body.data).toMatchObject({ name: 'Licencia 2026', validFrom: null });
    expect((await as.del(`/api/validations/${created.body.data.id}`)).status).toBe(200);
  });

  it('names bad dates and a person of another community', async () => {
    const as = api(t.url, scoped(communityId, owner));
    expect(Object.keys(fieldsOf(await as.post('/api/validations', { name: 'X', validFrom: '2026-13-40' })))).toEqual(['body.validFrom']);
    expect(Object.keys(fieldsOf(await as.post('/api/validations', { name: 'X', validFrom: '2026-05-01', validUntil: '2026-04-01' })))).toEqual(['body.validUntil']);
    const validation = await as.post<Validation>('/api/validations', { name: 'Ficha' });
    const elsewhere = await makeCommunity(t.database.db);
    const stranger = await api(t.url, scoped(elsewhere, owner)).post<Person>('/api/person/players', { firstName: 'Otro', lastName: 'Lado' });
    const res = await as.post('/api/validations/people', { personId: stranger.body.data.id, validationId: validation.body.data.id });
    expect(Object.keys(fieldsOf(res))).toEqual(['body.personId']);
  });

  it('lets only the defining account change, grant or remove a validation', async () => {
    const validation = await api(t.url, scoped(communityId, owner)).post<Validation>('/api/validations', { name: 'Propia' });
    const rival = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await rival.put(`/api/validations/${validation.body.data.id}`, { name: 'Ajena' })).status).toBe(403);
    expect((await rival.del(`/api/validations/${validation.body.data.id}`)).status).toBe(403);
    expect((await rival.post('/api/validations/people', { personId: player.id, validationId: validation.body.data.id })).status).toBe(403);
    const granted = await api(t.url, scoped(communityId, owner)).post<PersonValidation>('/api/validations/people', { personId: player.id, validationId: validation.body.data.id });
    expect((await rival.del(`/api/validations/people/${granted.body.data.id}`)).status).toBe(403);
  });
});
