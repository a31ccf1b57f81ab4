// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedInvitation, SentInvitation } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { communities, communityAccounts } from '../../db/schema';

let t: TestApp;
let owner: TestUser;
let roleId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db, { name: `owner${Date.now().toString(36)}` });
  const role = await http<{ data: { id: number } }>(t.url, '/api/roles', { headers: owner.headers, body: { accountId: owner.accountId, name: 'Editora', resources: ['createClub'] } });
  roleId = role.body.data.id;
});
afterAll(async () => {
  await t.close();
});

const inviteUser = (user: string) => http<{ data: SentInvitation }>(t.url, '/api/accounts/users', { headers: owner.headers, body: { accountId: owner.accountId, user, roleId } });
const inbox = (user: TestUser) => http<{ data: ReceivedInvitation[] }>(t.url, '/api/invitations', { headers: user.headers });
const members = async () =>
  (await http<{ data: { userId: number; roleName: string | null }[] }>(t.url, `/api/accounts/users?accountId=${owner.accountId}`, { headers: owner.headers })).body.data;
const answer = (user: TestUser, invitation: { id: number; version: number }, action: 'accept' | 'decline') =>
  http<{ data: ReceivedInvitation[] }>(t.url, `/api/invitations/${invitation.id}/${action}`, { headers: user.headers, body: { version: invitation.version } });

describe('inviting a user to an account', () => {
  it('answers the same whether or not the name belongs to anyone, and grants nothing before acceptance', async () => {
    const invitee = await createTestUser(t.database.db);
    const [existing, missing] = [await inviteUser(`${invitee.userId}`), await inviteUser('nobody-by-this-name@example.org')];
    // The invitee is named by username: the numeric id above matches no one.
    const byName = await inviteUser((await usernameOf(invitee)).toUpperCase());
    for (const res of [existing, missing, byName]) {
      expect(res.status).toBe(202);
      expect(Object.keys(res.body.data).sort()).toEqual(['accountId', 'createdAt', 'id', 'invited', 'kind', 'roleId', 'roleName', 'status']);
      expect(res.body.data.status).toBe('pending');
    }
    expect((await members()).map((m) => m.userId)).not.toContain(invitee.userId);

    const sent = await http<{ data: SentInvitation[] }>(t.url, `/api/accounts/invitations?accountId=${owner.accountId}`, { headers: owner.headers });
    expect(sent.body.data.map((i) => i.invited)).toEqual(expect.arrayContaining(['nobody-by-this-name@example.org', String(invitee.userId)]));

    const received = await inbox(invitee);
    expect(received.body.data).toEqual([
      expect.objectContaining({ kind: 'member', account: { id: owner.accountId, name: expect.any(String) }, roleName: 'Editora', resources: ['createClub'], status: 'pending' }),
    ]);
    const invitation = received.body.data[0];
    if (!invitation) throw new Error('no invitation');
    const count = await http<{ data: { count: number } }>(t.url, '/api/certifications/pending-count', { headers: invitee.headers });
    expect(count.body.data.count).toBe(1);

    // Only its addressee may answer, and only at the version read.
    const stranger = await createTestUser(t.database.db);
    expect((await answer(stranger, invitation, 'accept')).status).toBe(404);
    expect((await answer(owner, invitation, 'accept')).status).toBe(404);
    expect((await answer(invitee, { ...invitation, version: invitation.version + 1 }, 'accept')).status).toBe(409);

    const accepted = await answer(invitee, invitation, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual([]);
    expect((await members()).find((m) => m.userId === invitee.userId)?.roleName).toBe('Editora');
    const again = await answer(invitee, invitation, 'decline');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { status: 409, message: 'Esta invitación ya fue respondida o retirada' } });
  });

  it('keeps a declined invitation looking open to the inviter and does not ask again', async () => {
    const invitee = await createTestUser(t.database.db);
    const name = await usernameOf(invitee);
    const first = await inviteUser(name);
    const invitation = (await inbox(invitee)).body.data[0];
    if (!invitation) throw new Error('no invitation');
    expect((await answer(invitee, invitation, 'decline')).status).toBe(200);
    expect((await members()).map((m) => m.userId)).not.toContain(invitee.userId);
    const second = await inviteUser(name);
    expect(second.body.data).toEqual(first.body.data);
    expect((await inbox(invitee)).body.data).toEqual([]);
  });

  it('lets the owner withdraw an open invitation, and no one else', async () => {
    const invitee = await createTestUser(t.database.db);
    const sent = await inviteUser(await usernameOf(invitee));
    const other = await createTestUser(t.database.db);
    expect((await http(t.url, `/api/accounts/invitations/${sent.body.data.id}`, { method: 'DELETE', headers: other.headers })).status).toBe(403);
    expect((await http(t.url, `/api/accounts/invitations/${sent.body.data.id}`, { method: 'DELETE', headers: owner.headers })).status).toBe(200);
    expect((await inbox(invitee)).body.data).toEqual([]);
    expect((await http(t.url, `/api/accounts/invitations/${sent.body.data.id}`, { method: 'DELETE', headers: owner.headers })).status).toBe(404);
  });

  it('refuses inviting into an account the caller does not own', async () => {
    const other = await createTestUser(t.database.db);
    const res = await http(t.url, '/api/accounts/users', { headers: other.headers, body: { accountId: owner.accountId, user: 'anyone', roleId } });
    expect(res.status).toBe(403);
  });
});

describe('sharing an account', () => {
  it("becomes an invitation the receiving account's owner accepts; any account id answers alike", async () => {
    const receiver = await createTestUser(t.database.db);
    const share = (sharedWithAccountId: number) =>
      http<{ data: SentInvitation }>(t.url, '/api/accounts/shared', { headers: owner.headers, body: { accountId: owner.accountId, sharedWithAccountId, roleId } });
    const real = await share(receiver.accountId);
    const unknown = await share(2_000_000_000);
    expect([real.status, unknown.status]).toEqual([202, 202]);
    expect(Object.keys(unknown.body.data).sort()).toEqual(Object.keys(real.body.data).sort());
    const before = await http<{ data: unknown[] }>(t.url, `/api/accounts/shared?accountId=${owner.accountId}`, { headers: owner.headers });
    expect(before.body.data).toEqual([]);

    const invitation = (await inbox(receiver)).body.data[0];
    expect(invitation).toMatchObject({ kind: 'share', grantee: { id: receiver.accountId } });
    if (!invitation) throw new Error('no invitation');
    expect((await answer(receiver, invitation, 'accept')).status).toBe(200);
    const after = await http<{ data: { sharedWithAccountId: number }[] }>(t.url, `/api/accounts/shared?accountId=${owner.accountId}`, { headers: owner.headers });
    expect(after.body.data.map((s) => s.sharedWithAccountId)).toEqual([receiver.accountId]);
  });

  it('is not answered by a mere member of the receiving account', async () => {
    const receiver = await createTestUser(t.database.db);
    await http(t.url, '/api/accounts/shared', { headers: owner.headers, body: { accountId: owner.accountId, sharedWithAccountId: receiver.accountId, roleId } });
    const invitation = (await inbox(receiver)).body.data[0];
    if (!invitation) throw new Error('no invitation');
    const member = await createTestUser(t.database.db, { resources: ['createClub'] });
    expect((await inbox(member)).body.data).toEqual([]);
    expect((await answer(member, invitation, 'accept')).status).toBe(404);
  });
});

describe('account admins', () => {
  it('are listed only to a signed-in user, and only for accounts the user owns', async () => {
    const { db } = t.database;
    const other = await createTestUser(t.database.db);
    const [community] = await db
      .insert(communities)
      .values({ name: 'Liga admins', domain: `admins-${Date.now().toString(36)}`, lookAndFeel: { logos: { brand: '' }, primary: '#123456', secondary: '#654321' } })
      .returning({ id: communities.id });
    const communityId = String(community?.id);
    await db.insert(communityAccounts).values([
      { communityId: Number(communityId), accountId: owner.accountId, role: 'admin' },
      { communityId: Number(communityId), accountId: other.accountId, role: 'admin' },
    ]);
    expect((await http(t.url, '/api/user/admins', { headers: { 'x-community-id': communityId } })).status).toBe(401);
    const seen = async (user: TestUser) =>
      (await http<{ data: { accountId: number }[] }>(t.url, '/api/user/admins', { headers: { ...user.headers, 'x-community-id': communityId } })).body.data.map((row) => row.accountId);
    expect(await seen(owner)).toEqual([owner.accountId]);
    expect(await seen(other)).toEqual([other.accountId]);
  });
});

async function usernameOf(user: TestUser): Promise<string> {
  const me = await http<{ data: { user: string } }>(t.url, `/api/users/${user.userId}`, { headers: user.headers });
  return me.body.data.user;
}
