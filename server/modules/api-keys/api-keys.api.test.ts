// @vitest-environment node
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, ApiKeyCreated, MatchView, PhaseDraw, ResultHistory, Valid } from '@domain/contract';
import { accountUsers, apiKeys } from '../../db/schema';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid, validBody } from '../../test/tournaments';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const asOwner = (locale = 'es') => api(t.url, { ...scoped(communityId, owner), 'x-locale': locale });
/** A program: its key and the community it publishes in, nothing else (no account header, no captcha). */
const program = (secret: string, extra: Record<string, string> = {}) => api(t.url, { authorization: `Bearer ${secret}`, 'x-community-id': String(communityId), ...extra });
const straight = { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] };

async function makeKey(body: Record<string, unknown>, as = asOwner()): Promise<ApiKeyCreated> {
  const res = await as.post<ApiKeyCreated>('/api/accounts/api-keys', body);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/** A started group phase of four table tennis entries of a tournament of the owner. */
async function startedPhase() {
  const valid = await createValid(asOwner(), { sportId: 1, modalityId: 1 });
  const phase = await createPhase(asOwner(), valid.id, { formatId: 1, configuration: { groupCount: 1 } });
  await seedEntries(t.database.db, { ...valid, communityId }, 4, { seeds: 4 });
  const draw = await asOwner().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  const started = await act(asOwner(), `/api/phase/${phase.id}/status`, 'start', phase.version);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const [match] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  if (!match) throw new Error('no match');
  return { valid, match };
}

describe('API keys: making, listing and revoking', () => {
  it('shows the secret once, keeps only its digest, and lists the key without it', async () => {
    const created = await makeKey({ name: 'Resultados del club', scopes: ['results', 'read'] });
    expect(created.secret).toMatch(/^tk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(20);
    expect(created).toMatchObject({ name: 'Resultados del club', scopes: ['results', 'read'], expiresAt: null, revokedAt: null, lastUsedAt: null, version: 1 });

    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(stored?.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    const list = await asOwner().get<ApiKey[]>('/api/accounts/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.data.find((key) => key.id === created.id);
    expect(listed).toMatchObject({ name: 'Resultados del club', prefix: created.prefix });
    expect(listed && 'secret' in listed).toBe(false);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    // Another account's owner sees none of them.
    const theirs = await api(t.url, stranger.headers).get<ApiKey[]>('/api/accounts/api-keys');
    expect(theirs.body.data.map((key) => key.id)).not.toContain(created.id);
  });

  it('refuses bad input field by field, a past expiry, and anyone but a direct owner of the account', async () => {
    const bad = await asOwner('en').post('/api/accounts/api-keys', { name: ' ', scopes: ['everything'], expiresAt: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['body.expiresAt', 'body.name', 'body.scopes.0']);
    const none = await asOwner().post('/api/accounts/api-keys', { name: 'Vacía', scopes: [] });
    expect(Object.keys(fieldsOf(none))).toEqual(['body.scopes']);
    const past = await asOwner('en').post('/api/accounts/api-keys', { name: 'Old', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' });
    expect([past.status, fieldsOf(past)['body.expiresAt']]).toEqual([400, 'Choose a moment in the future for it to expire']);

    const member = await createTestUser(t.database.db, { resources: ['createValid', 'createClub'] });
    const refused = await api(t.url, member.headers).post('/api/accounts/api-keys', { name: 'Mía', scopes: ['admin'] });
    expect(refused.status).toBe(403);
    expect((await api(t.url).post('/api/accounts/api-keys', { name: 'Nadie', scopes: ['admin'] })).status).toBe(401);
  });

  it('revokes on the version read: 409 when stale, 404 for no such key, 403 for a key of an account not yours', async () => {
    const key = await makeKey({ name: 'Para revocar', scopes: ['read'] });
    const stale = await asOwner().del(`/api/accounts/api-keys/${key.id}?version=7`);
    expect(stale.status).toBe(409);
    expect((await api(t.url, stranger.headers).del(`/api/accounts/api-keys/${key.id}?version=1`)).status).toBe(403);
    expect((await asOwner().del('/api/accounts/api-keys/999999?version=1')).status).toBe(404);
    expect(fieldsOf(await asOwner().del(`/api/accounts/api-keys/${key.id}`))).toHaveProperty('query.version');

    const revoked = await asOwner().del<ApiKey>(`/api/accounts/api-keys/${key.id}?version=1`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect(revoked.body.data.version).toBe(2);
    const refused = await program(key.secret, { 'x-locale': 'en' }).get('/api/accounts/api-keys');
    expect(refused.status).toBe(401);
  });

  it('revokes once when owners revoke the same version at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const key = await makeKey({ name: `A la vez ${round}`, scopes: ['read'] });
      const answers = await Promise.all(Array.from({ length: 6 }, () => asOwner().del<ApiKey>(`/api/accounts/api-keys/${key.id}?version=1`)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const [stored] = await t.database.db.select({ version: apiKeys.version }).from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(stored?.version).toBe(2);
    }
  });

  it('never lets a key manage keys, accounts or the person’s own things', async () => {
    const admin = await makeKey({ name: 'Todo', scopes: ['admin'] });
    const more = await program(admin.secret, { 'x-locale': 'en' }).post('/api/accounts/api-keys', { name: 'Otra', scopes: ['admin'] });
    expect([more.status, more.body.error?.message]).toEqual([403, 'This action belongs to a signed-in person: it cannot be done with an API key']);
    expect((await program(admin.secret).get('/api/accounts')).status).toBe(403);
    expect((await program(admin.secret).get('/api/favorites')).status).toBe(403);
  });
});

describe('a request with an API key', () => {
  it('acts as the key’s account without captcha or account header, through either header', async () => {
    const key = await makeKey({ name: 'Herramienta federación', scopes: ['admin'] });
    const created = await program(key.secret).post<Valid>('/api/valid', validBody({ name: 'Abierto de la federación' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The tournament is the account's own: its owner may edit it with their session.
    const seen = await asOwner().get<Valid>(`/api/valid/${created.body.data.id}`);
    expect(seen.status).toBe(200);

    const club = await api(t.url, { 'x-api-key': key.secret, 'x-community-id': String(communityId) }).post<{ id: number }>('/api/club', { name: 'Club de la clave', sportId: 1 });
    expect(club.status, JSON.stringify(club.body)).toBe(201);

    const [used] = await t.database.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('keeps its own Idempotency-Keys: a repeat through the key replays, the same key sent by its maker is another request', async () => {
    const key = await makeKey({ name: 'Marcador del club', scopes: ['admin'] });
    const retry = { 'idempotency-key': 'club-sync-1' };
    const first = await program(key.secret).post<{ id: number }>('/api/club', { name: 'Club repetido', sportId: 1 }, retry);
    const again = await program(key.secret).post<{ id: number }>('/api/club', { name: 'Club repetido', sportId: 1 }, retry);
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(again.body.data.id).toBe(first.body.data.id);
    const byMaker = await asOwner().post<{ id: number }>('/api/club', { name: 'Club repetido', sportId: 1 }, retry);
    expect([byMaker.status, byMaker.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(byMaker.body.data.id).not.toBe(first.body.data.id);
  });

  it('refuses a write outside its scopes with 403 naming the scope, and allows reads with any scope', async () => {
    const { match } = await startedPhase();
    const reader = await makeKey({ name: 'Lector', scopes: ['read'] });
    const entries = await makeKey({ name: 'Inscripciones', scopes: ['entries'] });
    const results = await makeKey({ name: 'Marcador', scopes: ['results'] });

    const write = await program(reader.secret, { 'x-locale': 'en' }).post('/api/valid', validBody());
    expect([write.status, write.body.error?.message]).toEqual([403, 'This API key lacks the "admin" scope this action needs']);
    const result = await program(entries.secret).put(`/api/match/${match.id}`, { version: match.version, result: straight });
    expect([result.status, result.body.error?.message]).toEqual([403, 'Esta clave de API no tiene el permiso «results» que pide esta acción']);
    expect((await program(results.secret).post('/api/valid', validBody())).status).toBe(403);

    // A private read of the account (who entered each result) works with every key.
    for (const key of [reader, entries, results]) {
      expect((await program(key.secret).get<ResultHistory>(`/api/match/history/${match.id}`)).status).toBe(200);
    }
  });

  it('records a result saved with it under the key, and the history names the key', async () => {
    const { match } = await startedPhase();
    const results = await makeKey({ name: 'Mesa digital', scopes: ['results'] });
    const saved = await program(results.secret).put<MatchView>(`/api/match/${match.id}`, { version: match.version, result: straight });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const history = await asOwner().get<ResultHistory>(`/api/match/history/${match.id}`);
    const [entry] = history.body.data.entries;
    expect(entry).toMatchObject({ apiKeyName: 'Mesa digital', userId: owner.userId, accountId: owner.accountId });

    const bySession = await asOwner().put<MatchView>(`/api/match/${match.id}`, { version: saved.body.data.version, result: straight, reason: 'Revisado' });
    expect(bySession.status).toBe(200);
    const [latest] = (await asOwner().get<ResultHistory>(`/api/match/history/${match.id}`)).body.data.entries;
    expect(latest?.apiKeyName).toBeNull();
  });

  it('is refused with 401 once revoked or expired, or when unknown, even on a page anyone may read', async () => {
    const revoked = await makeKey({ name: 'Revocada', scopes: ['read'] });
    await asOwner().del(`/api/accounts/api-keys/${revoked.id}?version=1`);
    const refused = await program(revoked.secret, { 'x-locale': 'en' }).post('/api/valid', validBody());
    expect([refused.status, refused.body.error?.message, refused.body.error?.reason]).toEqual([401, 'This API key has been revoked: ask the account owner for a new one', 'apiKeyRevoked']);

    const expiring = await makeKey({ name: 'Caduca', scopes: ['admin'], expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await program(expiring.secret).post('/api/valid', validBody())).status).toBe(201);
    await t.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expiring.id));
    const expired = await program(expiring.secret).post('/api/valid', validBody());
    expect([expired.status, expired.body.error?.message, expired.body.error?.reason]).toEqual([401, 'Esta clave de API ha caducado: pide una nueva al propietario de la cuenta', 'apiKeyExpired']);
    expect((await program(expiring.secret).get('/api/valid?size=1')).status).toBe(200);

    const unknown = await program(`tk_live_${'x'.repeat(43)}`).post('/api/valid', validBody());
    expect([unknown.status, unknown.body.error?.reason]).toEqual([401, 'apiKeyUnknown']);
    // A page anyone may read does not take a refused key for a visit without one.
    expect((await program(revoked.secret).get('/api/person?size=1')).status).toBe(401);
    expect((await api(t.url, { 'x-community-id': String(communityId) }).get('/api/person?size=1')).status).toBe(200);
  });

  it('stops working when its maker no longer owns the account', async () => {
    const maker = await createTestUser(t.database.db);
    const key = await makeKey({ name: 'Del antiguo dueño', scopes: ['admin'] }, api(t.url, scoped(communityId, maker)));
    expect((await program(key.secret).get('/api/match/history/1')).status).not.toBe(401);
    await t.database.db.update(accountUsers).set({ isOwner: 0 }).where(eq(accountUsers.userId, maker.userId));
    expect((await program(key.secret).post('/api/valid', validBody())).status).toBe(401);
  });

  it('refuses an x-account-id of another account', async () => {
    const key = await makeKey({ name: 'Con cabecera', scopes: ['admin'] });
    const same = await program(key.secret, { 'x-account-id': String(owner.accountId) }).post('/api/valid', validBody());
    expect(same.status).toBe(201);
    const other = await program(key.secret, { 'x-account-id': String(stranger.accountId), 'x-locale': 'en' }).post('/api/valid', validBody());
    expect([other.status, other.body.error?.message]).toEqual([403, "This API key belongs to another account: leave out x-account-id or send the key's own"]);
  });
});

describe('a session token with several accounts', () => {
  it('must name the account of a write, and hears when an account is not theirs', async () => {
    const person = await createTestUser(t.database.db);
    const second = await api(t.url, scoped(communityId, person)).post<{ id: number }>('/api/accounts', { name: 'Segunda cuenta' });
    expect(second.status).toBe(201);
    const bare = api(t.url, { authorization: `Bearer ${person.token}`, 'x-community-id': String(communityId), 'x-locale': 'en' });
    const unnamed = await bare.post('/api/valid', validBody());
    expect(unnamed.status).toBe(400);
    expect(fieldsOf(unnamed)).toEqual({ 'headers.x-account-id': 'You have several accounts: say which one you act as in the x-account-id header' });
    // Reads keep the first account, and a named account is used.
    expect((await bare.get('/api/accounts')).status).toBe(200);
    expect((await bare.post('/api/valid', validBody(), { 'x-account-id': String(person.accountId) })).status).toBe(201);

    const foreign = await bare.post('/api/valid', validBody(), { 'x-account-id': String(stranger.accountId) });
    expect([foreign.status, foreign.body.error?.message]).toEqual([403, 'The account in x-account-id is not one of your accounts']);
  });

  it('with one account, a write without the header still acts as it', async () => {
    const single = await createTestUser(t.database.db);
    const res = await api(t.url, { authorization: `Bearer ${single.token}`, 'x-community-id': String(communityId) }).post('/api/valid', validBody());
    expect(res.status).toBe(201);
  });
});

describe('the OpenAPI description', () => {
  it('names the three ways in: an API key, a bearer session token and the session cookie', async () => {
    const res = await http<{ components?: { securitySchemes?: Record<string, { type: string; scheme?: string; in?: string }> } }>(t.url, '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.components?.securitySchemes).toMatchObject({
      apiKey: { type: 'http', scheme: 'bearer' },
      bearerSession: { type: 'http', scheme: 'bearer' },
      cookieSession: { type: 'apiKey', in: 'cookie' },
    });
  });
});

describe('API key budgets', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_READ_MAX: '6', RATE_LIMIT_MAX: '4' });
  });
  afterAll(() => limited.close());

  it('counts a key’s calls by the key, from whatever address, apart from other keys', async () => {
    const person = await createTestUser(limited.database.db);
    const mine = api(limited.url, { ...person.headers, 'x-forwarded-for': '10.7.0.1' });
    const one = (await mine.post<ApiKeyCreated>('/api/accounts/api-keys', { name: 'Uno', scopes: ['read'] })).body.data;
    const two = (await mine.post<ApiKeyCreated>('/api/accounts/api-keys', { name: 'Dos', scopes: ['read'] })).body.data;
    const read = (secret: string, address: string) => limitedOrNot(limited, secret, address);
    const statuses: string[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await read(one.secret, `10.7.1.${i}`));
    // The first call is counted by its address (the key is not known yet); the rest share the key's budget.
    expect(statuses.slice(0, 7)).toEqual(Array.from({ length: 7 }, () => 'answered'));
    expect(statuses.slice(7)).toEqual(['limited', 'limited', 'limited']);
    expect(await read(two.secret, '10.7.1.1')).toBe('answered');
    expect(await read(two.secret, '10.7.1.2')).toBe('answered');
  });
});

/** A read with a key from an address: refused for its budget, or answered (a 404 for the made-up match included). */
async function limitedOrNot(app: TestApp, secret: string, address: string): Promise<'limited' | 'answered'> {
  const response = await fetch(`${app.url}/api/match/history/1`, { headers: { authorization: `Bearer ${secret}`, 'x-forwarded-for': address } });
  await response.text();
  if (response.status === 401 || response.status >= 500) throw new Error(`unexpected ${response.status}`);
  return response.status === 429 ? 'limited' : 'answered';
}
