// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inscribed, MatchView, ModalityTableRow, RankingView, RatingSystemView } from '@domain/contract';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';
import { processPendingRankings } from './processing';

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

const as = () => api(t.url, scoped(communityId, owner));
const rules = { positions: [{ upTo: 1, points: 100 }, { upTo: 2, points: 70 }], perMatchWon: 3 };
const win = { periods: [{ home: 11, away: 6 }, { home: 11, away: 6 }, { home: 11, away: 6 }] };

async function rankingWith(updateMomentId: number, name: string) {
  const rating = await as().post<RatingSystemView>('/api/discounts', { name, updateMomentId, ...rules });
  const ranking = await as().post<RankingView>('/api/ranking', { name, sportId: 1, ratingSystemId: rating.body.data.id, rankingModalities: [{ modalityId: 1, genreId: 3 }] });
  expect(ranking.status).toBe(201);
  return ranking.body.data.rankingModalities[0]?.id ?? 0;
}

const table = async (id: number) => (await api(t.url).get<PageOf<ModalityTableRow>>(`/api/ranking/modality/${id}`)).body.data.items.map((row) => [row.personId, row.points]);

describe('the "game" update moment', () => {
  it('applies a phase’s matches won after each result, while a ranking that waits for the tournament shows nothing yet', async () => {
    const byGame = await rankingWith(4, 'Por juego');
    const byTournament = await rankingWith(1, 'Por torneo');
    const valid = await createValid(as(), { name: 'Copa en vivo', genreId: 3 });
    const phase = await createPhase(as(), valid.id, { name: 'Llaves', formatId: 2 });
    const people = [];
    for (const index of [1, 2, 3, 4]) people.push(await createPlayer(as(), { firstName: `Vivo ${index}`, lastName: 'Ruiz' }));
    const entered = (await as().post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: people.map((person) => person.id) })).body.data;
    await act(as(), `/api/valid/${valid.id}/status`, 'start', valid.version);
    expect((await as().put(`/api/sort/group/${phase.id}`, {})).status).toBe(200);
    await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
    const personOf = (entryId: number | null) => entered.find((entry) => entry.id === entryId)?.personId;
    const semis = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data.filter((match) => match.round === 1);
    const [first, second] = semis as [MatchView, MatchView];

    expect((await as().put(`/api/match/${first.id}`, { version: first.version, result: win })).status).toBe(200);
    await processPendingRankings(t.database.db);
    expect(await table(byGame)).toEqual([[personOf(first.homeId), 3]]);
    expect(await table(byTournament)).toEqual([]);

    expect((await as().put(`/api/match/${second.id}`, { version: second.version, result: win })).status).toBe(200);
    await processPendingRankings(t.database.db);
    expect((await table(byGame)).map(([, points]) => points)).toEqual([3, 3]);
    expect(await table(byTournament)).toEqual([]);
  });
});
