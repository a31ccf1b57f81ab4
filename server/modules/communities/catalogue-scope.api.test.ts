// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Club, type CommunityAccount } from '@domain/contract';
import { accounts } from '../../db/schema';
import { api, scoped, type PageOf } from '../../test/catalog';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let communityId: number;

const look = { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db, { outsider: true });
  outsider = await createTestUser(t.database.db, { outsider: true });
  const created = await api(t.url, owner.headers).post<{ id: number }>('/api/communities', { name: 'Liga cerrada', domain: 'liga-cerrada', lookAndFeel: look, sportId: null });
  communityId = created.body.data.id;
});
afterAll(async () => {
  await t.close();
});

/** A valid body for each catalogue create that takes its community from `x-community-id`. */
const creates: [string, object][] = [
  ['/api/club', { name: 'Club intruso', sportId: 1 }],
  ['/api/place', { name: 'Pabellón intruso' }],
  ['/api/person/players', { firstName: 'Intrusa', lastName: 'Ruiz', genreId: 3, birthDate: '2000-05-10', sportId: 1 }],
  ['/api/seasons', { name: 'Temporada intrusa', startDate: '2026-01-01', endDate: '2026-12-31' }],
  ['/api/organizers', { name: 'Organiza intruso', slug: 'organiza-intruso' }],
  ['/api/category/age', { name: 'Sub intrusa', boundKind: 'age', maxValue: 14 }],
  ['/api/category/level', { name: 'Nivel intruso', rank: 3 }],
  ['/api/validations', { name: 'Licencia intrusa' }],
  ['/api/tournament', { name: 'Circuito intruso', startDate: '2026-06-01', endDate: '2026-06-30' }],
];

describe('catalogue writes into a community', () => {
  it.each(creates)('%s: refused with 403 to an account that does not belong to it, in the caller language', async (path, body) => {
    const es = await api(t.url, scoped(communityId, outsider)).post(path, body);
    expect(es.status).toBe(403);
    expect(es.body.error).toEqual({ status: 403, code: ERROR_CODES.forbidden, message: 'Tu cuenta no pertenece a esta comunidad: no puedes publicar en ella' });
    const en = await api(t.url, { ...scoped(communityId, outsider), 'x-locale': 'en' }).post(path, body);
    expect(en.body.error?.message).toBe('Your account does not belong to this community: you cannot publish in it');
  });

  it('lists nothing the outsider tried to publish', async () => {
    const clubs = await api(t.url, scoped(communityId)).get<PageOf<Club>>('/api/club');
    expect(clubs.body.data.items).toEqual([]);
  });

  it('lets in its admin account, an account it adds and an account that signed up in it', async () => {
    expect((await api(t.url, scoped(communityId, owner)).post('/api/club', { name: 'Club propio', sportId: 1 })).status).toBe(201);
    const link = await api(t.url, scoped(communityId, owner)).post<CommunityAccount>('/api/communities/accounts', { communityId, accountId: outsider.accountId, role: 'member' });
    expect(link.status).toBe(201);
    expect((await api(t.url, scoped(communityId, outsider)).post('/api/club', { name: 'Club invitado', sportId: 1 })).status).toBe(201);
    expect((await api(t.url, scoped(communityId, owner)).del(`/api/communities/accounts/${link.body.data.id}`)).status).toBe(200);
    expect((await api(t.url, scoped(communityId, outsider)).post('/api/club', { name: 'Club de más', sportId: 1 })).status).toBe(403);
    const local = await createTestUser(t.database.db, { outsider: true });
    await t.database.db.update(accounts).set({ communityId }).where(eq(accounts.id, local.accountId));
    expect((await api(t.url, scoped(communityId, local)).post('/api/club', { name: 'Club local', sportId: 1 })).status).toBe(201);
    const names = (await api(t.url, scoped(communityId)).get<PageOf<Club>>('/api/club')).body.data.items.map((club) => club.name).sort();
    expect(names).toEqual(['Club invitado', 'Club local', 'Club propio']);
  });

  it('gives a new account the community of the account its user owns, not the one named in x-community-id', async () => {
    const local = await createTestUser(t.database.db, { outsider: true });
    await t.database.db.update(accounts).set({ communityId }).where(eq(accounts.id, local.accountId));
    const created = await api(t.url, local.headers).post<{ id: number }>('/api/accounts', { name: 'Segunda cuenta' });
    expect(created.status).toBe(201);
    const second = { ...scoped(communityId, local), 'x-account-id': String(created.body.data.id) };
    expect((await api(t.url, second).post('/api/club', { name: 'Club de la segunda', sportId: 1 })).status).toBe(201);
    const elsewhere = (await api(t.url, outsider.headers).post<{ id: number }>('/api/accounts', { name: 'Cuenta de paso' }, { 'x-community-id': String(communityId) })).body.data.id;
    const [row] = await t.database.db.select({ communityId: accounts.communityId }).from(accounts).where(eq(accounts.id, elsewhere));
    expect(row?.communityId).toBeNull();
  });
});
