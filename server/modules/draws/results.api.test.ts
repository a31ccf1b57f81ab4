// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';
import type { GroupDetail, MatchView, PhaseDraw } from '@domain/contract';

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

type Score = [number, number];
const as = () => api(t.url, scoped(communityId, owner));
const games = (...scores: Score[]) => ({ periods: scores.map(([home, away]) => ({ home, away })) });
const straight = games([11, 5], [11, 5], [11, 5]);
const SPORT_MODALITY: Record<number, number> = { 1: 1, 2: 2, 3: 2, 5: 2, 6: 2 };

/** A drawn phase of `entries` seeded entries: one group, or a bracket in natural order (1 v 4, 2 v 3); started unless told. */
async function drawn(sportId: number, formatId: 1 | 2, entries: number, configuration: Record<string, unknown> = {}, start = true) {
  const valid = await createValid(as(), { sportId, modalityId: SPORT_MODALITY[sportId] });
  const phase = await createPhase(as(), valid.id, { formatId, configuration: { ...configuration, ...(formatId === 1 ? { groupCount: 1 } : { seedOrder: 'natural' }) } });
  const ids = await seedEntries(t.database.db, { ...valid, communityId }, entries, { seeds: entries });
  const draw = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  if (start) {
    const started = await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
    if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  }
  const rows = async () => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  const code = async (c: string) => {
    const row = (await rows()).find((match) => match.code === c);
    if (!row) throw new Error(`no match ${c}`);
    return row;
  };
  return { phase, ids, draw: draw.body.data, rows, code };
}

const save = (match: MatchView, result: unknown, locale = 'es') => as().put<MatchView>(`/api/match/${match.id}`, { version: match.version, result }, { 'x-locale': locale });

async function expectRefusal(match: MatchView, result: unknown, reason: string, status = 422) {
  const res = await save(match, result);
  expect([res.status, res.body.error?.reason]).toEqual([status, reason]);
  expect(res.body.error?.message).toBeTruthy();
}

describe('results by sport', () => {
  it('scores table tennis by games to 11 with a two-point margin, best of five, and refuses the rest', async () => {
    const { code, draw } = await drawn(1, 1, 4);
    const match = await code('g1-r1p1');
    await expectRefusal(match, games([11, 10], [11, 5], [11, 5]), 'gameNotFinished');
    await expectRefusal(match, games([12, 3], [11, 5], [11, 5]), 'gameOverrun');
    await expectRefusal(match, games([11, 5], [11, 5]), 'undecided');
    await expectRefusal(match, games([11, 5], [11, 5], [11, 5], [11, 5]), 'playedAfterDecision');
    await expectRefusal(match, { periods: [{ home: 11, away: 5 }], forfeitedBy: 'away' }, 'forfeitWithScores');
    // ITTF: a match is its games, with nothing played or decided after them.
    await expectRefusal(match, { ...games([11, 5], [11, 5], [11, 5]), overtime: [{ home: 1, away: 0 }] }, 'noExtraTime');
    await expectRefusal(match, { ...games([11, 5], [11, 5], [11, 5]), penalties: { home: 5, away: 4 } }, 'noPenalties');
    const refused = await save(match, games([11, 10]), 'en');
    expect(refused.body.error?.message).toBe('A game ends when the points to win are reached with a two-point lead');
    // A refusal about one game names that game's field, so the form can mark it.
    const second = await save(match, games([11, 5], [11, 10], [11, 5]));
    expect(second.body.error?.fields).toEqual([{ field: 'body.result.periods.1', message: second.body.error?.message }]);
    expect((await save(match, games([11, 5], [11, 5]))).body.error?.fields).toBeUndefined();

    const saved = await save(match, games([11, 9], [5, 11], [12, 10], [11, 13], [11, 7]));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'played', winnerId: match.homeId, version: 2 });
    const group = await api(t.url).get<GroupDetail>(`/api/group/${draw.groups[0]?.id ?? 0}`);
    expect(group.body.data.standings.rows[0]).toMatchObject({ entryId: match.homeId, stats: { won: 1, matchPoints: 2, periodsWon: 3, periodsLost: 2 } });
  });

  it('counts a walkover with the phase’s configured points', async () => {
    const { code, draw } = await drawn(1, 1, 4, { walkoverWinnerPoints: 7, walkoverLoserPoints: 1 });
    const match = await code('g1-r1p1');
    expect((await save(match, { periods: [], forfeitedBy: 'home' })).body.data).toMatchObject({ winnerId: match.awayId });
    const group = await api(t.url).get<GroupDetail>(`/api/group/${draw.groups[0]?.id ?? 0}`);
    const winner = group.body.data.standings.rows.find((row) => row.entryId === match.awayId);
    const loser = group.body.data.standings.rows.find((row) => row.entryId === match.homeId);
    expect(winner?.stats).toMatchObject({ scoreFor: 21, scoreAgainst: 3, matchPoints: 2 });
    expect(loser?.stats).toMatchObject({ forfeited: 1, matchPoints: 0 });
  });

  it('scores soccer, soccer 5 and soccer 7 by goals, with draws in groups only', async () => {
    for (const sportId of [2, 5, 6]) {
      const { code } = await drawn(sportId, 1, 4);
      const level = await save(await code('g1-r1p1'), { periods: [{ home: 1, away: 0 }, { home: 1, away: 2 }] });
      expect(level.body.data).toMatchObject({ status: 'played', winnerId: null });
      await expectRefusal(await code('g1-r1p2'), { periods: [{ home: 1, away: 1 }, { home: 0, away: 0 }], overtime: [{ home: 1, away: 0 }, { home: 0, away: 0 }] }, 'extraTimeNotAllowed');
      await expectRefusal(await code('g1-r1p2'), { periods: [{ home: 1, away: 1 }, { home: 0, away: 0 }], penalties: { home: 4, away: 3 } }, 'penaltiesNotAllowed');
    }
    const knockout = await drawn(2, 2, 4);
    const final = await knockout.code('r1p1');
    const level = [{ home: 1, away: 1 }, { home: 0, away: 0 }];
    await expectRefusal(final, { periods: level }, 'drawInKnockout');
    await expectRefusal(final, { periods: level, overtime: [{ home: 0, away: 0 }, { home: 0, away: 0 }], penalties: { home: 4, away: 4 } }, 'penaltiesTied');
    await expectRefusal(final, { periods: [{ home: 1, away: 1 }, { home: 0, away: 0 }, { home: 0, away: 0 }] }, 'periodCount');
    // The Laws of the Game play a match in two halves, and its extra time in two more: one of them is not a result.
    await expectRefusal(final, { periods: [{ home: 2, away: 1 }] }, 'periodCount');
    await expectRefusal(final, { periods: level, overtime: [{ home: 1, away: 0 }] }, 'extraTimeHalves');
    const shootout = await save(final, { periods: level, overtime: [{ home: 0, away: 0 }, { home: 1, away: 1 }], penalties: { home: 3, away: 5 } });
    expect(shootout.body.data).toMatchObject({ winnerId: final.awayId });
    // A phase that goes straight to penalties plays no extra time, and one without penalties takes none.
    const straight = await (await drawn(2, 2, 2, { extraTime: false })).code('r1p1');
    await expectRefusal(straight, { periods: level, overtime: [{ home: 1, away: 0 }, { home: 0, away: 0 }] }, 'extraTimeNotAllowed');
    expect((await save(straight, { periods: level, penalties: { home: 5, away: 4 } })).body.data).toMatchObject({ winnerId: straight.homeId });
    const noShootout = await (await drawn(2, 2, 2, { penalties: false })).code('r1p1');
    await expectRefusal(noShootout, { periods: level, overtime: [{ home: 0, away: 0 }, { home: 0, away: 0 }], penalties: { home: 5, away: 4 } }, 'penaltiesNotAllowed');
  });

  it('scores basketball by four quarters with overtime while level, and no draws', async () => {
    const { code } = await drawn(3, 1, 4);
    const quarters = (...scores: Score[]) => scores.map(([home, away]) => ({ home, away }));
    const match = await code('g1-r1p1');
    await expectRefusal(match, { periods: quarters([20, 18], [20, 18], [20, 18]) }, 'periodCount');
    await expectRefusal(match, { periods: quarters([20, 18], [20, 18], [20, 18], [20, 18], [2, 0]) }, 'periodCount');
    // FIBA settles a level game with overtime only.
    await expectRefusal(match, { periods: quarters([20, 20], [20, 20], [20, 20], [20, 20]), overtime: quarters([9, 9]), penalties: { home: 5, away: 4 } }, 'noPenalties');
    await expectRefusal(match, { periods: quarters([20, 20], [20, 20], [20, 20], [20, 20]) }, 'drawNotAllowed');
    await expectRefusal(match, { periods: quarters([21, 20], [20, 20], [20, 20], [20, 20]), overtime: quarters([5, 3]) }, 'overtimeNotAllowed');
    const overtime = await save(match, { periods: quarters([20, 20], [20, 20], [20, 20], [20, 20]), overtime: quarters([9, 9], [4, 6]) });
    expect(overtime.body.data).toMatchObject({ winnerId: match.awayId });
  });
});

describe('knockout progression', () => {
  it('moves winners and semifinal losers on, re-routes a correction, and refuses one once the next match is played', async () => {
    const { ids, code } = await drawn(1, 2, 4, { thirdPlace: true });
    const [s1, s2, s3, s4] = ids;
    const semi = await code('r1p1');
    expect([semi.homeId, semi.awayId]).toEqual([s1, s4]);
    await save(semi, straight);
    expect(await code('r2p1')).toMatchObject({ homeId: s1, awayId: null });
    expect(await code('r2p2')).toMatchObject({ homeId: s4, thirdPlace: true });

    const corrected = await save(await code('r1p1'), games([5, 11], [5, 11], [5, 11]));
    expect(corrected.body.data).toMatchObject({ winnerId: s4, version: 3 });
    expect(await code('r2p1')).toMatchObject({ homeId: s4 });
    expect(await code('r2p2')).toMatchObject({ homeId: s1 });

    await save(await code('r1p2'), straight);
    expect(await code('r2p1')).toMatchObject({ homeId: s4, awayId: s2 });
    expect((await save(await code('r2p1'), straight)).body.data.winnerId).toBe(s4);
    const refused = await save(await code('r1p1'), straight);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ reason: 'dependentMatchPlayed', message: 'El partido siguiente ya se jugó: corríjalo primero' });
    expect(await code('r2p1')).toMatchObject({ homeId: s4, awayId: s2, winnerId: s4 });
    expect(s3).toBeDefined();
  });

  it('refuses a result for a bye or a match still waiting for its entries', async () => {
    const { code } = await drawn(1, 2, 3);
    await expectRefusal(await code('r1p1'), straight, 'matchNotReady', 409);
    await expectRefusal(await code('r2p1'), straight, 'matchNotReady', 409);
  });
});

describe('concurrent and stale saves', () => {
  it('refuses a stale version with the current match, and lets exactly one of two concurrent saves win', async () => {
    const { code } = await drawn(1, 1, 4);
    const first = await code('g1-r1p1');
    await save(first, straight);
    const stale = await save(first, games([5, 11], [5, 11], [5, 11]));
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ version: 2, match: { id: first.id, version: 2, result: straight } });

    const second = await code('g1-r1p2');
    const home = games([11, 1], [11, 1], [11, 1]);
    const away = games([1, 11], [1, 11], [1, 11]);
    const answers = await Promise.all([save(second, home), save(second, away)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200);
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body.error?.current?.match).toMatchObject({ version: 2, result: won?.body.data.result });
    expect(await code('g1-r1p2')).toMatchObject({ version: 2, result: won?.body.data.result });
    // One saved result, one event for the live pages and rankings.
    const events = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, `result-saved:${second.id}:2`));
    expect(events.map((event) => [event.topic, event.payload])).toEqual([[`phase:${second.phaseId}`, { matchId: second.id, phaseId: second.phaseId, version: 2 }]]);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, `result-saved:${second.id}:3`))).toEqual([]);
  });
});

describe('access and input', () => {
  it('answers 401, 403, 404 and 400 with the failing field', async () => {
    const { code } = await drawn(1, 1, 4);
    const match = await code('g1-r1p1');
    const body = { version: match.version, result: straight };
    expect((await api(t.url, scoped(communityId)).put(`/api/match/${match.id}`, body)).status).toBe(401);
    expect((await api(t.url, scoped(communityId, await createTestUser(t.database.db))).put(`/api/match/${match.id}`, body)).status).toBe(403);
    expect((await as().put('/api/match/999999', body)).status).toBe(404);
    expect((await api(t.url).get<MatchView>(`/api/match/${match.id}`)).body.data).toEqual(match);
    expect((await api(t.url).get('/api/match/999999')).status).toBe(404);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/match/abc')))).toEqual(['params.id']);
    expect(Object.keys(fieldsOf(await as().put(`/api/match/${match.id}`, { result: { periods: 'x' } })))).toEqual(['body.version', 'body.result.periods']);
    const bad = await as().put(`/api/match/${match.id}`, { version: 1, result: { periods: [{ home: -1, away: 2.5 }], forfeitedBy: 'nobody' } });
    expect(Object.keys(fieldsOf(bad))).toEqual(['body.result.periods.0.home', 'body.result.periods.0.away', 'body.result.forfeitedBy']);
    expect(Object.keys(fieldsOf(await as().put('/api/match/0', body)))).toEqual(['params.id']);
    expect((await code('g1-r1p1')).version).toBe(1);
  });
});
