// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { requireAuth } from '../../plugins/auth';
import { accountShares, accountUsers, roles, sessions } from '../../db/schema';
import { sessionMemberships, userMemberships } from '../identity/memberships';
import { eq } from 'drizzle-orm';

const forbiddenMessage = 'No tienes permisos para realizar esta acción';
type ErrorBody = { error: { message: string; status: number; fields?: { field: string; message: string }[] } };

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: '10000' }, {
    // A route guarded like the tournaments API will be: the real guard, with a test-only handler.
    beforeListen: (app) => {
      app.post('/api/test/create-valid', { config: { resource: 'createValid' } }, async (request) => ({ data: { accountId: requireAuth(request).accountId } }));
    },
  });
  owner = await createTestUser(t.database.db);
  viewer = await createTestUser(t.database.db, { resources: ['ranking'] });
  creator = await createTestUser(t.database.db, { resources: ['createValid'] });
});
afterAll(() => t.close());

const createValid = (headers: Record<string, string>) => http<ErrorBody>(t.url, '/api/test/create-valid', { method: 'POST', body: {}, headers });

describe('the route guard', () => {
  it('needs a session', async () => {
    expect((await createValid({})).status).toBe(401);
  });

  it('refuses a role without the resource with 403 and the spec message', async () => {
    const res = await createValid(viewer.headers);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(forbiddenMessage);
  });

  it('lets a role with the resource through, and an owner always', async () => {
    expect((await createValid(creator.headers)).status).toBe(200);
    expect((await createValid(owner.headers)).status).toBe(200);
  });

  it('refuses an x-account-id the user does not belong to', async () => {
    const res = await createValid({ ...owner.headers, 'x-account-id': String(viewer.accountId) });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('La cuenta de x-account-id no es una de tus cuentas');
    const me = await http<ErrorBody>(t.url, `/api/users/${owner.userId}`, { headers: { ...owner.headers, 'x-account-id': '999999' } });
    expect(me.status).toBe(403);
  });
});

describe('role templates need account ownership', () => {
  it('refuses POST /api/roles to a member who does not own the account', async () => {
    const res = await http<ErrorBody>(t.url, '/api/roles', { headers: creator.headers, body: { accountId: creator.accountId, name: 'Editor', resources: ['createValid'] } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(forbiddenMessage);
  });

  it('refuses a role name with a NUL character with 400, never 500', async () => {
    const res = await http<ErrorBody>(t.url, '/api/roles', { headers: owner.headers, body: { accountId: owner.accountId, name: 'Edi\u0000tor', resources: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field: 'body.name', message: 'Quita los caracteres invisibles o de control del texto' }]);
  });

  it("refuses templates on somebody else's account", async () => {
    const res = await http(t.url, '/api/roles', { headers: owner.headers, body: { accountId: viewer.accountId, name: 'Intruso', resources: [] } });
    expect(res.status).toBe(403);
  });

  it('lets the owner create, rename (with version) and read templates', async () => {
    const created = await http<{ data: { id: number; version: number } }>(t.url, '/api/roles', {
      headers: owner.headers,
      body: { accountId: owner.accountId, name: 'Editor', resources: ['createValid', 'createValid', 'createClub'] },
    });
    expect(created.status).toBe(201);
    const { id, version } = created.body.data;
    const stale = await http(t.url, `/api/roles/${id}`, { method: 'PUT', headers: owner.headers, body: { name: 'Editora', resources: [], version: version + 5 } });
    expect(stale.status).toBe(409);
    const renamed = await http<{ data: { name: string; resources: string[] } }>(t.url, `/api/roles/${id}`, {
      method: 'PUT',
      headers: owner.headers,
      body: { name: 'Editora', resources: ['createClub'], version },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Editora', resources: ['createClub'] });
    const list = await http<{ data: { name: string }[] }>(t.url, `/api/roles?accountId=${owner.accountId}`, { headers: owner.headers });
    expect(list.body.data.map((r) => r.name)).toEqual(['Editora']);
  });
});

describe('shared accounts', () => {
  it('lets members of the receiving account act as the shared account with the granted role only', async () => {
    const sharer = await createTestUser(t.database.db);
    const role = await http<{ data: { id: number } }>(t.url, '/api/roles', {
      headers: sharer.headers,
      body: { accountId: sharer.accountId, name: 'Organiza torneos', resources: ['createValid'] },
    });
    const asShared = { ...viewer.headers, 'x-account-id': String(sharer.accountId) };
    expect((await createValid(asShared)).status).toBe(403);

    const invited = await http(t.url, '/api/accounts/shared', {
      headers: sharer.headers,
      body: { accountId: sharer.accountId, sharedWithAccountId: viewer.accountId, roleId: role.body.data.id },
    });
    expect(invited.status).toBe(202);
    // Nothing is granted until the owner of the receiving account accepts; its members cannot.
    expect((await createValid(asShared)).status).toBe(403);
    expect((await http<{ data: unknown[] }>(t.url, '/api/invitations', { headers: viewer.headers })).body.data).toEqual([]);
    const receivingOwner = await createTestUser(t.database.db);
    await t.database.db.insert(accountUsers).values({ accountId: viewer.accountId, userId: receivingOwner.userId, isOwner: 1 });
    const ownerHeaders = { ...receivingOwner.headers, 'x-account-id': String(viewer.accountId) };
    const inbox = await http<{ data: { id: number; version: number }[] }>(t.url, '/api/invitations', { headers: ownerHeaders });
    const invitation = inbox.body.data[0];
    expect((await http(t.url, `/api/invitations/${invitation?.id}/accept`, { headers: ownerHeaders, body: { version: invitation?.version } })).status).toBe(200);
    const share = await http<{ data: { id: number }[] }>(t.url, `/api/accounts/shared?accountId=${sharer.accountId}`, { headers: sharer.headers });
    const granted = await http<{ data: { accountId: number } }>(t.url, '/api/test/create-valid', { method: 'POST', body: {}, headers: asShared });
    expect(granted.status).toBe(200);
    expect(granted.body.data.accountId).toBe(sharer.accountId);

    const me = await http<{ data: { accounts: { id: number }[] } }>(t.url, `/api/users/${viewer.userId}`, { headers: viewer.headers });
    expect(me.body.data.accounts.map((a) => a.id)).toEqual([viewer.accountId, sharer.accountId]);

    // A share never makes its receiver an owner: managing the shared account stays refused.
    const manage = await http(t.url, `/api/accounts/users?accountId=${sharer.accountId}`, { headers: asShared });
    expect(manage.status).toBe(403);

    const shareId = share.body.data[0]?.id ?? 0;
    expect((await http(t.url, `/api/accounts/shared/${shareId}`, { method: 'DELETE', headers: sharer.headers })).status).toBe(200);
    expect((await createValid(asShared)).status).toBe(403);
  });
});

describe('the session lookup of every signed-in request', () => {
  it('reads the same accounts, in the same order, as the list of a user\'s memberships', async () => {
    const db = t.database.db;
    const member = await createTestUser(db, { resources: ['ranking'] });
    const second = await createTestUser(db);
    await db.insert(accountUsers).values({ accountId: second.accountId, userId: member.userId, isOwner: 1 });
    const sharer = await createTestUser(db);
    const stranger = await createTestUser(db);
    const [clubs, games] = await db
      .insert(roles)
      .values([
        { accountId: sharer.accountId, name: 'Clubes', resources: ['createClub'] },
        { accountId: sharer.accountId, name: 'Torneos', resources: ['createValid', 'createClub'] },
      ])
      .returning({ id: roles.id });
    // Two shares of one account merge their roles; a share of an account the user is in already adds nothing;
    // a share naming another account's role grants nothing.
    await db.insert(accountShares).values([
      { accountId: sharer.accountId, sharedWithAccountId: member.accountId, roleId: clubs?.id ?? 0 },
      { accountId: sharer.accountId, sharedWithAccountId: second.accountId, roleId: games?.id ?? 0 },
      { accountId: second.accountId, sharedWithAccountId: member.accountId, roleId: clubs?.id ?? 0 },
      { accountId: stranger.accountId, sharedWithAccountId: member.accountId, roleId: games?.id ?? 0 },
    ]);

    const found = await sessionMemberships(db, member.token, 60);
    expect(found?.session.userId).toBe(member.userId);
    expect(found?.memberships).toEqual(await userMemberships(db, member.userId));
    expect(found?.memberships.map((m) => [m.accountId, m.isOwner, m.shared, [...m.resources].sort()])).toEqual([
      [member.accountId, false, false, ['ranking']],
      [second.accountId, true, false, []],
      [sharer.accountId, false, true, ['createClub', 'createValid']],
    ]);
  });

  it('finds no session for a revoked, expired or idle token, nor for a made-up one', async () => {
    const db = t.database.db;
    const user = await createTestUser(db);
    expect(await sessionMemberships(db, user.token, 60)).not.toBeNull();
    await db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) }).where(eq(sessions.userId, user.userId));
    expect(await sessionMemberships(db, user.token, 60)).toBeNull();
    expect(await sessionMemberships(db, user.token, 120)).not.toBeNull();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.userId));
    expect(await sessionMemberships(db, user.token, 120)).toBeNull();
    const other = await createTestUser(db);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, other.userId));
    expect(await sessionMemberships(db, other.token, 60)).toBeNull();
    expect(await sessionMemberships(db, 'x'.repeat(43), 60)).toBeNull();
  });
});
