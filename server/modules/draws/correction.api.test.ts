// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchCorrected, MatchView, ModalityTableRow, RankingView, RatingSystemView, ResultHistory, ValidResults } from '@domain/contract';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { playedKnockout } from '../rankings/rankings.test-support';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000000' }, { pgliteWorker: true });
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = () => api(t.url, scoped(communityId, owner));
const win = (homeWins: boolean, lost = 0) => ({
  periods: [...Array.from({ length: lost }, () => (homeWins ? { home: 6, away: 11 } : { home: 11, away: 6 })), ...Array.from({ length: 3 }, () => (homeWins ? { home: 11, away: 6 } : { home: 6, away: 11 }))],
});
const matchesOf = async (phaseId: number) => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phaseId}`)).body.data;
const finalOf = (rows: MatchView[]) => rows.find((row) => row.round === Math.max(...rows.map((r) => r.round)) && !row.thirdPlace);
const correct = (match: Pick<MatchView, 'id' | 'version'>, body: Record<string, unknown>, as_ = as()) =>
  as_.put<MatchCorrected>(`/api/match/correction/${match.id}`, { version: match.version, ...body });
const table = async (id: number) => (await api(t.url).get<PageOf<ModalityTableRow>>(`/api/ranking/modality/${id}`)).body.data.items.map((row) => [row.personId, row.points, row.position]);
const positions = async (validId: number) => (await api(t.url).get<ValidResults>(`/api/valid/results/${validId}`)).body.data.positions.map((row) => [row.personId, row.position]);

/** A men's singles ranking fed by every finished men's tournament of the community: 100, 70, 50 points, 3 a win. */
async function makeRanking(): Promise<number> {
  const rating = await as().post<RatingSystemView>('/api/discounts', { name: 'Puntos', updateMomentId: 1, positions: [{ upTo: 1, points: 100 }, { upTo: 2, points: 70 }, { upTo: 4, points: 50 }], perMatchWon: 3 });
  const created = await as().post<RankingView>('/api/ranking', { name: 'Ranking', sportId: 1, ratingSystemId: rating.body.data.id, rankingModalities: [{ modalityId: 1, genreId: 3 }] });
  expect(created.status).toBe(201);
  return created.body.data.rankingModalities[0]?.id ?? 0;
}

describe('correcting a result after the phase or tournament finished', () => {
  it('corrects the final of a finished knockout: the champion, the positions and the ranking lines change', async () => {
    const tableId = await makeRanking();
    const { valid, phase, people } = await playedKnockout(t.url, as(), [null, null, null, null], 'Final corregida');
    const [p1, p2, p3, p4] = people as [number, number, number, number];
    expect((await as().post(`/api/discounts/finish/valids/${valid.id}`, {})).status).toBe(200);
    expect(await table(tableId)).toEqual([[p1, 106, 1], [p2, 73, 2], [p3, 50, 3], [p4, 50, 3]]);
    expect((await positions(valid.id)).slice(0, 2)).toEqual([[p1, 1], [p2, 2]]);

    const final = finalOf(await matchesOf(phase.id));
    if (!final) throw new Error('no final');
    const corrected = await correct(final, { result: win(false), reason: 'El acta tenía los nombres cambiados' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.cleared).toEqual([]);
    expect(corrected.body.data.match).toMatchObject({ id: final.id, version: final.version + 1, winnerId: final.awayId });

    expect((await positions(valid.id)).slice(0, 2)).toEqual([[p2, 1], [p1, 2]]);
    expect(await table(tableId)).toEqual([[p2, 106, 1], [p1, 73, 2], [p3, 50, 3], [p4, 50, 3]]);
    const tournament = await api(t.url).get<{ statusId: number }>(`/api/valid/${valid.id}`);
    expect(tournament.body.data.statusId).toBe(3);

    const history = await as().get<ResultHistory>(`/api/match/history/${final.id}`);
    expect(history.body.data.entries[0]).toMatchObject({ reason: 'El acta tenía los nombres cambiados', userId: owner.userId, after: win(false), before: win(true) });
  });

  it('changes only the score when the winner stays, clearing nothing', async () => {
    const { phase } = await playedKnockout(t.url, as(), [null, null, null, null], 'Solo marcador');
    const rows = await matchesOf(phase.id);
    const semi = rows.find((row) => row.round === 1);
    const final = finalOf(rows);
    if (!semi || !final) throw new Error('no bracket');
    const corrected = await correct(semi, { result: win(true, 2), reason: 'Faltaban dos juegos' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.cleared).toEqual([]);
    expect(finalOf(await matchesOf(phase.id))).toMatchObject({ result: final.result, version: final.version, homeId: final.homeId, awayId: final.awayId });
  });

  it('lists the matches a change of winner would clear, and clears them with consent', async () => {
    const { valid, phase, people } = await playedKnockout(t.url, as(), [null, null, null, null], 'Dependientes');
    const rows = await matchesOf(phase.id);
    const semi = rows.find((row) => row.round === 1 && row.position === 1);
    const final = finalOf(rows);
    if (!semi || !final) throw new Error('no bracket');
    const body = { result: win(false), reason: 'Ganó el visitante' };

    const asked = await correct(semi, body);
    expect(asked.status).toBe(409);
    const error = asked.body.error;
    expect(error?.reason).toBe('dependentsWouldClear');
    expect(error?.current?.dependents).toEqual([{ id: final.id, round: 'Final', home: 'Dependientes 1 Ruiz', away: 'Dependientes 2 Ruiz' }]);
    expect(finalOf(await matchesOf(phase.id))).toMatchObject({ version: final.version, status: 'played' });
    const english = await api(t.url, { ...scoped(communityId, owner), 'accept-language': 'en' }).put<MatchCorrected>(`/api/match/correction/${semi.id}`, { version: semi.version, ...body });
    expect(english.body.error?.message).toMatch(/will be cleared/);

    const consented = await correct(semi, { ...body, clearDependents: true });
    expect(consented.status).toBe(200);
    expect(consented.body.data.cleared.map((row) => row.id)).toEqual([final.id]);
    const cleared = finalOf(await matchesOf(phase.id));
    expect(cleared).toMatchObject({ result: null, winnerId: null, status: 'pending', homeId: semi.awayId, awayId: final.awayId });
    const semiAfter = (await matchesOf(phase.id)).find((row) => row.id === semi.id);
    expect(semiAfter?.winnerId).toBe(semi.awayId);

    // The cleared final is played again in the finished tournament, through the same correction.
    if (!cleared) throw new Error('no final');
    expect((await as().put(`/api/match/${cleared.id}`, { version: cleared.version, result: win(true) })).status).toBe(409);
    const replayed = await correct(cleared, { result: win(true), reason: 'Final jugada de nuevo' });
    expect(replayed.status).toBe(200);
    const champion = (await api(t.url).get<ValidResults>(`/api/valid/results/${valid.id}`)).body.data.positions[0];
    expect(champion).toMatchObject({ inscribedId: semi.awayId, position: 1 });
    expect(people).toContain(champion?.personId);
  });

  it('answers 400 per field without a reason, 401 to visitors, 403 to another account, 404 for no match', async () => {
    const { phase } = await playedKnockout(t.url, as(), [null, null], 'Permisos');
    const [final] = await matchesOf(phase.id);
    if (!final) throw new Error('no match');
    const missing = await correct(final, { result: win(false) });
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldsOf(missing))).toEqual(['body.reason']);
    const short = await correct(final, { result: win(false), reason: ' a ' });
    expect(fieldsOf(short)['body.reason']).toMatch(/3/);
    const long = await correct(final, { result: win(false), reason: 'x'.repeat(501), clearDependents: 'yes' });
    expect(Object.keys(fieldsOf(long)).sort()).toEqual(['body.clearDependents', 'body.reason']);
    expect((await correct(final, { result: win(false), reason: 'Motivo' }, api(t.url, scoped(communityId)))).status).toBe(401);
    expect((await correct(final, { result: win(false), reason: 'Motivo' }, api(t.url, scoped(communityId, stranger)))).status).toBe(403);
    expect((await correct({ id: 2_000_000_000, version: 1 }, { result: win(false), reason: 'Motivo' })).status).toBe(404);
    expect((await matchesOf(phase.id))[0]).toMatchObject({ version: final.version, winnerId: final.winnerId });
  });

  it('answers 409 with the match as it is for a stale version, and 422 for a result the sport does not allow', async () => {
    const { phase } = await playedKnockout(t.url, as(), [null, null], 'Versión');
    const [final] = await matchesOf(phase.id);
    if (!final) throw new Error('no match');
    expect((await correct(final, { result: win(false), reason: 'Primera corrección' })).status).toBe(200);
    const stale = await correct(final, { result: win(true), reason: 'Segunda corrección' });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ version: final.version + 1, match: { winnerId: final.awayId } });
    const drawn = await correct({ id: final.id, version: final.version + 1 }, { result: { periods: [{ home: 11, away: 10 }] }, reason: 'Marcador imposible' });
    expect(drawn.status).toBe(422);
  });

  it('lets exactly one of two simultaneous corrections of the same match win, every time', async () => {
    const { phase } = await playedKnockout(t.url, as(), [null, null], 'A la vez');
    for (let round = 0; round < 6; round += 1) {
      const [final] = await matchesOf(phase.id);
      if (!final) throw new Error('no match');
      const answers = await Promise.all([correct(final, { result: win(true, 1), reason: `Uno ${round}` }), correct(final, { result: win(false, 2), reason: `Otro ${round}` })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200);
      const [after] = await matchesOf(phase.id);
      expect(after).toMatchObject({ version: final.version + 1, result: winner?.body.data.match.result });
    }
    const [last] = await matchesOf(phase.id);
    const history = await as().get<ResultHistory>(`/api/match/history/${last?.id ?? 0}`);
    expect(history.body.data.entries.filter((entry) => entry.reason !== null)).toHaveLength(6);
  });
});
