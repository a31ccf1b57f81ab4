// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceLineView, DivisionsView, LevelGroupView, ModalityTableRow, PersonHistoryView, RankingConfigurationView, RankingValidRow, RankingView, RatingSystemView, SnapshotView } from '@domain/contract';
import { clubs, personClubs, persons } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { playedKnockout } from './rankings.test-support';

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

const as = () => api(t.url, scoped(communityId, owner));
const other = () => api(t.url, scoped(communityId, stranger));
const visitor = () => api(t.url, scoped(communityId));
const system = { name: 'Divisiones', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }, { upTo: 2, points: 70 }, { upTo: 4, points: 50 }], perMatchWon: 3 };

async function levels(names: string[]) {
  const ids: number[] = [];
  for (const [index, name] of names.entries()) ids.push((await as().post<{ id: number }>('/api/category/level', { name, rank: index + 1 })).body.data.id);
  return ids;
}

async function ranking(extra: object = {}, modalities: object[] = [{ modalityId: 1, genreId: 3 }]) {
  const rating = (await as().post<RatingSystemView>('/api/discounts', system)).body.data;
  const created = await as().post<RankingView>('/api/ranking', { name: 'Liga por divisiones', sportId: 1, ratingSystemId: rating.id, rankingModalities: modalities, ...extra });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('divisions (level groups)', () => {
  it('creates, lists, reads, changes with a version and deletes a ladder of the community’s levels', async () => {
    const [first, second, third] = await levels(['Primera', 'Segunda', 'Tercera']);
    const created = await as().post<LevelGroupView>('/api/level-group', { name: 'Liga', levelCategoryIds: [first, second] });
    expect(created.status).toBe(201);
    expect(created.body.data.levels.map((level) => [level.name, level.order])).toEqual([
      ['Primera', 1],
      ['Segunda', 2],
    ]);
    const id = created.body.data.id;
    expect((await visitor().get<PageOf<LevelGroupView>>('/api/level-group')).body.data.items.map((row) => row.id)).toContain(id);
    const changed = await as().put<LevelGroupView>(`/api/level-group/${id}`, { name: 'Liga 2026', levelCategoryIds: [third, second, first], version: 1 });
    expect(changed.body.data).toMatchObject({ name: 'Liga 2026', version: 2 });
    expect(changed.body.data.levels.map((level) => level.levelCategoryId)).toEqual([third, second, first]);
    expect((await as().put(`/api/level-group/${id}`, { name: 'X', levelCategoryIds: [first], version: 1 })).status).toBe(409);
    expect((await visitor().get<LevelGroupView>(`/api/level-group/${id}`)).body.data.name).toBe('Liga 2026');

    // In use by a ranking: refused; once the ranking is gone it can go.
    const used = await ranking({ cutPoint: { typeId: 5, moves: 1 }, levelGroupId: id });
    expect(used.levelGroupId).toBe(id);
    expect((await as().del(`/api/level-group/${id}`)).status).toBe(409);
    await as().del(`/api/ranking/${used.id}`);
    expect((await as().del(`/api/level-group/${id}`)).status).toBe(200);
    expect((await visitor().get(`/api/level-group/${id}`)).status).toBe(404);
  });

  it('answers 401, 403 and 400 per field', async () => {
    const [level] = await levels(['Única']);
    const created = await as().post<LevelGroupView>('/api/level-group', { name: 'Propia', levelCategoryIds: [level] });
    expect((await visitor().post('/api/level-group', { name: 'X', levelCategoryIds: [level] })).status).toBe(401);
    expect((await other().put(`/api/level-group/${created.body.data.id}`, { name: 'X', levelCategoryIds: [level] })).status).toBe(403);
    expect((await other().del(`/api/level-group/${created.body.data.id}`)).status).toBe(403);
    const bad = await as().post('/api/level-group', { name: '', levelCategoryIds: [level, level] });
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['body.levelCategoryIds', 'body.name']);
    const foreign = await as().post('/api/level-group', { name: 'Ajena', levelCategoryIds: [level, 2_000_000_000] });
    expect(Object.keys(fieldsOf(foreign))).toEqual(['body.levelCategoryIds.1']);
  });
});

describe('ranking configuration, divisions read and reclassification', () => {
  it('places people in divisions, reads the table by division and moves people when a snapshot freezes it', async () => {
    const [top, bottom] = await levels(['Oro', 'Plata']);
    const ladder = (await as().post<LevelGroupView>('/api/level-group', { name: 'Oro y Plata', levelCategoryIds: [top, bottom] })).body.data;
    const created = await ranking({ cutPoint: { typeId: 5, moves: 1 }, levelGroupId: ladder.id });
    const table = created.rankingModalities[0]?.id ?? 0;
    const { valid, people } = await playedKnockout(t.url, as(), [null, null, null, null], 'Escalera');
    await as().post(`/api/discounts/finish/valids/${valid.id}`, {});
    const [p1, p2, p3, p4] = people as [number, number, number, number];
    // The champion and the third start in Plata; the runner-up and the other third in Oro.
    const placed: RankingConfigurationView[] = [];
    for (const [personId, level] of [[p1, bottom], [p2, top], [p3, bottom], [p4, top]] as const) {
      const saved = await as().post<RankingConfigurationView>('/api/person/ranking-configuration', { rankingModalityId: table, personId, levelCategoryId: level });
      expect(saved.status).toBe(201);
      placed.push(saved.body.data);
    }
    expect((await as().post('/api/person/ranking-configuration', { rankingModalityId: table, personId: p1, levelCategoryId: top })).status).toBe(409);
    const listed = await visitor().get<RankingConfigurationView[]>(`/api/person/ranking-configuration?personId=${p1}`);
    expect(listed.body.data).toEqual([placed[0]]);

    const read = (await visitor().get<DivisionsView>(`/api/ranking/modality/${table}/divisions`)).body.data;
    expect(read.divisions.map((division) => [division.name, division.rows.map((row) => [row.personId, row.points, row.position])])).toEqual([
      ['Oro', [[p2, 73, 1], [p4, 50, 2]]],
      ['Plata', [[p1, 106, 1], [p3, 50, 2]]],
    ]);
    expect(read.reclassification).toEqual([
      { personId: p4, from: 0, to: 1 },
      { personId: p1, from: 1, to: 0 },
    ]);

    expect((await as().post<SnapshotView>('/api/ranking/snapshots', { rankingId: created.id })).status).toBe(201);
    const after = (await visitor().get<DivisionsView>(`/api/ranking/modality/${table}/divisions`)).body.data;
    expect(after.divisions.map((division) => division.rows.map((row) => row.personId))).toEqual([
      [p1, p2],
      [p3, p4],
    ]);
    const moved = (await visitor().get<RankingConfigurationView[]>(`/api/person/ranking-configuration?rankingModalityId=${table}&personId=${p1}`)).body.data[0];
    expect(moved).toMatchObject({ levelCategoryId: top, version: 2 });

    // Leaving someone out of the table; a stale version is refused.
    const out = await as().put<RankingConfigurationView>(`/api/person/ranking-configuration/${placed[2]?.id ?? 0}`, { rankingModalityId: table, personId: p3, levelCategoryId: bottom, excluded: true, version: 1 });
    expect(out.body.data).toMatchObject({ excluded: true, version: 2 });
    expect((await as().put(`/api/person/ranking-configuration/${placed[2]?.id ?? 0}`, { rankingModalityId: table, personId: p3, levelCategoryId: bottom, version: 1 })).status).toBe(409);
    const page = (await visitor().get<PageOf<ModalityTableRow>>(`/api/ranking/modality/${table}`)).body.data;
    expect(page.items.map((row) => row.personId)).toEqual([p1, p2, p4]);
    expect(page.total).toBe(3);
  });

  it('refuses others, visitors and references outside the ranking', async () => {
    const created = await ranking();
    const table = created.rankingModalities[0]?.id ?? 0;
    const { people } = await playedKnockout(t.url, as(), [null, null], 'Config');
    const body = { rankingModalityId: table, personId: people[0], levelCategoryId: null };
    expect((await visitor().post('/api/person/ranking-configuration', body)).status).toBe(401);
    expect((await other().post('/api/person/ranking-configuration', body)).status).toBe(403);
    const saved = (await as().post<RankingConfigurationView>('/api/person/ranking-configuration', body)).body.data;
    expect((await other().put(`/api/person/ranking-configuration/${saved.id}`, body)).status).toBe(403);
    expect((await as().put('/api/person/ranking-configuration/99999999', body)).status).toBe(404);
    const bad = await as().post('/api/person/ranking-configuration', { rankingModalityId: 2_000_000_000, personId: 'x' });
    expect(Object.keys(fieldsOf(bad))).toEqual(['body.personId']);
    const unknown = await as().post('/api/person/ranking-configuration', { rankingModalityId: table, personId: 2_000_000_000 });
    expect(Object.keys(fieldsOf(unknown))).toEqual(['body.personId']);
    expect((await visitor().get('/api/person/ranking-configuration?personId=-3')).status).toBe(400);
  });
});

describe('what the ranking screens read', () => {
  it('lists a table’s tournaments with what each gave, a tournament’s lines by name, and a person’s points over time', async () => {
    const created = await ranking({}, [{ modalityId: 1, genreId: 3 }, { modalityId: 1, genreId: 2 }]);
    const [men, women] = created.rankingModalities.map((row) => row.id) as [number, number];
    const { valid, people } = await playedKnockout(t.url, as(), [null, null, null, null], 'Historia');
    await as().post(`/api/discounts/finish/valids/${valid.id}`, {});
    const counted = await visitor().get<RankingValidRow[]>(`/api/ranking/valids?rankingId=${created.id}&rankingModalityId=${men}`);
    expect(counted.body.data).toEqual([{ id: valid.id, name: 'Historia', startDate: valid.startDate, endDate: valid.endDate, lines: 6, points: 106 + 73 + 50 + 50, people: 4, countedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect((await visitor().get<RankingValidRow[]>(`/api/ranking/valids?rankingId=${created.id}&rankingModalityId=${women}`)).body.data).toEqual([]);
    expect((await visitor().get('/api/ranking/valids?rankingId=99999999')).status).toBe(404);

    const lines = (await visitor().get<PageOf<BalanceLineView>>(`/api/balances?rankingModalityId=${men}&validId=${valid.id}`)).body.data.items;
    expect(lines.find((line) => line.personId === people[0] && line.reason === 'position')).toMatchObject({ personName: 'Historia 1 Ruiz', points: 100 });

    await as().post('/api/ranking/snapshots', { rankingId: created.id, takenOn: '2099-01-01' });
    const history = (await visitor().get<PersonHistoryView>(`/api/ranking/person/history?personId=${people[0] ?? 0}&rankingModalityId=${men}`)).body.data;
    expect(history.points).toEqual([
      { date: valid.endDate, points: 106, position: null, source: 'line' },
      { date: '2099-01-01', points: 106, position: 1, source: 'snapshot' },
    ]);
    expect((await visitor().get(`/api/ranking/person/history?personId=${people[0] ?? 0}&rankingModalityId=99999999`)).status).toBe(404);
    expect((await visitor().get('/api/ranking/person/history?personId=x&rankingModalityId=1')).status).toBe(400);
  });

  it('credits coaches through the club their athletes entered for', async () => {
    const created = await ranking({}, [{ modalityId: 4, genreId: 3 }]);
    const table = created.rankingModalities[0]?.id ?? 0;
    const db = t.database.db;
    const [club] = await db.insert(clubs).values({ communityId, name: 'Club Entrenado', sportId: 1 }).returning({ id: clubs.id });
    const [coach] = await db.insert(persons).values({ communityId, modalityId: 4, firstName: 'Entrenadora', lastName: 'Díaz', sportId: 1 }).returning({ id: persons.id });
    const clubId = club?.id ?? 0;
    await db.insert(personClubs).values({ personId: coach?.id ?? 0, clubId });
    // Only the champion and the runner-up train at the club.
    const { valid } = await playedKnockout(t.url, as(), [null, null, null, null], 'Club', (people) => db.insert(personClubs).values(people.slice(0, 2).map((personId) => ({ personId, clubId }))).then(() => undefined));
    await as().post(`/api/discounts/finish/valids/${valid.id}`, {});
    const rows = (await visitor().get<PageOf<ModalityTableRow>>(`/api/ranking/modality/${table}`)).body.data.items;
    expect(rows.map((row) => [row.personId, row.points])).toEqual([[coach?.id, 106 + 73]]);
    const line = (await visitor().get<PageOf<BalanceLineView>>(`/api/balances?rankingModalityId=${table}`)).body.data.items[0];
    expect(line).toMatchObject({ reason: 'coach', detail: 2, points: 179, personName: 'Entrenadora Díaz' });
  });
});
