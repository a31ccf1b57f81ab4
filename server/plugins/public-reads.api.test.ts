// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '@domain/contract';
import { startTestApp, type TestApp } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/users';
import { api, makeCommunity, scoped } from '../test/catalog';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db);
  communityId = await makeCommunity(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** Renames a club behind the API's back, as another instance would: no request here knows of it. */
const renameInDatabase = (id: number, name: string) => t.database.db.execute(sql`update clubs set name = ${name} where id = ${id}`);

describe('public answers kept between writes', () => {
  it('answers a repeated public read from what is kept, and a write here makes the next read fresh', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club & { version: number }>('/api/club', { name: 'Club Guardado', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    expect((await visitor.get<Club>(`/api/club/${club.id}`)).body.data.name).toBe('Club Guardado');

    // Kept: a change no request here made is not seen yet.
    await renameInDatabase(club.id, 'Club Cambiado por Fuera');
    expect((await visitor.get<Club>(`/api/club/${club.id}`)).body.data.name).toBe('Club Guardado');
    // Signed in: never from what is kept.
    expect((await as.get<Club>(`/api/club/${club.id}`)).body.data.name).toBe('Club Cambiado por Fuera');

    // Any write here (even of another record) makes every kept answer old.
    const other = (await as.post<Club>('/api/club', { name: 'Otro Club', sportId: 1 })).status;
    expect(other).toBe(201);
    expect((await visitor.get<Club>(`/api/club/${club.id}`)).body.data.name).toBe('Club Cambiado por Fuera');
  });

  it('forgets everything on a change notice, from this instance or another', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club>('/api/club', { name: 'Club Avisado', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    await visitor.get(`/api/club/${club.id}`);
    await renameInDatabase(club.id, 'Club Avisado Después');
    await t.app.live.publish('phase:1', { phaseId: 1, kind: 'result' });
    await expect.poll(async () => (await visitor.get<Club>(`/api/club/${club.id}`)).body.data.name, { timeout: 5000 }).toBe('Club Avisado Después');
  });

  it('keeps one answer per community and language, and never a captcha challenge', async () => {
    const other = await makeCommunity(t.database.db);
    const path = '/api/club?page=0&size=20';
    const mine = (await api(t.url, scoped(communityId)).get<{ total: number }>(path)).body.data.total;
    const theirs = (await api(t.url, scoped(other)).get<{ total: number }>(path)).body.data.total;
    expect(mine).toBeGreaterThan(0);
    expect(theirs).toBe(0);
    const challenge = async () => JSON.stringify((await api(t.url).get('/api/auth/captcha')).body);
    expect(await challenge()).not.toBe(await challenge());
  });

  it('still answers a kept read with its ETag and a 304 for a repeat that has it', async () => {
    const path = `${t.url}/api/club?page=0&size=5`;
    const headers = { 'x-community-id': String(communityId) };
    const first = await fetch(path, { headers });
    const kept = await fetch(path, { headers });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(kept.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await kept.text()).toBe(await first.text());
    const repeat = await fetch(path, { headers: { ...headers, 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(repeat.status).toBe(304);
  });
});
