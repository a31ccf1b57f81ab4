// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api } from '../../test/catalog';
import type { Community } from '@domain/contract';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const look = { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' };
const input = (domain: string, extra: object = {}) => ({ name: `Liga ${domain}`, domain, lookAndFeel: look, sportId: 1, ...extra });

describe('cached community lookup', () => {
  it('answers a changed community at once after the change, by domain and in the sports it allows', async () => {
    const as = api(t.url, owner.headers);
    const created = await as.post<Community & { version: number }>('/api/communities', input('liga-cache'));
    const id = created.body.data.id;
    // Read twice, so the second answer comes from the cache.
    for (let i = 0; i < 2; i += 1) expect((await api(t.url).get<Community>('/api/communities/liga-cache')).body.data).toMatchObject({ id, name: 'Liga liga-cache', sportId: 1 });
    const sports = async () => (await http<{ data: { id: number }[] }>(t.url, '/api/sports', { headers: { 'x-community-id': String(id) } })).body.data.map((s) => s.id);
    expect(await sports()).toEqual([1]);

    const changed = await as.put<Community & { version: number }>(`/api/communities/${id}`, input('liga-cache', { name: 'Liga Renombrada', sportId: null, version: 1 }));
    expect(changed.status).toBe(200);
    expect((await api(t.url).get<Community>('/api/communities/liga-cache')).body.data).toMatchObject({ id, name: 'Liga Renombrada', sportId: null });
    expect((await sports()).length).toBeGreaterThan(1);

    // A new domain is found at once; the old one names nothing now, so it gets the default community (the only one
    // here), as it is now.
    const moved = await as.put(`/api/communities/${id}`, input('liga-movida', { name: 'Liga Renombrada', sportId: null, version: 2 }));
    expect(moved.status).toBe(200);
    expect((await api(t.url).get<Community>('/api/communities/liga-movida')).body.data.id).toBe(id);
    expect((await api(t.url).get<Community>('/api/communities/liga-cache')).body.data.domain).toBe('liga-movida');
  });
});

describe('conditional reads', () => {
  it('gives a public read an ETag, and a repeat with If-None-Match costs a 304 with no body', async () => {
    const first = await fetch(`${t.url}/api/sports`);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toContain('x-community-id');
    const again = await fetch(`${t.url}/api/sports`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Another answer (another language) does not match the tag.
    const other = await fetch(`${t.url}/api/communities/nadie`, { headers: { 'if-none-match': etag ?? '' } });
    expect(other.status).toBe(200);
  });

  it('never tags or lets anyone keep an answer to a signed-in request', async () => {
    const signedIn = await fetch(`${t.url}/api/sports`, { headers: owner.headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const own = await fetch(`${t.url}/api/users/${owner.userId}`, { headers: owner.headers });
    expect(own.headers.get('etag')).toBeNull();
    expect(own.headers.get('cache-control')).toBe('no-store');
  });
});
