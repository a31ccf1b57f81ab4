// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Place } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../test/catalog';
import { idempotencyKeys, places } from '../db/schema';
import { purgeExpiredKeys, requestFingerprint } from '../lib/idempotency-store';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let communityId: number;
/** How many times each test-only route's handler ran, by the name the request sent. */
const runs = new Map<string, number>();
const ran = (name: string) => runs.get(name) ?? 0;
const nameIn = (body: unknown) => (typeof body === 'object' && body !== null && 'name' in body ? String(body.name) : '');

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeListen: (app) => {
        // Fails with a server error the first time a name is sent, answers the next times.
        app.post('/api/test-idempotency/flaky', { config: { auth: 'required' } }, async (request, reply) => {
          const name = nameIn(request.body);
          runs.set(name, ran(name) + 1);
          if (ran(name) === 1) throw new Error('first try fails');
          return reply.code(201).send({ data: { name, run: ran(name) } });
        });
        // Takes a while to answer, long enough for its client to give up.
        app.post('/api/test-idempotency/slow', { config: { auth: 'required' } }, async (request) => {
          const name = nameIn(request.body);
          await new Promise((resolve) => setTimeout(resolve, 300));
          runs.set(name, ran(name) + 1);
          return { data: { name, run: ran(name) } };
        });
      },
    },
  );
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  other = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const withKey = (key: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': key, ...extra });
const placesNamed = async (name: string) => (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name))).length;
const keyRow = async (key: string) => (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

describe('Idempotency-Key on POSTs', () => {
  it('answers a repeat with the first answer, marked as replayed, and writes one record', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const key = randomUUID();
    const first = await as.post<Place>('/api/place', { name: 'Coliseo Repetido', city: 'Cali' }, withKey(key));
    const again = await as.post<Place>('/api/place', { city: 'Cali', name: 'Coliseo Repetido' }, withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await placesNamed('Coliseo Repetido')).toBe(1);
  });

  it('makes no kept public answer old with a replay, as the first request does', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const key = randomUUID();
    const tables = new Set(['places']);
    const beforeFirst = t.app.publicReads.mark();
    expect((await as.post('/api/place', { name: 'Sede Leída' }, withKey(key))).status).toBe(201);
    expect(t.app.publicReads.isOld(tables, beforeFirst)).toBe(true);
    const beforeReplay = t.app.publicReads.mark();
    const replay = await as.post('/api/place', { name: 'Sede Leída' }, withKey(key));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Only the claim's own table was touched: no answer read from the platform's records is made old.
    expect([t.app.publicReads.isOld(tables, beforeReplay), t.app.publicReads.isOld(new Set(['idempotency_keys']), beforeReplay)]).toEqual([false, true]);
    expect(t.app.publicReads.isOld(new Set(['places', 'clubs', 'valids', 'matches', 'communities']), beforeReplay)).toBe(false);
  });

  it('refuses the same key with another request with 422, in the caller\'s language', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const key = randomUUID();
    expect((await as.post('/api/place', { name: 'Cancha Uno' }, withKey(key))).status).toBe(201);
    const es = await as.post('/api/place', { name: 'Cancha Dos' }, withKey(key, { 'x-locale': 'es' }));
    const en = await as.post('/api/place', { name: 'Cancha Dos' }, withKey(key, { 'x-locale': 'en' }));
    const otherPath = await as.post('/api/organizers', { name: 'Cancha Uno', slug: 'cancha-uno' }, withKey(key, { 'x-locale': 'en' }));
    expect([es.status, es.body.error?.code, es.body.error?.message]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED', 'Esta Idempotency-Key ya se usó con otra petición: usa una clave nueva para cada petición distinta']);
    expect([en.status, en.body.error?.message]).toEqual([422, 'This Idempotency-Key was already used with a different request: use a new key for each different request']);
    expect(otherPath.status).toBe(422);
    expect([await placesNamed('Cancha Uno'), await placesNamed('Cancha Dos')]).toEqual([1, 0]);
  });

  it("never answers one caller's key with another caller's answer", async () => {
    const key = randomUUID();
    const mine = await api(t.url, scoped(communityId, owner)).post<Place>('/api/place', { name: 'Sede Compartida' }, withKey(key));
    const theirs = await api(t.url, scoped(communityId, other)).post<Place>('/api/place', { name: 'Sede Compartida' }, withKey(key));
    expect([mine.status, theirs.status, theirs.headers.get('idempotent-replayed')]).toEqual([201, 201, null]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(await placesNamed('Sede Compartida')).toBe(2);
  });

  it('refuses a malformed key with 400 naming the header, and keys from callers it cannot tell apart', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const long = await as.post('/api/place', { name: 'Clave Larga' }, withKey('k'.repeat(256), { 'x-locale': 'en' }));
    expect([long.status, fieldsOf(long)]).toEqual([400, { 'headers.idempotency-key': 'The Idempotency-Key header must have 1 to 255 printable ASCII characters' }]);
    const control = await as.post('/api/place', { name: 'Clave Larga' }, withKey('a\tb', { 'x-locale': 'es' }));
    expect([control.status, fieldsOf(control)]).toEqual([400, { 'headers.idempotency-key': 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres ASCII imprimibles' }]);
    expect((await as.post('/api/place', { name: 'Clave Larga' }, withKey('k'.repeat(255)))).status).toBe(201);
    // Nobody signed in: nothing would keep one anonymous caller from another's answers.
    const anonymous = await api(t.url, scoped(communityId)).post('/api/contact', { name: 'Ana', email: 'ana@example.org', message: 'Hola' }, withKey(randomUUID(), { 'x-locale': 'en' }));
    expect([anonymous.status, Object.keys(fieldsOf(anonymous))]).toEqual([400, ['headers.idempotency-key']]);
    const signOut = await as.post('/api/auth/logout', {}, withKey(randomUUID()));
    expect(signOut.status).toBe(400);
    expect(await placesNamed('Clave Larga')).toBe(1);
  });

  it("keeps a score-keeper link's keys apart from other links' keys", async () => {
    const key = randomUUID();
    const keeper = (token: string) => api(t.url, { 'x-community-id': String(communityId), 'x-scorekeeper-token': token, 'x-locale': 'en' });
    const event = { version: 1, type: 'corner', minute: 1, side: 'home' };
    const first = await keeper('a'.repeat(40)).post('/api/scorekeeper/match/1/events', event, withKey(key));
    const again = await keeper('a'.repeat(40)).post('/api/scorekeeper/match/1/events', event, withKey(key));
    const otherLink = await keeper('b'.repeat(40)).post('/api/scorekeeper/match/1/events', event, withKey(key));
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([404, 404, 'true']);
    expect([otherLink.status, otherLink.headers.get('idempotent-replayed')]).toEqual([404, null]);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(2);
  });

  it('changes nothing for a request without the header', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const one = await as.post<Place>('/api/place', { name: 'Sin Clave' });
    const two = await as.post<Place>('/api/place', { name: 'Sin Clave' });
    expect([one.status, two.status, two.headers.get('idempotent-replayed')]).toEqual([201, 201, null]);
    expect(await placesNamed('Sin Clave')).toBe(2);
    expect((await api(t.url, scoped(communityId)).post('/api/place', { name: 'Sin Clave' })).status).toBe(401);
  });

  it('replays a refused request (4xx) as it was answered', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const key = randomUUID();
    const first = await as.post('/api/place', { name: '' }, withKey(key));
    const again = await as.post('/api/place', { name: '' }, withKey(key));
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([400, 400, 'true']);
    expect(again.body).toEqual(first.body);
  });

  it('gives the key back after a server error, so that the retry runs', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const key = randomUUID();
    const failed = await as.post('/api/test-idempotency/flaky', { name: 'flaky' }, withKey(key));
    expect(failed.status).toBe(500);
    expect((await keyRow(key))?.state).toBe('released');
    const retried = await as.post<{ run: number }>('/api/test-idempotency/flaky', { name: 'flaky' }, withKey(key));
    const replayed = await as.post<{ run: number }>('/api/test-idempotency/flaky', { name: 'flaky' }, withKey(key));
    expect([retried.status, retried.body.data.run, replayed.headers.get('idempotent-replayed'), replayed.body.data.run]).toEqual([201, 2, 'true', 2]);
    expect(ran('flaky')).toBe(2);
  });

  it('keeps the answer of a request whose client went away, and a repeat meanwhile waits for it', async () => {
    const key = randomUUID();
    const headers = { ...owner.headers, 'content-type': 'application/json', 'idempotency-key': key };
    const body = JSON.stringify({ name: 'gone' });
    const gone = fetch(`${t.url}/api/test-idempotency/slow`, { method: 'POST', headers, body, signal: AbortSignal.timeout(50) });
    await expect(gone).rejects.toThrow();
    const waited = await api(t.url, owner.headers).post<{ run: number }>('/api/test-idempotency/slow', { name: 'gone' }, withKey(key));
    expect([waited.status, waited.headers.get('idempotent-replayed'), waited.body.data.run]).toEqual([200, 'true', 1]);
    expect(ran('gone')).toBe(1);
  });

  it('runs a request again once its key is older than 24 hours, and deletes such keys', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const key = randomUUID();
    await as.post('/api/place', { name: 'Sede Antigua' }, withKey(key));
    const fresh = randomUUID();
    await as.post('/api/place', { name: 'Sede Reciente' }, withKey(fresh));
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const later = await as.post('/api/place', { name: 'Sede Antigua' }, withKey(key));
    expect([later.status, later.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect(await placesNamed('Sede Antigua')).toBe(2);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    expect(await purgeExpiredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    expect([await keyRow(key), (await keyRow(fresh))?.state]).toEqual([undefined, 'done']);
    expect(await purgeExpiredKeys(t.database.db)).toBe(0);
  });

  it('lets a retry take over a claim whose request never answered, once its lease is over', async () => {
    const key = randomUUID();
    const scope = `user:${owner.userId}:account:${owner.accountId}`;
    await t.database.db.insert(idempotencyKeys).values({ scope, key, fingerprint: 'lost', state: 'running', owner: 'lost', claimedAt: sql`now() - interval '3 minutes'` });
    const retried = await api(t.url, scoped(communityId, owner)).post('/api/place', { name: 'Sede Perdida' }, withKey(key));
    expect(retried.status).toBe(201);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    expect([row?.state, row?.status]).toEqual(['done', 201]);
  });

  it('has a repeat wait for a first request running elsewhere, replay its answer, or answer 409 once it waited too long', async () => {
    const scope = `user:${owner.userId}:account:${owner.accountId}`;
    const body = { name: 'Sede Ocupada' };
    const fingerprint = requestFingerprint({ method: 'POST', url: '/api/place', community: String(communityId), body });
    const answered = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope, key: answered, fingerprint, state: 'running', owner: 'elsewhere' });
    const waiting = api(t.url, scoped(communityId, owner)).post('/api/place', body, withKey(answered));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.update(idempotencyKeys).set({ state: 'done', owner: null, status: 201, contentType: 'application/json; charset=utf-8', body: '{"data":{"id":-1}}' }).where(eq(idempotencyKeys.key, answered));
    const replayed = await waiting;
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body]).toEqual([201, 'true', { data: { id: -1 } }]);
    const stuck = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope, key: stuck, fingerprint, state: 'running', owner: 'elsewhere' });
    const refused = await api(t.url, scoped(communityId, owner)).post('/api/place', body, withKey(stuck, { 'x-locale': 'en' }));
    expect([refused.status, refused.body.error?.code, refused.body.error?.message]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed: try again in a few seconds']);
    expect(await placesNamed('Sede Ocupada')).toBe(0);
  });

  it('writes one record when the same request is sent twenty times at once, again and again', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const times = 20;
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID();
      const name = `Sede Simultánea ${round}`;
      const answers = await Promise.all(Array.from({ length: times }, () => as.post<Place>('/api/place', { name }, withKey(key))));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: times }, () => 201));
      expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(times - 1);
      expect(await placesNamed(name)).toBe(1);
    }
  });

  it('lists the optional header on every POST of the API description, and on nothing else', async () => {
    const document = await http<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>(t.url, '/api/docs/json');
    const operations = Object.entries(document.body.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    const withHeader = (operation: { parameters?: { in: string; name: string }[] }) => (operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key');
    const posts = operations.filter((entry) => entry.method === 'post' && entry.path.startsWith('/api/'));
    expect(posts.length).toBeGreaterThan(50);
    expect(posts.filter((entry) => !withHeader(entry.operation)).map((entry) => entry.path)).toEqual([]);
    expect(operations.filter((entry) => entry.method !== 'post' && withHeader(entry.operation)).map((entry) => entry.path)).toEqual([]);
  });
});
