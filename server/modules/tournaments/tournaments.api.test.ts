// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { act, createMulti, createValid } from '../../test/tournaments';
import type { MultiTournament, Season } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const names = (res: { body: { data: PageOf<MultiTournament> } }) => res.body.data.items.map((item) => item.name);

describe('multi-tournaments', () => {
  it('creates one, lists it by every filter, changes it, refuses a stale version and deletes it', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const season = (await as.post<Season>('/api/seasons', { name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })).body.data;
    const national = await createMulti(as, { name: 'Nacional de Mesa', seasonId: season.id });
    expect(national).toMatchObject({ seasonName: '2026', validCount: 0, sportIds: [], version: 1, createdByAccountId: owner.accountId });
    const cup = await createMulti(as, { name: 'Copa de Fútbol', startDate: '2026-07-01', endDate: '2026-07-02' });
    await createValid(as, { tournamentId: national.id, sportId: 1 });
    const soccer = await createValid(as, { tournamentId: cup.id, sportId: 2, modalityId: 2 });
    await act(as, `/api/valid/${soccer.id}/status`, 'start', soccer.version);

    const visitor = api(t.url, scoped(communityId));
    expect(names(await visitor.get<PageOf<MultiTournament>>('/api/tournament'))).toEqual(['Copa de Fútbol', 'Nacional de Mesa']);
    expect(names(await visitor.get<PageOf<MultiTournament>>('/api/tournament?sportId=1'))).toEqual(['Nacional de Mesa']);
    expect(names(await visitor.get<PageOf<MultiTournament>>('/api/tournament?statusId=2'))).toEqual(['Copa de Fútbol']);
    expect(names(await visitor.get<PageOf<MultiTournament>>(`/api/tournament?seasonId=${season.id}`))).toEqual(['Nacional de Mesa']);
    expect(names(await visitor.get<PageOf<MultiTournament>>('/api/tournament?q=copa'))).toEqual(['Copa de Fútbol']);
    expect(names(await api(t.url).get<PageOf<MultiTournament>>(`/api/tournament?communityId=${communityId}`))).toHaveLength(2);
    const elsewhere = await makeCommunity(t.database.db);
    expect(names(await visitor.get<PageOf<MultiTournament>>(`/api/tournament?communityId=${elsewhere}`))).toEqual([]);
    const paged = await visitor.get<PageOf<MultiTournament>>('/api/tournament?page=1&size=1');
    expect(paged.body.data).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(names(paged)).toEqual(['Nacional de Mesa']);

    const one = await visitor.get<MultiTournament>(`/api/tournament/${national.id}`);
    expect(one.body.data).toMatchObject({ validCount: 1, sportIds: [1] });
    const changed = await as.put<MultiTournament>(`/api/tournament/${cup.id}`, { name: 'Copa Regional', startDate: '2026-07-01', endDate: '2026-07-03', version: 1 });
    expect(changed.body.data).toMatchObject({ name: 'Copa Regional', endDate: '2026-07-03', version: 2 });
    const stale = await as.put(`/api/tournament/${cup.id}`, { name: 'Copa Vieja', startDate: '2026-07-01', endDate: '2026-07-03', version: 1 });
    expect(stale.status).toBe(409);

    expect((await as.del(`/api/tournament/${cup.id}`)).status).toBe(409);
    const empty = await createMulti(as, { name: 'Vacío' });
    expect((await as.del(`/api/tournament/${empty.id}`)).status).toBe(200);
    expect((await visitor.get(`/api/tournament/${empty.id}`)).status).toBe(404);
  });

  it('names the field of bad input: end before start, unknown season, missing name', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const dates = await as.post('/api/tournament', { name: 'X', startDate: '2026-06-05', endDate: '2026-06-01' });
    expect(dates.status).toBe(400);
    expect(fieldsOf(dates)).toEqual({ 'body.endDate': 'La fecha final no puede ser anterior a la inicial' });
    const english = await as.post('/api/tournament', { name: 'X', startDate: '2026-06-05', endDate: '2026-06-01' }, { 'accept-language': 'en' });
    expect(fieldsOf(english)).toEqual({ 'body.endDate': 'The end date cannot be before the start date' });
    const season = await as.post('/api/tournament', { name: 'X', startDate: '2026-06-01', endDate: '2026-06-01', seasonId: 999999 });
    expect(Object.keys(fieldsOf(season))).toEqual(['body.seasonId']);
    expect(Object.keys(fieldsOf(await as.post('/api/tournament', { startDate: '2026-06-01', endDate: '2026-06-01' })))).toEqual(['body.name']);
  });

  it('answers 401 to a visitor and 403 to another account or a role without createTournament on every write', async () => {
    const mine = await createMulti(api(t.url, scoped(communityId, owner)));
    const body = { name: 'Ajeno', startDate: '2026-06-01', endDate: '2026-06-02', version: mine.version };
    const visitor = api(t.url, scoped(communityId));
    expect((await visitor.post('/api/tournament', body)).status).toBe(401);
    expect((await visitor.put(`/api/tournament/${mine.id}`, body)).status).toBe(401);
    expect((await visitor.del(`/api/tournament/${mine.id}`)).status).toBe(401);
    const other = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await other.put(`/api/tournament/${mine.id}`, body)).status).toBe(403);
    expect((await other.del(`/api/tournament/${mine.id}`)).status).toBe(403);
    const noResource = api(t.url, scoped(communityId, await createTestUser(t.database.db, { resources: ['createValid'] })));
    expect((await noResource.post('/api/tournament', body)).status).toBe(403);
    expect((await api(t.url, scoped(communityId, owner)).get<MultiTournament>(`/api/tournament/${mine.id}`)).body.data.name).toBe('Campeonato Nacional');
  });
});
