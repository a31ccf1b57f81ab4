// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceLineView, FinishProcessed, ModalityTableRow, RankingCategory, RankingView, RatingSystemView, SnapshotComparison, SnapshotView } from '@domain/contract';
import { balanceLines, outbox, persons } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { processPendingRankings } from './processing';
import { playedKnockout as knockout } from './rankings.test-support';

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
const system = { name: 'Puntos 2026', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }, { upTo: 2, points: 70 }, { upTo: 4, points: 50 }], perMatchWon: 3 };
const playedKnockout = (births: (string | null)[], name?: string) => knockout(t.url, as(), births, name);

async function makeRanking(modalities: object[] = [{ modalityId: 1, genreId: 3 }], extra: object = {}) {
  const rating = await as().post<RatingSystemView>('/api/discounts', system);
  expect(rating.status).toBe(201);
  const created = await as().post<RankingView>('/api/ranking', { name: 'Ranking Nacional', sportId: 1, ratingSystemId: rating.body.data.id, rankingModalities: modalities, ...extra });
  expect(created.status).toBe(201);
  return { rating: rating.body.data, ranking: created.body.data };
}

const table = async (id: number, query = '') => (await api(t.url).get<PageOf<ModalityTableRow>>(`/api/ranking/modality/${id}${query}`)).body.data;
const pointsOf = (rows: ModalityTableRow[]) => rows.map((row) => [row.personId, row.points, row.position]);
const balances = async (query: string) => (await api(t.url).get<PageOf<BalanceLineView>>(`/api/balances?${query}`)).body.data;

describe('rankings fed by finished tournaments', () => {
  it('applies a finished tournament once, however often it is processed, and explains every point', async () => {
    const { ranking } = await makeRanking();
    const table1 = ranking.rankingModalities[0]?.id ?? 0;
    const { valid, people } = await playedKnockout([null, null, null, null], 'Primavera');
    const [p1, p2, p3, p4] = people as [number, number, number, number];

    // Finishing recorded the request; the consumer applies it once.
    expect(await processPendingRankings(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await processPendingRankings(t.database.db)).toBe(0);
    const [event] = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, `ranking-processing:valid:${valid.id}`));
    expect(event?.processedAt).not.toBeNull();
    const first = await table(table1);
    expect(pointsOf(first.items)).toEqual([
      [p1, 106, 1],
      [p2, 73, 2],
      [p3, 50, 3],
      [p4, 50, 3],
    ]);
    expect(first.items[0]).toMatchObject({ tournaments: 1, previousPosition: null, name: 'Primavera 1 Ruiz' });

    const again = await as().post<FinishProcessed>(`/api/discounts/finish/valids/${valid.id}`, {});
    expect(again.body.data).toMatchObject({ scope: 'valid', rankingModalities: 1, lines: 6 });
    expect(pointsOf((await table(table1)).items)).toEqual(pointsOf(first.items));
    const lines = await balances(`personId=${p1}&rankingModalityId=${table1}`);
    expect(lines.items.map((line) => [line.reason, line.detail, line.points, line.validName])).toEqual([
      ['position', 1, 100, 'Primavera'],
      ['wins', 2, 6, 'Primavera'],
    ]);
    const one = await api(t.url).get<BalanceLineView>(`/api/balances/${lines.items[0]?.id ?? 0}`);
    expect(one.body.data).toMatchObject({ personId: p1, validId: valid.id, points: 100, date: valid.endDate });
    const phaseRun = await as().post<FinishProcessed>(`/api/discounts/finish/phases/${(await t.database.db.select().from(balanceLines).where(eq(balanceLines.personId, p1)))[1]?.phaseId ?? 0}`, {});
    expect(phaseRun.body.data).toMatchObject({ scope: 'phase', lines: 0 });
    expect((await balances(`rankingModalityId=${table1}`)).total).toBe(6);

    const counted = await api(t.url).get<{ id: number }[]>(`/api/ranking/valids?rankingId=${ranking.id}`);
    expect(counted.body.data.map((row) => row.id)).toEqual([valid.id]);
    const mine = await api(t.url).get<{ rankingModalityId: number; points: number; position: number }[]>(`/api/ranking/person?personId=${p2}`);
    expect(mine.body.data).toEqual([expect.objectContaining({ rankingModalityId: table1, points: 73, position: 2 })]);
  });

  it('replaces a tournament’s lines when it is processed again after a correction', async () => {
    const { rating, ranking } = await makeRanking([{ modalityId: 1, genreId: 3 }]);
    const id = ranking.rankingModalities[0]?.id ?? 0;
    const { valid, people } = await playedKnockout([null, null, null, null], 'Otoño');
    await as().post(`/api/discounts/finish/valids/${valid.id}`, {});
    expect((await table(id)).items[0]).toMatchObject({ personId: people[0], points: 106 });
    const changed = await as().put(`/api/discounts/${rating.id}`, { ...system, positions: [{ upTo: 1, points: 300 }], version: rating.version });
    expect(changed.status).toBe(200);
    await as().post(`/api/discounts/finish/valids/${valid.id}`, {});
    expect(pointsOf((await table(id)).items).slice(0, 2)).toEqual([
      [people[0], 306, 1],
      [people[1], 3, 2],
    ]);
    expect((await balances(`rankingModalityId=${id}`)).total).toBe(3);
  });

  it('writes a finish’s lines once when it is applied several times at once', async () => {
    // Tournaments finished by the tests before are applied first: the new table holds only the one raced here.
    await processPendingRankings(t.database.db);
    const { ranking } = await makeRanking();
    const id = ranking.rankingModalities[0]?.id ?? 0;
    const { valid, people } = await playedKnockout([null, null, null, null], 'A la vez');
    const runs = await Promise.all([
      ...Array.from({ length: 8 }, () => as().post<FinishProcessed>(`/api/discounts/finish/valids/${valid.id}`, {})),
      processPendingRankings(t.database.db),
    ]);
    expect(runs.slice(0, 8).map((run) => (typeof run === 'number' ? 0 : run.status))).toEqual(Array(8).fill(200));
    expect((await balances(`rankingModalityId=${id}`)).total).toBe(6);
    expect(pointsOf((await table(id)).items).slice(0, 2)).toEqual([
      [people[0], 106, 1],
      [people[1], 73, 2],
    ]);
  });

  it('labels tables, filters by age category and freezes ages on the snapshot day', async () => {
    const age = await as().post<{ id: number }>('/api/category/age', { name: 'Sub 17', boundKind: 'age', maxValue: 16 });
    const sub = await as().post<{ id: number }>('/api/category/sub', { name: 'Élite' });
    const { ranking } = await makeRanking([
      { modalityId: 1, genreId: 3 },
      { modalityId: 1, genreId: 3, ageCategoryId: age.body.data.id, subCategoryId: sub.body.data.id },
    ]);
    const labels = await api(t.url).get<RankingCategory[]>(`/api/ranking/${ranking.id}/categories`);
    expect(labels.body.data.map((row) => row.label)).toEqual(['Ranking Nacional - Jugadores - Masculino', 'Ranking Nacional - Jugadores - Masculino - Sub 17 - Élite']);
    const english = await api(t.url, { 'accept-language': 'en' }).get<RankingCategory[]>(`/api/ranking/${ranking.id}/categories`);
    expect(english.body.data[0]?.label).toBe('Ranking Nacional - Players - Male');

    // Someone whose 16th birthday is the day after the snapshot is still 15 on it.
    const { valid, people } = await playedKnockout(['2010-06-16', '2010-06-15', '1990-01-01', '2000-05-10'], 'Junio');
    await as().post(`/api/discounts/finish/valids/${valid.id}`, {});
    const main = ranking.rankingModalities[0]?.id ?? 0;
    const young = await table(main, `?ageCategoryId=${age.body.data.id}`);
    expect(young.items.map((row) => [row.personId, row.position, row.overallPosition])).toEqual([
      [people[0], 1, 1],
      [people[1], 2, 2],
    ]);
    expect((await table(main, '?q=junio 3')).items.map((row) => row.personId)).toEqual([people[2]]);

    const snapshot = await as().post<SnapshotView>('/api/ranking/snapshots', { rankingId: ranking.id, takenOn: '2026-06-15' });
    expect(snapshot.status).toBe(201);
    const ages = new Map(snapshot.body.data.rows.filter((row) => row.rankingModalityId === main).map((row) => [row.personId, row.age]));
    expect([ages.get(people[0] ?? 0), ages.get(people[1] ?? 0), ages.get(people[2] ?? 0), ages.get(people[3] ?? 0)]).toEqual([15, 16, 36, 26]);
    const listed = await api(t.url).get<{ id: number; takenOn: string }[]>(`/api/ranking/snapshots?rankingId=${ranking.id}`);
    expect(listed.body.data).toEqual([{ id: snapshot.body.data.id, rankingId: ranking.id, takenOn: '2026-06-15', people: snapshot.body.data.rows.length }]);
    expect((await table(main)).items.map((row) => row.previousPosition)).toEqual([1, 2, 3, 3]);
    const before = await as().post<SnapshotView>('/api/ranking/snapshots', { rankingId: ranking.id, takenOn: '2026-06-01' });
    expect(before.body.data.rows).toEqual([]);
  });

  it('gives position points only to the first places the ranking’s top-N mapping names for the table’s modality', async () => {
    const { ranking } = await makeRanking([{ modalityId: 1, genreId: 3 }], { customInfo: { topNPositionsRankingModalityMapping: { '1': 2 } } });
    const main = ranking.rankingModalities[0]?.id ?? 0;
    const { valid, people } = await playedKnockout([null, null, null, null], 'Tope');
    expect((await as().post(`/api/discounts/finish/valids/${valid.id}`, {})).status).toBe(200);
    const positions = (await balances(`rankingModalityId=${main}&validId=${valid.id}`)).items.filter((line) => line.reason === 'position');
    expect(positions.map((line) => [line.personId, line.detail, line.points])).toEqual([
      [people[0], 1, 100],
      [people[1], 2, 70],
    ]);
    expect(pointsOf((await table(main)).items)).toEqual([
      [people[0], 106, 1],
      [people[1], 73, 2],
    ]);
  });

  it('compares two snapshots of a table: who moved up or down, who arrived', async () => {
    const { ranking } = await makeRanking();
    const main = ranking.rankingModalities[0]?.id ?? 0;
    const may = await playedKnockout([null, null, null, null], 'Mayo');
    expect((await as().post(`/api/discounts/finish/valids/${may.valid.id}`, {})).status).toBe(200);
    const first = (await as().post<SnapshotView>('/api/ranking/snapshots', { rankingId: ranking.id, takenOn: '2099-01-01' })).body.data;
    const july = await playedKnockout([null, null, null, null], 'Julio');
    expect((await as().post(`/api/discounts/finish/valids/${july.valid.id}`, {})).status).toBe(200);
    const second = (await as().post<SnapshotView>('/api/ranking/snapshots', { rankingId: ranking.id, takenOn: '2099-01-02' })).body.data;

    const compared = await api(t.url).get<SnapshotComparison>(`/api/ranking/snapshots/compare?rankingModalityId=${main}&from=${first.id}&to=${second.id}`);
    expect(compared.status).toBe(200);
    expect(compared.body.data).toMatchObject({ from: { id: first.id, takenOn: '2099-01-01' }, to: { id: second.id, takenOn: '2099-01-02' }, total: 8 });
    const byPerson = new Map(compared.body.data.items.map((row) => [row.personId, [row.fromPosition, row.toPosition, row.movement, row.toPoints]]));
    const [m0, m1, m2] = may.people as [number, number, number];
    const [j0] = july.people as [number];
    expect([byPerson.get(m0), byPerson.get(m1), byPerson.get(m2), byPerson.get(j0)]).toEqual([
      [1, 1, 0, 106],
      [2, 3, -1, 73],
      [3, 5, -2, 50],
      [null, 1, null, 106],
    ]);
    expect(compared.body.data.items.find((row) => row.personId === m0)?.name).toBe('Mayo 1 Ruiz');
    const paged = await api(t.url).get<SnapshotComparison>(`/api/ranking/snapshots/compare?rankingModalityId=${main}&from=${first.id}&to=${second.id}&page=1&size=5`);
    expect(paged.body.data.items).toHaveLength(3);

    const other = await makeRanking();
    const foreign = (await as().post<SnapshotView>('/api/ranking/snapshots', { rankingId: other.ranking.id })).body.data;
    expect(fieldsOf(await api(t.url).get(`/api/ranking/snapshots/compare?rankingModalityId=${main}&from=${first.id}&to=${foreign.id}`))).toEqual({ 'query.to': 'Esta foto es de otro ranking' });
    expect((await api(t.url).get(`/api/ranking/snapshots/compare?rankingModalityId=${main}&from=${first.id}&to=99999999`)).status).toBe(404);
    expect((await api(t.url).get(`/api/ranking/snapshots/compare?rankingModalityId=99999999&from=${first.id}&to=${second.id}`)).status).toBe(404);
    expect((await api(t.url).get('/api/ranking/snapshots?rankingId=99999999')).status).toBe(404);
    expect(Object.keys(fieldsOf(await api(t.url).get(`/api/ranking/snapshots/compare?rankingModalityId=${main}&from=x`)))).toEqual(['query.from', 'query.to']);
  });

  it('lists, reads, changes with a version, and deletes rankings', async () => {
    const { ranking, rating } = await makeRanking();
    const list = await api(t.url, scoped(communityId)).get<PageOf<RankingView>>('/api/ranking?sportId=1&q=nacional');
    expect(list.body.data.items.map((row) => row.id)).toContain(ranking.id);
    const internal = await as().get<PageOf<RankingView>>('/api/ranking/internal');
    expect(internal.body.data.items.map((row) => row.id)).toContain(ranking.id);
    const body = { name: 'Ranking Regional', sportId: 1, ratingSystemId: rating.id, cutPoint: { typeId: 7, best: 4 }, rankingModalities: [{ modalityId: 1, genreId: 3 }, { modalityId: 1, genreId: 2 }] };
    const changed = await as().put<RankingView>(`/api/ranking/${ranking.id}`, { ...body, version: 1 });
    expect(changed.body.data).toMatchObject({ name: 'Ranking Regional', version: 2, cutPoint: { typeId: 7, best: 4 } });
    expect(changed.body.data.rankingModalities[0]?.id).toBe(ranking.rankingModalities[0]?.id);
    expect(changed.body.data.rankingModalities).toHaveLength(2);
    expect((await as().put(`/api/ranking/${ranking.id}`, { ...body, version: 1 })).status).toBe(409);
    expect((await as().del(`/api/ranking/${ranking.id}`)).status).toBe(200);
    expect((await api(t.url).get(`/api/ranking/${ranking.id}`)).status).toBe(404);
  });

  it('answers 401 to visitors, 403 to other accounts and 400 per field', async () => {
    const { ranking, rating } = await makeRanking();
    const { valid } = await playedKnockout([null, null], 'Ajeno');
    const visitor = api(t.url, scoped(communityId));
    const other = api(t.url, scoped(communityId, stranger));
    const body = { name: 'X', sportId: 1, ratingSystemId: rating.id, rankingModalities: [{ modalityId: 1, genreId: 3 }], version: 1 };
    expect((await visitor.post('/api/ranking', body)).status).toBe(401);
    expect((await visitor.post(`/api/discounts/finish/valids/${valid.id}`, {})).status).toBe(401);
    expect((await other.put(`/api/ranking/${ranking.id}`, body)).status).toBe(403);
    expect((await other.del(`/api/ranking/${ranking.id}`)).status).toBe(403);
    expect((await other.post('/api/ranking/snapshots', { rankingId: ranking.id })).status).toBe(403);
    expect((await other.post(`/api/discounts/finish/valids/${valid.id}`, {})).status).toBe(403);
    expect((await other.put(`/api/discounts/${rating.id}`, { ...system, version: 1 })).status).toBe(403);

    const bad = await as().post('/api/ranking', { name: '', sportId: 1, ratingSystemId: 'x', cutPoint: { typeId: 6 }, rankingModalities: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['body.cutPoint.months', 'body.name', 'body.rankingModalities', 'body.ratingSystemId']);
    const foreign = await as().post('/api/ranking', { ...body, rankingModalities: [{ modalityId: 1, genreId: 3, ageCategoryId: 2_000_000_000 }] });
    expect(Object.keys(fieldsOf(foreign))).toEqual(['body.rankingModalities.0.ageCategoryId']);
    expect((await api(t.url).get('/api/ranking/modality/99999999999')).status).toBe(400);
    expect((await api(t.url).get('/api/balances?personId=-1')).status).toBe(400);
    expect((await as().post('/api/discounts', { ...system, positions: [{ upTo: 0, points: -1 }] })).status).toBe(400);
    const person = await t.database.db.select().from(persons).limit(1);
    expect(person.length).toBe(1);
  });
});
