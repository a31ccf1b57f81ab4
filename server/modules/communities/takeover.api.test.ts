// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionResource } from '@domain/catalog';
import type { CommunityAccount, CommunityDetail } from '@domain/contract';
import { communityAccounts, roles } from '../../db/schema';
import { api, scoped } from '../../test/catalog';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let roleId: number;
let communityId: number;

const look = { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' };
const body = (name: string, version: number) => ({ name, domain: 'liga-tomada', lookAndFeel: look, sportId: null, version });
const ownerApi = () => api(t.url, scoped(communityId, owner));
/** The member acting as the owner's account, and as its own. */
const memberAsOwner = (locale = 'es') => api(t.url, { ...scoped(communityId, member), 'x-account-id': String(owner.accountId), 'x-locale': locale });
const memberAsItself = () => api(t.url, scoped(communityId, member));
const versionNow = async () => (await ownerApi().get<CommunityDetail>(`/api/communities/by-id/${communityId}`)).body.data.version;
const roleIs = (resources: PermissionResource[]) => t.database.db.update(roles).set({ resources }).where(eq(roles.id, roleId));

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db);
  member = await createTestUser(t.database.db, { name: 'miembro-toma' });
  const created = await api(t.url, owner.headers).post<{ id: number }>('/api/communities', body('Liga tomada', 1));
  communityId = created.body.data.id;
  const role = await ownerApi().post<{ id: number }>('/api/roles', { accountId: owner.accountId, name: 'Clubes', resources: ['createClub'] });
  roleId = role.body.data.id;
  const asMember = api(t.url, member.headers);
  expect((await ownerApi().post('/api/accounts/users', { accountId: owner.accountId, user: 'miembro-toma', roleId })).status).toBe(202);
  for (const invitation of (await asMember.get<{ id: number; version: number }[]>('/api/invitations')).body.data) {
    expect((await asMember.post(`/api/invitations/${invitation.id}/accept`, { version: invitation.version })).status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

describe('a member of an admin account of a community', () => {
  it('with only createClub, cannot make its own account an admin, nor rename the community, seasons or organisers', async () => {
    // It does act for the owner's account: what its role allows goes through.
    expect((await memberAsOwner().post('/api/club', { name: 'Club del ayudante', sportId: 1 })).status).toBe(201);
    const grab = await memberAsOwner().post('/api/communities/accounts', { communityId, accountId: member.accountId, role: 'admin' });
    expect(grab.status).toBe(403);
    expect((await memberAsOwner().get<CommunityDetail>(`/api/communities/by-id/${communityId}`)).body.data).toMatchObject({ canEdit: false, canManageAccounts: false });
    const rename = await memberAsOwner().put(`/api/communities/${communityId}`, body('Liga de otro', await versionNow()));
    expect(rename.status).toBe(403);
    const season = await ownerApi().post<{ id: number; version: number }>('/api/seasons', { name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' });
    const organizer = await ownerApi().post<{ id: number }>('/api/organizers', { name: 'Liga', slug: `liga-${communityId}` });
    const seasonBody = { name: 'Otra', startDate: '2026-01-01', endDate: '2026-12-31', version: season.body.data.version };
    expect((await memberAsOwner().put(`/api/seasons/${season.body.data.id}`, seasonBody)).status).toBe(403);
    expect((await memberAsOwner().del(`/api/seasons/${season.body.data.id}`)).status).toBe(403);
    expect((await memberAsOwner().del(`/api/organizers/${organizer.body.data.id}`)).status).toBe(403);
    expect((await ownerApi().get(`/api/seasons/${season.body.data.id}`)).body.data).toMatchObject({ name: '2026' });
    expect((await ownerApi().get(`/api/organizers/${organizer.body.data.id}`)).status).toBe(200);
    const links = await t.database.db.select().from(communityAccounts).where(eq(communityAccounts.communityId, communityId));
    expect(links.map((link) => link.accountId)).toEqual([owner.accountId]);
  });

  it('with communities and communityAccounts, changes the community but never makes an account of its own an admin', async () => {
    await roleIs(['communities', 'communityAccounts']);
    const renamed = await memberAsOwner().put<CommunityDetail>(`/api/communities/${communityId}`, body('Liga renombrada', await versionNow()));
    expect(renamed.status).toBe(200);
    expect((await memberAsOwner().get<CommunityDetail>(`/api/communities/by-id/${communityId}`)).body.data).toMatchObject({ canEdit: true, canManageAccounts: true });
    const grab = await memberAsOwner('en').post('/api/communities/accounts', { communityId, accountId: member.accountId, role: 'admin' });
    expect(grab.status).toBe(403);
    expect(grab.body.error?.message).toBe('You cannot make an account of your own an admin of a community');
    // As a plain member account it may be added; raising it to admin afterwards is refused all the same.
    const added = await memberAsOwner().post<CommunityAccount>('/api/communities/accounts', { communityId, accountId: member.accountId, role: 'member' });
    expect(added.status).toBe(201);
    const raise = await memberAsOwner().put(`/api/communities/accounts/${added.body.data.id}`, { role: 'admin', version: added.body.data.version });
    expect(raise.status).toBe(403);
    expect(raise.body.error?.message).toBe('No puedes hacer administradora de una comunidad a una cuenta tuya');
    expect((await memberAsItself().put(`/api/communities/${communityId}`, body('Liga mía', await versionNow()))).status).toBe(403);
    // The owner may make the member's account an admin: that is the owner's decision.
    expect((await ownerApi().put(`/api/communities/accounts/${added.body.data.id}`, { role: 'admin', version: added.body.data.version })).status).toBe(200);
    expect((await ownerApi().put(`/api/communities/accounts/${added.body.data.id}`, { role: 'member', version: added.body.data.version + 1 })).status).toBe(200);
  });

  it('keeps nothing once removed from the account: neither as that account nor through its own', async () => {
    expect((await ownerApi().del(`/api/accounts/users/${member.userId}?accountId=${owner.accountId}`)).status).toBe(200);
    const asOwner = await memberAsOwner().put(`/api/communities/${communityId}`, body('Liga de otro', await versionNow()));
    expect(asOwner.status).toBe(403);
    expect((await memberAsItself().put(`/api/communities/${communityId}`, body('Liga de otro', await versionNow()))).status).toBe(403);
    const links = await memberAsItself().get<CommunityAccount[]>(`/api/communities/accounts?communityId=${communityId}`);
    const own = links.body.data.find((link) => link.accountId === member.accountId);
    expect(own?.role).toBe('member');
    expect((await memberAsItself().put(`/api/communities/accounts/${own?.id}`, { role: 'admin' })).status).toBe(403);
    expect((await memberAsItself().post('/api/communities/accounts', { communityId, accountId: member.accountId, role: 'admin' })).status).toBe(403);
    const detail = await memberAsItself().get<CommunityDetail>(`/api/communities/by-id/${communityId}`);
    expect(detail.body.data).toMatchObject({ name: 'Liga renombrada', canEdit: false, canManageAccounts: false });
  });
});
