// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificationRequest, PlayerLinkResult } from '@domain/contract';
import { roles } from '../../db/schema';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let roleId: number;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  member = await createTestUser(t.database.db, { name: 'ayudante-enlace' });
  const asOwner = api(t.url, scoped(communityId, owner));
  roleId = (await asOwner.post<{ id: number }>('/api/roles', { accountId: owner.accountId, name: 'Clubes', resources: ['createClub'] })).body.data.id;
  expect((await asOwner.post('/api/accounts/users', { accountId: owner.accountId, user: 'ayudante-enlace', roleId })).status).toBe(202);
  const asMember = api(t.url, member.headers);
  for (const invitation of (await asMember.get<{ id: number; version: number }[]>('/api/invitations')).body.data) {
    expect((await asMember.post(`/api/invitations/${invitation.id}/accept`, { version: invitation.version })).status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const newPlayer = async () =>
  (await api(t.url, scoped(communityId, owner)).post<{ id: number }>('/api/person/players', { firstName: 'Sara', lastName: 'Soto', genreId: 3, birthDate: '2001-02-03', sportId: 1 })).body.data.id;
const memberAsOwner = () => api(t.url, { ...scoped(communityId, member), 'x-account-id': String(owner.accountId) });

describe("linking a user to a player of the account it acts for", () => {
  it('is a request to that account when the role lacks createPlayer, whichever call asks', async () => {
    const personId = await newPlayer();
    const asked = await memberAsOwner().put<PlayerLinkResult>('/api/profiles/player', { personId });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ player: null, request: { type: 'player-link', status: 'pending' } });
    const withdrawn = await memberAsOwner().put('/api/certifications', { id: asked.body.data.request?.id, version: asked.body.data.request?.version, action: 'withdraw' });
    expect(withdrawn.status).toBe(200);
    const direct = await memberAsOwner().post<CertificationRequest>('/api/certifications', { type: 'player-link', personId });
    expect(direct.status).toBe(201);
    expect(direct.body.data.status).toBe('pending');
    expect((await memberAsOwner().get<{ player: unknown }>('/api/profiles')).body.data.player).toBeNull();
  });

  it('is taken at once when the role has createPlayer', async () => {
    await t.database.db.update(roles).set({ resources: ['createPlayer'] }).where(eq(roles.id, roleId));
    const personId = await newPlayer();
    const linked = await memberAsOwner().put<PlayerLinkResult>('/api/profiles/player', { personId });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ player: { id: personId }, request: null });
  });
});
