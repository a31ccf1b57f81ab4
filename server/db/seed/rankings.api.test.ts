// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceLineView, DivisionsView, FedRankingTable, ModalityTableRow, RankingCategory, RankingView, SnapshotComparison, SnapshotSummary, Valid } from '@domain/contract';
import { startTestApp, type TestApp } from '../../test/test-app';
import { api, scoped, type PageOf } from '../../test/catalog';
import { bearer, loginUser } from '../../modules/auth/auth.test-support';
import { processPendingRankings } from '../../modules/rankings/processing';
import { communities, rankingConfigurations, valids } from '../schema';
import { seedDemoIfEmpty } from './demo';

let t: TestApp;
let communityId = 0;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoIfEmpty(t.database.db);
  const [space] = await t.database.db.select({ id: communities.id }).from(communities).where(eq(communities.domain, 'torneos'));
  communityId = space?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const visitor = () => api(t.url, scoped(communityId));
const table = async (id: number) => (await visitor().get<PageOf<ModalityTableRow>>(`/api/ranking/modality/${id}?size=100`)).body.data.items;

describe('the demo ranking', () => {
  it('is fed by the finished tournaments, with movement against the snapshot before the summer open', async () => {
    const list = (await visitor().get<PageOf<RankingView>>('/api/ranking?sportId=1')).body.data.items;
    const ranking = list.find((row) => row.name === 'Ranking Nacional de Tenis de Mesa');
    expect(ranking?.rankingModalities).toHaveLength(5);
    const labels = (await visitor().get<RankingCategory[]>(`/api/ranking/${ranking?.id ?? 0}/categories`)).body.data.map((row) => row.label);
    expect(labels).toEqual([
      'Ranking Nacional de Tenis de Mesa - Jugadores - Masculino',
      'Ranking Nacional de Tenis de Mesa - Jugadores - Femenino',
      'Ranking Nacional de Tenis de Mesa - Jugadores - Masculino - Mayores',
      'Ranking Nacional de Tenis de Mesa - Entrenadores - Masculino',
      'Ranking Nacional de Tenis de Mesa - Jugadores - Mixto',
    ]);
    const [men, women, seniors, coaches] = (ranking?.rankingModalities ?? []).map((row) => row.id) as [number, number, number, number];
    const menRows = await table(men);
    const kinds = new Set(menRows.map((row) => row.movement.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['down', 'up']));
    expect((await table(women)).every((row) => row.movement.kind === 'same')).toBe(true);
    expect((await table(seniors)).every((row) => row.movement.kind === 'new')).toBe(true);
    expect((await table(coaches)).length).toBeGreaterThan(0);
    const leader = menRows[0];
    const lines = (await visitor().get<PageOf<BalanceLineView>>(`/api/balances?rankingModalityId=${men}&personId=${leader?.personId ?? 0}`)).body.data;
    expect(lines.items.reduce((sum, line) => sum + line.points, 0)).toBe(leader?.points);
  });

  it('has every finished tournament of every space feed a ranking table, with its points there after seeding', async () => {
    const finished = await t.database.db.select({ id: valids.id, name: valids.name, communityId: valids.communityId }).from(valids).where(eq(valids.statusId, 3));
    expect(finished.length).toBeGreaterThanOrEqual(11);
    for (const valid of finished) {
      const tables = (await api(t.url, scoped(valid.communityId)).get<FedRankingTable[]>(`/api/ranking/feeds/valid/${valid.id}`)).body.data;
      expect(tables.length, valid.name).toBeGreaterThan(0);
      const lines = (await visitor().get<PageOf<BalanceLineView>>(`/api/balances?validId=${valid.id}&size=1`)).body.data;
      expect(lines.total, valid.name).toBeGreaterThan(0);
      expect(tables.map((table) => table.rankingModalityId), valid.name).toContain(lines.items[0]?.rankingModalityId);
    }
    // The space's open of 32, men and women, counts for the national ranking's mixed singles.
    const open = finished.find((valid) => valid.communityId === communityId && valid.name === 'Gran Premio de Tenis de Mesa');
    const fed = (await visitor().get<FedRankingTable[]>(`/api/ranking/feeds/valid/${open?.id ?? 0}`)).body.data;
    expect(fed.map((table) => table.label)).toEqual(['Ranking Nacional de Tenis de Mesa - Jugadores - Mixto']);
    // Everyone who placed in the top 16 or won a match has points there.
    const mixed = await table(fed[0]?.rankingModalityId ?? 0);
    expect(mixed.length).toBeGreaterThanOrEqual(16);
    expect(mixed.length).toBeLessThanOrEqual(32);
  });

  it('has a league by divisions whose snapshots moved people between divisions', async () => {
    const league = (await visitor().get<PageOf<RankingView>>('/api/ranking?q=Divisiones')).body.data.items.find((row) => row.name === 'Ranking por Divisiones');
    expect(league?.cutPoint).toEqual({ typeId: 5, moves: 2 });
    const tableId = league?.rankingModalities[0]?.id ?? 0;
    const view = (await visitor().get<DivisionsView>(`/api/ranking/modality/${tableId}/divisions`)).body.data;
    expect(view.divisions.length).toBeGreaterThanOrEqual(2);
    expect(view.divisions.every((division) => division.rows.length > 0)).toBe(true);
    expect(view.reclassification.length).toBeGreaterThan(0);
    const snapshots = (await visitor().get<SnapshotSummary[]>(`/api/ranking/snapshots?rankingId=${league?.id ?? 0}`)).body.data;
    expect(snapshots).toHaveLength(2);
    // The first snapshot moved people: the top division no longer holds exactly the best by points at the start.
    const configurations = await t.database.db.select().from(rankingConfigurations).where(eq(rankingConfigurations.rankingModalityId, tableId));
    expect(configurations.some((row) => row.version > 1)).toBe(true);
    const compared = (await visitor().get<SnapshotComparison>(`/api/ranking/snapshots/compare?rankingModalityId=${tableId}&from=${snapshots[1]?.id ?? 0}&to=${snapshots[0]?.id ?? 0}`)).body.data;
    expect(compared.total).toBeGreaterThan(0);
  });

  it('moves the lightning cup champion up when the organiser finishes it, and finishing again changes nothing', async () => {
    const organizer = (await loginUser(t.url, 'organizador', 'Demo2026!')).body.data;
    const as = api(t.url, { ...scoped(communityId), ...bearer(organizer, organizer.user.accounts[0]?.id) });
    const cup = (await visitor().get<PageOf<Valid>>('/api/valid?statusId=2&size=100')).body.data.items.find((valid) => valid.name === 'Copa Relámpago Masculina');
    expect(cup).toBeDefined();
    const ranking = (await visitor().get<PageOf<RankingView>>('/api/ranking?q=Nacional')).body.data.items[0];
    const men = ranking?.rankingModalities[0]?.id ?? 0;
    const before = await table(men);
    const finished = await as.post(`/api/valid/${cup?.id ?? 0}/status`, { action: 'finish', version: cup?.version });
    expect(finished.status).toBe(200);
    expect(await processPendingRankings(t.database.db)).toBe(1);
    const after = await table(men);
    const kindsAfter = new Set(after.map((row) => row.movement.kind));
    const cupLines = (await visitor().get<PageOf<BalanceLineView>>(`/api/balances?validId=${cup?.id ?? 0}&rankingModalityId=${men}`)).body.data.items;
    const champion = cupLines.find((line) => line.reason === 'position' && line.detail === 1);
    const was = before.find((row) => row.personId === champion?.personId);
    const now = after.find((row) => row.personId === champion?.personId);
    const earned = cupLines.filter((line) => line.personId === champion?.personId).reduce((sum, line) => sum + line.points, 0);
    expect(earned).toBeGreaterThanOrEqual(100);
    expect(now?.points).toBe((was?.points ?? 0) + earned);
    expect(now?.overallPosition).toBeLessThan(was?.overallPosition ?? Number.POSITIVE_INFINITY);
    // The browser test's story, as the demo documents it: the champion climbs from 11th to 2nd.
    expect([now?.name, was?.overallPosition, now?.overallPosition]).toEqual(['Mateo Ortiz', 11, 2]);
    expect(now?.movement.kind).toBe('up');
    expect([...kindsAfter]).toEqual(expect.arrayContaining(['up', 'down', 'new']));
    await as.post(`/api/discounts/finish/valids/${cup?.id ?? 0}`, {});
    expect(await table(men)).toEqual(after);
  });
});
