// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceLineView, FedRankingTable, FinishProcessed, RankingValidRow, RankingView, RatingSystemView } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { createValid } from '../../test/tournaments';
import { playedKnockout } from './rankings.test-support';

let t: TestApp;
let owner: TestUser;
let communityId: number;
let ranking: RankingView;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  const rating = await as().post<RatingSystemView>('/api/discounts', { name: 'Puntos', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }], perMatchWon: 3 });
  const created = await as().post<RankingView>('/api/ranking', {
    name: 'Ranking Nacional',
    sportId: 1,
    ratingSystemId: rating.body.data.id,
    rankingModalities: [
      { modalityId: 1, genreId: 3 },
      { modalityId: 1, genreId: 2 },
      { modalityId: 4, genreId: 3 },
      { modalityId: 2, genreId: 3 },
    ],
  });
  expect(created.status).toBe(201);
  ranking = created.body.data;
});
afterAll(async () => {
  await t.close();
});

const as = () => api(t.url, scoped(communityId, owner));
const visitor = (locale = 'es') => api(t.url, { ...scoped(communityId), 'x-locale': locale });
const tableIds = (rows: FedRankingTable[]) => rows.map((row) => row.rankingModalityId);
const tableOf = (modalityId: number, genreId: number) => ranking.rankingModalities.find((row) => row.modalityId === modalityId && row.genreId === genreId)?.id ?? 0;

describe('the ranking tables a tournament feeds', () => {
  it('names, before the tournament exists, the tables of its modality and gender and the coaches’ of its gender, in the caller’s language', async () => {
    const men = await visitor().get<FedRankingTable[]>('/api/ranking/feeds?sportId=1&modalityId=1&genreId=3');
    expect(men.status).toBe(200);
    expect(men.body.data).toEqual([
      { rankingId: ranking.id, rankingName: 'Ranking Nacional', rankingModalityId: tableOf(1, 3), modalityId: 1, genreId: 3, label: 'Ranking Nacional - Jugadores - Masculino' },
      { rankingId: ranking.id, rankingName: 'Ranking Nacional', rankingModalityId: tableOf(4, 3), modalityId: 4, genreId: 3, label: 'Ranking Nacional - Entrenadores - Masculino' },
    ]);
    const english = await visitor('en').get<FedRankingTable[]>('/api/ranking/feeds?sportId=1&modalityId=1&genreId=2');
    expect(english.body.data.map((row) => row.label)).toEqual(['Ranking Nacional - Players - Female']);
    const teams = await visitor().get<FedRankingTable[]>('/api/ranking/feeds?sportId=1&modalityId=2&genreId=3');
    // Tables come in the ranking's order (the coaches' table was made before the teams').
    expect(tableIds(teams.body.data)).toEqual([tableOf(4, 3), tableOf(2, 3)]);
  });

  it('answers an empty list when no table matches: a mixed tournament, another sport, another community', async () => {
    expect((await visitor().get<FedRankingTable[]>('/api/ranking/feeds?sportId=1&modalityId=1&genreId=1')).body.data).toEqual([]);
    expect((await visitor().get<FedRankingTable[]>('/api/ranking/feeds?sportId=2&modalityId=2&genreId=3')).body.data).toEqual([]);
    const elsewhere = await makeCommunity(t.database.db);
    expect((await api(t.url, scoped(elsewhere)).get<FedRankingTable[]>('/api/ranking/feeds?sportId=1&modalityId=1&genreId=3')).body.data).toEqual([]);
    // An age category the tables do not ask for still counts for them.
    expect(tableIds((await visitor().get<FedRankingTable[]>('/api/ranking/feeds?sportId=1&modalityId=1&genreId=3&ageCategoryId=999999')).body.data)).toEqual([tableOf(1, 3), tableOf(4, 3)]);
  });

  it('refuses a query without what decides the tables, listing the fields', async () => {
    const res = await visitor().get('/api/ranking/feeds?modalityId=1&genreId=x');
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(expect.arrayContaining(['query.sportId', 'query.genreId']));
  });

  it('for a tournament: the same tables, none for a mixed one, 404 for none', async () => {
    const mixed = await createValid(as(), { name: 'Abierto Mixto', genreId: 1 });
    expect((await visitor().get<FedRankingTable[]>(`/api/ranking/feeds/valid/${mixed.id}`)).body.data).toEqual([]);
    const women = await createValid(as(), { name: 'Abierto Femenino', genreId: 2 });
    expect(tableIds((await visitor().get<FedRankingTable[]>(`/api/ranking/feeds/valid/${women.id}`)).body.data)).toEqual([tableOf(1, 2)]);
    expect((await visitor().get(`/api/ranking/feeds/valid/99999999`)).status).toBe(404);
  });

  it('names exactly the tables that finishing the tournament writes to', async () => {
    const { valid } = await playedKnockout(t.url, as(), [null, null, null, null], 'Otoño');
    const said = tableIds((await visitor().get<FedRankingTable[]>(`/api/ranking/feeds/valid/${valid.id}`)).body.data);
    const applied = await as().post<FinishProcessed>(`/api/discounts/finish/valids/${valid.id}`, {});
    expect(applied.body.data.rankingModalities).toBe(said.length);
    const lines = (await visitor().get<PageOf<BalanceLineView>>(`/api/balances?validId=${valid.id}&size=100`)).body.data.items;
    // The players' table got lines; the coaches' none, since no coach trains at these players' clubs.
    expect([...new Set(lines.map((line) => line.rankingModalityId))]).toEqual([tableOf(1, 3)]);
    expect(said).toEqual([tableOf(1, 3), tableOf(4, 3)]);
    // The table's tournaments say when each wrote its points: the table page reads when it was last updated there.
    const counted = (await visitor().get<RankingValidRow[]>(`/api/ranking/valids?rankingId=${ranking.id}&rankingModalityId=${tableOf(1, 3)}`)).body.data;
    expect(counted.map((row) => row.id)).toEqual([valid.id]);
    expect(Date.parse(counted[0]?.countedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('describes its answer in the OpenAPI document', async () => {
    const document = await http<{ paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> } }> }>(t.url, '/api/docs/json');
    for (const path of ['/api/ranking/feeds', '/api/ranking/feeds/valid/{id}']) {
      const schema = document.body.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema?.properties).toHaveProperty('data');
    }
  });
});
