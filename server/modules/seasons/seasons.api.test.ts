// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { seasons } from '../../db/schema';
import type { Season } from '@domain/contract';

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
afterAll(async () => {
  await t.close();
});

const valid = { name: 'Temporada 2027', startDate: '2027-01-10', endDate: '2027-12-10', carryOverPercent: 25 };
const count = async () => (await t.database.db.select().from(seasons)).length;

describe('seasons', () => {
  it('creates, reads, lists, changes and deletes a season', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Season>('/api/seasons', { ...valid, startDate: '01-10-2027' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Temporada 2027', startDate: '2027-01-10', carryOverPercent: 25, createdByAccountId: owner.accountId, version: 1 });
    const id = created.body.data.id;

    const read = await api(t.url).get<Season>(`/api/seasons/${id}`);
    expect(read.body.data.endDate).toBe('2027-12-10');

    const changed = await as.put<Season>(`/api/seasons/${id}`, { ...valid, name: 'Temporada 2027 A', version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Temporada 2027 A', version: 2 });

    const stale = await as.put(`/api/seasons/${id}`, { ...valid, version: 1 });
    expect(stale.status).toBe(409);

    const removed = await as.del(`/api/seasons/${id}`);
    expect(removed.status).toBe(200);
    expect((await api(t.url).get(`/api/seasons/${id}`)).status).toBe(404);
  });

  it('pages the community list, newest first', async () => {
    const as = api(t.url, scoped(communityId, owner));
    for (const year of [2021, 2022, 2023]) await as.post('/api/seasons', { ...valid, name: `T${year}`, startDate: `${year}-02-01`, endDate: `${year}-11-30` });
    const first = await api(t.url, scoped(communityId)).get<PageOf<Season>>('/api/seasons?page=0&size=2');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items.map((s) => s.name)).toEqual(['T2023', 'T2022']);
    const second = await api(t.url, scoped(communityId)).get<PageOf<Season>>('/api/seasons?page=1&size=2');
    expect(second.body.data.items.map((s) => s.name)).toEqual(['T2021']);
    const other = await api(t.url, scoped(await makeCommunity(t.database.db))).get<PageOf<Season>>('/api/seasons');
    expect(other.body.data.total).toBe(0);
  });

  it('names each bad field and writes nothing', async () => {
    const before = await count();
    const as = api(t.url, scoped(communityId, owner));
    const bad = await as.post('/api/seasons', { ...valid, startDate: '2026-13-40', carryOverPercent: 101 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({ 'body.startDate': 'Escribe una fecha que exista, con día, mes y año', 'body.carryOverPercent': 'El porcentaje debe estar entre 0 y 100' });
    const backwards = await as.post('/api/seasons', { ...valid, endDate: '2026-01-01' }, { 'accept-language': 'en' });
    expect(fieldsOf(backwards)).toEqual({ 'body.endDate': 'The end date must come after the start date' });
    expect(await count()).toBe(before);
  });

  it('needs a session, and only the creating account changes or deletes', async () => {
    expect((await api(t.url, scoped(communityId)).post('/api/seasons', valid)).status).toBe(401);
    const created = await api(t.url, scoped(communityId, owner)).post<Season>('/api/seasons', valid);
    const foreign = api(t.url, scoped(communityId, stranger));
    expect((await foreign.put(`/api/seasons/${created.body.data.id}`, valid)).status).toBe(403);
    expect((await foreign.del(`/api/seasons/${created.body.data.id}`)).status).toBe(403);
    expect((await api(t.url).get<Season>(`/api/seasons/${created.body.data.id}`)).body.data.version).toBe(1);
  });

  it('refuses a community that does not exist', async () => {
    const res = await api(t.url, { ...owner.headers, 'x-community-id': '999999' }).post('/api/seasons', valid);
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(['headers.x-community-id']);
  });
});
