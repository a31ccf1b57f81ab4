// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated, Club } from '@domain/contract';
import { communityAccounts } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, type PageOf } from '../../test/catalog';

/**
 * A program (an API key, or a session token in the Authorization header) that sends no `x-community-id` writes in
 * the acting account's own community, never in the platform's default one; an account in several is asked to name it.
 */
let t: TestApp;
let owner: TestUser;
let home: number;
let other: number;
let fallback: number;

beforeAll(async () => {
  t = await startTestApp();
  fallback = await makeCommunity(t.database.db, { isDefault: true });
  owner = await createTestUser(t.database.db, { outsider: true });
  home = await makeCommunity(t.database.db);
  other = await makeCommunity(t.database.db);
  await t.database.db.insert(communityAccounts).values({ communityId: home, accountId: owner.accountId, role: 'member' });
});
afterAll(() => t.close());

const clubsOf = async (communityId: number) => (await api(t.url, { 'x-community-id': String(communityId) }).get<PageOf<Club>>('/api/club?size=100')).body.data.items.map((club) => club.name);

describe('a program that names no community', () => {
  it('writes in its account’s only community, through a session token and through an API key', async () => {
    const byToken = await api(t.url, owner.headers).post<Club>('/api/club', { name: 'Club del programa', sportId: 1 });
    expect(byToken.status, JSON.stringify(byToken.body)).toBe(201);
    const key = (await api(t.url, owner.headers).post<ApiKeyCreated>('/api/accounts/api-keys', { name: 'Marcador', scopes: ['admin'] }, { 'x-community-id': String(home) })).body.data;
    const byKey = await api(t.url, { authorization: `Bearer ${key.secret}` }).post<Club>('/api/club', { name: 'Club de la clave', sportId: 1 });
    expect(byKey.status, JSON.stringify(byKey.body)).toBe(201);
    expect(await clubsOf(home)).toEqual(expect.arrayContaining(['Club del programa', 'Club de la clave']));
    expect(await clubsOf(fallback)).not.toContain('Club del programa');
  });

  it('is asked to name it when its account publishes in several, in the caller’s language', async () => {
    await t.database.db.insert(communityAccounts).values({ communityId: other, accountId: owner.accountId, role: 'member' });
    const refused = await api(t.url, { ...owner.headers, 'accept-language': 'es' }).post<Club>('/api/club', { name: 'Club sin comunidad', sportId: 1 });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual({ 'headers.x-community-id': 'Esta cuenta publica en varias comunidades: indica en la cabecera x-community-id en cuál se guarda' });
    const named = await api(t.url, { ...owner.headers, 'x-community-id': String(other) }).post<Club>('/api/club', { name: 'Club con comunidad', sportId: 1 });
    expect(named.status).toBe(201);
    expect(await clubsOf(other)).toContain('Club con comunidad');
    expect([...(await clubsOf(home)), ...(await clubsOf(fallback))]).not.toContain('Club sin comunidad');
  });
});
