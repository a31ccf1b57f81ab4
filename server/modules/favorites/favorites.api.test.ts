// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite, FavoriteFeed, MatchView, PersonMatchesPage, PhaseDraw, Podium, RankingView, RatingSystemView } from '@domain/contract';
import { follows, inscribed, rankingModalities, rankingSnapshotRows, rankingSnapshots, rankingStandings, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';
import { today } from '../rankings/finish';

let t: TestApp;
let organiser: TestUser;
let communityId = 0;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  organiser = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = (user: TestUser) => api(t.url, scoped(communityId, user));
const visitor = () => api(t.url, scoped(communityId));
const straight = { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] };

/** A started table-tennis tournament of `size` entries: one group (or a knockout), drawn; with its players' ids in seed order. */
async function playing(name: string, size: number, formatId: 1 | 2 = 1) {
  const valid = await createValid(as(organiser), { name });
  const phase = await createPhase(as(organiser), valid.id, { formatId, configuration: formatId === 1 ? { groupCount: 1 } : { seedOrder: 'natural' } });
  const entries = await seedEntries(t.database.db, { ...valid, communityId }, size, { seeds: size, prefix: name });
  const rows = await t.database.db.select({ id: inscribed.id, personId: inscribed.personId }).from(inscribed).where(inArray(inscribed.id, entries));
  const personOf = new Map(rows.map((row) => [row.id, row.personId]));
  const validStarted = await act(as(organiser), `/api/valid/${valid.id}/status`, 'start', valid.version);
  if (validStarted.status !== 200) throw new Error(JSON.stringify(validStarted.body));
  const draw = await as(organiser).put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  const started = await act(as(organiser), `/api/phase/${phase.id}/status`, 'start', phase.version);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const matches = async () => (await visitor().get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  return { valid, phase, phaseVersion: started.body.data.version, people: entries.map((id) => personOf.get(id) ?? 0), matches };
}

describe('following', () => {
  it('refuses visitors on every call', async () => {
    expect((await visitor().get('/api/favorites')).status).toBe(401);
    expect((await visitor().get('/api/favorites/feed')).status).toBe(401);
    expect((await visitor().post('/api/favorites', { kind: 'tournament', targetId: 1 })).status).toBe(401);
    expect((await visitor().del('/api/favorites/tournament/1')).status).toBe(401);
  });

  it('names every wrong field in the caller’s language', async () => {
    const fan = await createTestUser(t.database.db);
    const body = await as(fan).post('/api/favorites', { kind: 'stadium', targetId: 'x' }, { 'x-locale': 'en' });
    expect(body.status).toBe(400);
    expect(fieldsOf(body)).toEqual({ 'body.kind': 'Must be one of: tournament, player, team, club, ranking', 'body.targetId': 'Must be a number' });
    const params = await as(fan).del('/api/favorites/stadium/0', { 'x-locale': 'es' });
    expect(params.status).toBe(400);
    expect(Object.keys(fieldsOf(params)).sort()).toEqual(['params.kind', 'params.targetId']);
    expect(fieldsOf(params)['params.kind']).toBe('Debe ser uno de: tournament, player, team, club, ranking');
  });

  it('answers 404 for a target that does not exist or is of another kind', async () => {
    const fan = await createTestUser(t.database.db);
    const { valid, people } = await playing('Inexistentes', 2);
    for (const kind of ['tournament', 'player', 'team', 'club', 'ranking']) expect((await as(fan).post('/api/favorites', { kind, targetId: 999_999 })).status).toBe(404);
    // A player is not a team, and a tournament's id is no player's.
    expect((await as(fan).post('/api/favorites', { kind: 'team', targetId: people[0] })).status).toBe(404);
    expect((await as(fan).post('/api/favorites', { kind: 'player', targetId: valid.id + 1_000_000 })).status).toBe(404);
    expect((await as(fan).del('/api/favorites/player/999999')).status).toBe(404);
    expect((await as(fan).get<Favorite[]>('/api/favorites')).body.data).toEqual([]);
  });

  it('follows once however often asked, lists with names, stops following, and goes with its user', async () => {
    const fan = await createTestUser(t.database.db);
    const { valid, people } = await playing('Idempotente', 2);
    const first = await as(fan).post<Favorite>('/api/favorites', { kind: 'player', targetId: people[0] });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ kind: 'player', targetId: people[0], name: 'Idempotente1 Test', sportId: 1 });
    const again = await as(fan).post<Favorite>('/api/favorites', { kind: 'player', targetId: people[0] });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await as(fan).post('/api/favorites', { kind: 'tournament', targetId: valid.id })).status).toBe(201);
    const listed = await as(fan).get<Favorite[]>('/api/favorites');
    expect(listed.body.data.map((item) => [item.kind, item.targetId, item.name])).toEqual([
      ['player', people[0], 'Idempotente1 Test'],
      ['tournament', valid.id, 'Idempotente'],
    ]);
    // Someone else's follows are their own.
    expect((await as(organiser).get<Favorite[]>('/api/favorites')).body.data).toEqual([]);

    const removed = await as(fan).del(`/api/favorites/player/${people[0]}`);
    expect(removed.status).toBe(200);
    expect((await as(fan).del(`/api/favorites/player/${people[0]}`)).status).toBe(404);
    expect((await as(fan).get<Favorite[]>('/api/favorites')).body.data.map((item) => item.kind)).toEqual(['tournament']);

    // A user without accounts can be removed outright: their follows go with them.
    const db = t.database.db;
    const [gone] = await db.insert(users).values({ username: 'se-va', email: 'se-va@example.com', fullName: 'Se Va' }).returning({ id: users.id });
    await db.insert(follows).values({ userId: gone?.id ?? 0, kind: 'tournament', targetId: valid.id });
    await db.delete(users).where(eq(users.id, gone?.id ?? 0));
    expect(await db.select().from(follows).where(eq(follows.userId, gone?.id ?? 0))).toEqual([]);
  });
});

describe('the feed', () => {
  it('is empty until something is followed', async () => {
    const fan = await createTestUser(t.database.db);
    expect((await as(fan).get<FavoriteFeed>('/api/favorites/feed')).body.data).toEqual({ upcoming: [], results: [], rankings: [] });
  });

  it("shows a followed player's next matches and latest results, and a followed tournament's, five at most", async () => {
    const fan = await createTestUser(t.database.db);
    const group = await playing('Grupo', 4);
    const player = group.people[0] ?? 0;
    await as(fan).post('/api/favorites', { kind: 'player', targetId: player });
    const before = (await as(fan).get<FavoriteFeed>('/api/favorites/feed')).body.data;
    expect(before.results).toEqual([]);
    // Four in a group: each plays three.
    expect(before.upcoming).toHaveLength(3);
    for (const match of before.upcoming) expect([match.home?.personId, match.away?.personId]).toContain(player);

    const mine = (await group.matches()).find((match) => match.id === before.upcoming[0]?.matchId);
    if (!mine) throw new Error('the followed match is not in its phase');
    expect((await as(organiser).put(`/api/match/${mine.id}`, { version: mine.version, result: straight })).status).toBe(200);
    const after = (await as(fan).get<FavoriteFeed>('/api/favorites/feed')).body.data;
    expect(after.results).toEqual([expect.objectContaining({ matchId: mine.id, validName: 'Grupo', score: '3-0', winner: 'home' })]);
    expect(after.upcoming.map((match) => match.matchId)).not.toContain(mine.id);
    expect(after.upcoming).toHaveLength(2);

    // A followed tournament of six in a group adds its fifteen matches: the feed keeps five of each list.
    const big = await playing('Grande', 6);
    await as(fan).post('/api/favorites', { kind: 'tournament', targetId: big.valid.id });
    const both = (await as(fan).get<FavoriteFeed>('/api/favorites/feed')).body.data;
    expect(both.upcoming).toHaveLength(5);
    expect(new Set(both.upcoming.map((match) => match.validName))).toEqual(new Set(['Grupo', 'Grande']));
    for (const match of (await big.matches()).slice(0, 6)) await as(organiser).put(`/api/match/${match.id}`, { version: match.version, result: straight });
    const results = (await as(fan).get<FavoriteFeed>('/api/favorites/feed')).body.data.results;
    expect(results).toHaveLength(5);
    expect(results.every((match) => match.validName === 'Grande' && match.score === '3-0')).toBe(true);
  });

  it("shows the top three of a followed ranking's table with their movement since its latest snapshot", async () => {
    const fan = await createTestUser(t.database.db);
    const db = t.database.db;
    const rating = await as(organiser).post<RatingSystemView>('/api/discounts', { name: 'Puntos', updateMomentId: 1, positions: [{ upTo: 1, points: 10 }], perMatchWon: 0 });
    const ranking = await as(organiser).post<RankingView>('/api/ranking', { name: 'Ranking Seguido', sportId: 1, ratingSystemId: rating.body.data.id, rankingModalities: [{ modalityId: 1, genreId: 3 }] });
    const table = ranking.body.data.rankingModalities[0]?.id ?? 0;
    const { people } = await playing('Ranqueados', 4);
    const points = [40, 30, 20, 10];
    await db.insert(rankingStandings).values(people.map((personId, index) => ({ rankingModalityId: table, personId, points: points[index] ?? 0, tournaments: 1, lastDate: '2026-01-01' })));
    await db.update(rankingModalities).set({ standingsCount: 4, standingsOn: today() }).where(eq(rankingModalities.id, table));
    const [snapshot] = await db.insert(rankingSnapshots).values({ rankingId: ranking.body.data.id, takenOn: '2026-01-01' }).returning();
    // Before: the second was first, the first was third; the third was not in the table.
    await db.insert(rankingSnapshotRows).values([
      { snapshotId: snapshot?.id ?? 0, rankingModalityId: table, personId: people[1] ?? 0, position: 1, points: 5 },
      { snapshotId: snapshot?.id ?? 0, rankingModalityId: table, personId: people[0] ?? 0, position: 3, points: 3 },
    ]);
    expect((await as(fan).post('/api/favorites', { kind: 'ranking', targetId: ranking.body.data.id })).status).toBe(201);
    const feed = (await as(fan).get<FavoriteFeed>('/api/favorites/feed')).body.data;
    expect(feed.upcoming).toEqual([]);
    expect(feed.rankings).toEqual([
      {
        rankingId: ranking.body.data.id,
        rankingName: 'Ranking Seguido',
        rankingModalityId: table,
        rows: [
          { position: 1, personId: people[0], name: 'Ranqueados1 Test', points: 40, movement: { kind: 'up', by: 2 } },
          { position: 2, personId: people[1], name: 'Ranqueados2 Test', points: 30, movement: { kind: 'down', by: 1 } },
          { position: 3, personId: people[2], name: 'Ranqueados3 Test', points: 20, movement: { kind: 'new' } },
        ],
      },
    ]);
    // A player's page shows the same movement in each of their tables.
    const standing = await visitor().get<{ rankingModalityId: number; position: number; movement: unknown }[]>(`/api/ranking/person?personId=${people[0]}`);
    expect(standing.body.data).toEqual([expect.objectContaining({ rankingModalityId: table, position: 1, movement: { kind: 'up', by: 2 } })]);
    const fourth = await visitor().get<{ movement: unknown }[]>(`/api/ranking/person?personId=${people[3]}`);
    expect(fourth.body.data.map((row) => row.movement)).toEqual([{ kind: 'new' }]);
  });
});

describe("a player's page", () => {
  it('pages their results and coming matches, and lists their podiums once the tournament is finished', async () => {
    const final = await playing('Final', 2, 2);
    const [winner, runnerUp] = final.people;
    const [match] = await final.matches();
    if (!match) throw new Error('no final');
    const coming = await visitor().get<PersonMatchesPage>(`/api/match/person/${winner}?played=false`);
    expect(coming.body.data).toMatchObject({ page: 0, size: 10, hasMore: false, items: [{ matchId: match.id, score: null, timeZone: 'Europe/Madrid' }] });
    expect((await visitor().get<Podium[]>(`/api/match/person/${winner}/podiums`)).body.data).toEqual([]);

    expect((await as(organiser).put(`/api/match/${match.id}`, { version: match.version, result: straight })).status).toBe(200);
    const played = await visitor().get<PersonMatchesPage>(`/api/match/person/${runnerUp}?played=true&size=1`);
    expect(played.body.data).toMatchObject({ hasMore: false, items: [{ matchId: match.id, score: '3-0', winner: 'home', home: { personId: winner }, away: { personId: runnerUp } }] });
    expect((await visitor().get<PersonMatchesPage>(`/api/match/person/${winner}?played=false`)).body.data.items).toEqual([]);

    await act(as(organiser), `/api/phase/${final.phase.id}/status`, 'finish', final.phaseVersion);
    const current = await visitor().get<{ version: number }>(`/api/valid/${final.valid.id}`);
    expect((await act(as(organiser), `/api/valid/${final.valid.id}/status`, 'finish', current.body.data.version)).status).toBe(200);
    expect((await visitor().get<Podium[]>(`/api/match/person/${winner}/podiums`)).body.data).toEqual([{ validId: final.valid.id, validName: 'Final', sportId: 1, endDate: '2026-06-03', position: 1 }]);
    expect((await visitor().get<Podium[]>(`/api/match/person/${runnerUp}/podiums`)).body.data).toMatchObject([{ validId: final.valid.id, position: 2 }]);
  });

  it('pages a long list and refuses a bad page or an unknown person', async () => {
    const group = await playing('Paginado', 5);
    const person = group.people[0] ?? 0;
    const first = await visitor().get<PersonMatchesPage>(`/api/match/person/${person}?played=false&size=3`);
    expect(first.body.data).toMatchObject({ page: 0, size: 3, hasMore: true });
    expect(first.body.data.items).toHaveLength(3);
    const second = await visitor().get<PersonMatchesPage>(`/api/match/person/${person}?played=false&size=3&page=1`);
    expect(second.body.data).toMatchObject({ page: 1, hasMore: false });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0]?.matchId).not.toBe(first.body.data.items[0]?.matchId);
    const bad = await visitor().get(`/api/match/person/${person}?played=maybe&size=0`, { 'x-locale': 'en' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['query.played', 'query.size']);
    expect((await visitor().get('/api/match/person/999999')).status).toBe(404);
    expect((await visitor().get('/api/match/person/999999/podiums')).status).toBe(404);
  });
});
