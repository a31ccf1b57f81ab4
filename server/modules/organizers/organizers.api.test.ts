// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import type { Organizer, OrganizerProfile } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;
beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('organizers', () => {
  it('creates an organiser for the account, serves its profile by slug with its clubs, changes and deletes it', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Organizer>('/api/organizers', { name: 'Federación Andina', slug: 'federacion-andina', description: 'Torneos abiertos' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ accountId: owner.accountId, slug: 'federacion-andina' });
    await as.post('/api/club', { name: 'Club Cóndor', sportId: 1, organizerId: created.body.data.id });
    const profile = await api(t.url).get<OrganizerProfile>('/api/organizers/slug/federacion-andina');
    expect(profile.body.data.clubs.map((c) => c.name)).toEqual(['Club Cóndor']);
    const changed = await as.put<Organizer>(`/api/organizers/${created.body.data.id}`, { name: 'Federación Andina', slug: 'fed-andina', version: 1 });
    expect(changed.body.data.slug).toBe('fed-andina');
    expect((await api(t.url).get('/api/organizers/slug/federacion-andina')).status).toBe(404);
    const list = await api(t.url, scoped(communityId)).get<PageOf<Organizer>>('/api/organizers');
    expect(list.body.data.total).toBe(1);
    expect((await as.del(`/api/organizers/${created.body.data.id}`)).status).toBe(200);
  });

  it('names a bad or taken slug', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const bad = await as.post('/api/organizers', { name: 'Mala', slug: 'Liga_Sur' });
    expect(fieldsOf(bad)).toEqual({ 'body.slug': 'Usa minúsculas y dígitos separados por un solo guion' });
    expect(Object.keys(fieldsOf(await as.post('/api/organizers', { name: 'Guion', slug: '-liga' })))).toEqual(['body.slug']);
    await as.post('/api/organizers', { name: 'Primera', slug: 'ocupado' });
    expect(fieldsOf(await as.post('/api/organizers', { name: 'Segunda', slug: 'ocupado' }))).toEqual({ 'body.slug': 'Este identificador ya está en uso' });
    expect((await api(t.url).get('/api/organizers/slug/No_Valido')).status).toBe(400);
  });

  it('lets only the creating account change or delete an organiser', async () => {
    const created = await api(t.url, scoped(communityId, owner)).post<Organizer>('/api/organizers', { name: 'Propia', slug: 'propia' });
    const rival = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await rival.put(`/api/organizers/${created.body.data.id}`, { name: 'Ajena', slug: 'propia' })).status).toBe(403);
    expect((await rival.del(`/api/organizers/${created.body.data.id}`)).status).toBe(403);
  });
});
