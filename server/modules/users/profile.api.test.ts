// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BearerSession, CertificationRequest, PlayerCandidate, PlayerLinkResult, UserProfiles } from '@domain/contract';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bearer, loginUser } from '../auth/auth.test-support';

const UPLOAD_DIR = `/tmp/torneos-profile-test-${process.pid}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let t: TestApp;
let organizer: BearerSession;
let player: BearerSession;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: '10000', CAPTCHA_COST: '200', UPLOAD_DIR });
  await seedDemoIfEmpty(t.database.db);
  organizer = (await loginUser(t.url, 'organizador', 'Demo2026!')).body.data;
  player = (await loginUser(t.url, 'jugador', 'Demo2026!')).body.data;
});
afterAll(async () => {
  await t.close();
  await rm(UPLOAD_DIR, { recursive: true, force: true });
});

const upload = (bytes: Buffer, session: BearerSession | null, type = 'image/png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'avatar.png');
  return fetch(`${t.url}/api/uploads/avatar`, { method: 'POST', body: form, headers: session ? bearer(session) : {} });
};

describe('demo users', () => {
  it('sign in with the documented passwords: the organiser with two accounts, the player with one', () => {
    expect(organizer.user.accounts.map((a) => a.name)).toEqual(['Torneos Abiertos', 'Liga Andina de Tenis de Mesa']);
    expect(player.user.accounts).toHaveLength(1);
  });
});

describe('profile', () => {
  it('is private to its user', async () => {
    expect((await http(t.url, `/api/users/${player.user.id}`, { headers: bearer(organizer) })).status).toBe(403);
    const own = await http<{ data: { email: string; hasPassword: boolean } }>(t.url, `/api/users/${player.user.id}`, { headers: bearer(player) });
    expect(own.body.data).toMatchObject({ email: 'jugador@torneos.demo', hasPassword: true });
  });

  it('stores an uploaded avatar after checking its content and serves it', async () => {
    expect((await upload(PNG, null)).status).toBe(401);
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), player, 'image/svg+xml')).status).toBe(400);
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), player)).status).toBe(413);
    const res = await upload(PNG, player);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string } };
    const served = await fetch(`${t.url}${data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const saved = await http<{ data: { user: { avatar: string; fullName: string } } }>(t.url, `/api/auth/${player.user.id}`, {
      method: 'PUT',
      headers: bearer(player),
      body: { fullName: 'Julián J. Jugador', avatar: data.url },
    });
    expect(saved.body.data.user).toMatchObject({ avatar: data.url, fullName: 'Julián J. Jugador' });
    expect((await http(t.url, `/api/auth/${player.user.id}`, { method: 'PUT', headers: bearer(player), body: { fullName: 'X', avatar: 'https://evil.example/x.png' } })).status).toBe(400);
  });

  it('answers an avatar upload whose multipart body is cut short with 400 in the envelope', async () => {
    const cut = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
    const res = await fetch(`${t.url}/api/uploads/avatar`, { method: 'POST', body: cut, headers: { ...bearer(player), 'content-type': 'multipart/form-data; boundary=cut' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { status: 400, code: 'UPLOAD_INVALID' } });
  });

  it("links a user to a player their account owns, never to someone else's", async () => {
    const mine = await http<{ data: UserProfiles }>(t.url, '/api/profiles', { headers: bearer(player) });
    const claimedId = mine.body.data.player?.id ?? 0;
    expect(claimedId).toBeGreaterThan(0);
    const lastName = encodeURIComponent(mine.body.data.player?.lastName ?? '');
    const search = await http<{ data: PlayerCandidate[] }>(t.url, `/api/profiles/players?q=${lastName}`, { headers: bearer(organizer) });
    expect(search.body.data.find((p) => p.id === claimedId)?.claimed).toBe(true);
    expect((await http(t.url, '/api/profiles/player', { method: 'PUT', headers: bearer(organizer, organizer.user.accounts[0]?.id), body: { personId: claimedId } })).status).toBe(409);
    // Any other player of the space will do: look through a few common surname prefixes for one nobody claimed.
    let free: PlayerCandidate | undefined;
    for (const prefix of ['Ga', 'Ro', 'Ma', 'Go', 'Me', 'To', 'Fl', 'Ri', 'Ca', 'He']) {
      const found = await http<{ data: PlayerCandidate[] }>(t.url, `/api/profiles/players?q=${prefix}`, { headers: bearer(organizer) });
      free = found.body.data.find((p) => !p.claimed);
      if (free) break;
    }
    expect(free?.id).toBeGreaterThan(0);
    expect(free?.managed).toBe(true);
    // The player user's account does not own that record: linking it would hand them its private data, so
    // "that's me" becomes a request the organiser's account approves, and nothing is linked meanwhile.
    const asPlayer = await http<{ data: PlayerCandidate[] }>(t.url, `/api/profiles/players?q=${encodeURIComponent(free?.lastName ?? '')}`, { headers: bearer(player) });
    expect(asPlayer.body.data.find((p) => p.id === free?.id)?.managed).toBe(false);
    const asked = await http<{ data: PlayerLinkResult }>(t.url, '/api/profiles/player', { method: 'PUT', headers: bearer(player), body: { personId: free?.id } });
    expect(asked.status).toBe(202);
    expect(asked.body.data.player?.id).toBe(claimedId);
    expect(asked.body.data.request).toMatchObject({ type: 'player-link', status: 'pending', person: { id: free?.id }, targetAccount: { id: organizer.user.accounts[0]?.id } });
    expect((await http<{ data: UserProfiles }>(t.url, '/api/profiles', { headers: bearer(player) })).body.data.player?.id).toBe(claimedId);
    const withdrawn = await http<{ data: CertificationRequest }>(t.url, '/api/certifications', {
      method: 'PUT',
      headers: bearer(player),
      body: { id: asked.body.data.request?.id, version: asked.body.data.request?.version, action: 'withdraw' },
    });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const linked = await http<{ data: UserProfiles }>(t.url, '/api/profiles/player', { method: 'PUT', headers: bearer(organizer, organizer.user.accounts[0]?.id), body: { personId: free?.id } });
    expect(linked.body.data.player?.id).toBe(free?.id);
    const unlinked = await http<{ data: UserProfiles }>(t.url, '/api/profiles/player', { method: 'DELETE', headers: bearer(organizer, organizer.user.accounts[0]?.id) });
    expect(unlinked.body.data.player).toBeNull();
  });
});

describe('certification requests', () => {
  it("lists a user's own requests and counts the receiving account's pending ones", async () => {
    const own = await http<{ data: CertificationRequest[] }>(t.url, `/api/certifications/users/${player.user.id}`, { headers: bearer(player) });
    const torneos = { id: organizer.user.accounts[0]?.id, name: 'Torneos Abiertos' };
    // The demo holds requests of both types in each state, all addressed to the organiser's first account.
    const seeded = own.body.data.filter((r) => r.type !== 'player-link').map((r) => `${r.type}:${r.status}`).sort();
    expect(seeded).toEqual(['join-team:approved', 'join-team:pending', 'join-team:rejected', 'tournament-inscription:pending', 'tournament-inscription:rejected']);
    expect(own.body.data.every((r) => r.targetAccount.id === torneos.id && r.targetAccount.name === torneos.name)).toBe(true);
    expect(own.body.data.find((r) => r.status === 'rejected')?.reason).toBeTruthy();
    expect(own.body.data.find((r) => r.type === 'tournament-inscription' && r.status === 'pending')?.valid?.name).toBeTruthy();
    expect((await http(t.url, `/api/certifications/users/${player.user.id}`, { headers: bearer(organizer) })).status).toBe(403);
    const count = (session: BearerSession, accountId?: number) => http<{ data: { count: number } }>(t.url, '/api/certifications/pending-count', { headers: bearer(session, accountId) });
    expect((await count(organizer)).body.data).toEqual({ count: 2 });
    expect((await count(organizer, organizer.user.accounts[1]?.id)).body.data).toEqual({ count: 0 });
    // The player has no inbox of their own, but one invitation waits for them: the demo second account invited them.
    expect((await count(player)).body.data).toEqual({ count: 1 });
    const id = own.body.data[0]?.id ?? 0;
    expect((await http(t.url, `/api/certifications/${id}`, { headers: bearer(organizer) })).status).toBe(200);
    const stranger = await createTestUser(t.database.db);
    expect((await http(t.url, `/api/certifications/${id}`, { headers: stranger.headers })).status).toBe(404);
  });
});

describe('accounts', () => {
  it('lets the owner invite a user with a role, who joins on accepting; then change the role and remove them', async () => {
    const accountId = organizer.user.accounts[0]?.id ?? 0;
    const templates = await http<{ data: { id: number; name: string }[] }>(t.url, `/api/roles?accountId=${accountId}`, { headers: bearer(organizer) });
    const [editor, assistant] = templates.body.data;
    const added = await http(t.url, '/api/accounts/users', { headers: bearer(organizer, organizer.user.accounts[0]?.id), body: { accountId, user: 'JUGADOR@torneos.demo', roleId: editor?.id } });
    expect(added.status).toBe(202);
    const inbox = await http<{ data: { id: number; version: number }[] }>(t.url, '/api/invitations', { headers: bearer(player) });
    const invitation = inbox.body.data[0];
    const accepted = await http(t.url, `/api/invitations/${invitation?.id}/accept`, { headers: bearer(player), body: { version: invitation?.version } });
    expect(accepted.status).toBe(200);
    const relogin = (await loginUser(t.url, 'jugador', 'Demo2026!')).body.data;
    expect(relogin.user.accounts.map((a) => a.id)).toContain(accountId);
    expect((await http(t.url, `/api/accounts/users?accountId=${accountId}`, { headers: bearer(relogin, accountId) })).status).toBe(403);
    const changed = await http<{ data: { userId: number; roleName: string | null }[] }>(t.url, `/api/accounts/users/${player.user.id}`, {
      method: 'PUT',
      headers: bearer(organizer, organizer.user.accounts[0]?.id),
      body: { accountId, roleId: assistant?.id },
    });
    expect(changed.body.data.find((m) => m.userId === player.user.id)?.roleName).toBe(assistant?.name);
    expect((await http(t.url, `/api/accounts/users/${organizer.user.id}?accountId=${accountId}`, { method: 'DELETE', headers: bearer(organizer, organizer.user.accounts[0]?.id) })).status).toBe(409);
    expect((await http(t.url, `/api/accounts/users/${player.user.id}?accountId=${accountId}`, { method: 'DELETE', headers: bearer(organizer, organizer.user.accounts[0]?.id) })).status).toBe(200);
  });

  it('renames an account with its version and refuses a stale one', async () => {
    const list = await http<{ data: { id: number; version: number; owned: boolean }[] }>(t.url, '/api/accounts', { headers: bearer(organizer) });
    const account = list.body.data[1];
    expect(account?.owned).toBe(true);
    const body = { id: account?.id, name: 'Liga Andina', version: account?.version };
    expect((await http(t.url, '/api/accounts', { method: 'PUT', headers: bearer(organizer, organizer.user.accounts[0]?.id), body })).status).toBe(200);
    expect((await http(t.url, '/api/accounts', { method: 'PUT', headers: bearer(organizer, organizer.user.accounts[0]?.id), body })).status).toBe(409);
  });
});
