// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchView, PhaseDraw, ResultHistory } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
}
interface OpenApi {
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema?: SchemaNode }> }> } }>;
}

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db, { name: `historian${Date.now().toString(36)}` });
});
afterAll(async () => {
  await t.close();
});

const as = () => api(t.url, scoped(communityId, owner));
const games = (home: number, away: number) => ({ periods: [0, 1, 2].map(() => ({ home, away })) });
const save = (match: MatchView, result: unknown, extra: Record<string, unknown> = {}, locale = 'es') =>
  as().put<MatchView>(`/api/match/${match.id}`, { version: match.version, result, ...extra }, { 'x-locale': locale });

/** A drawn (not started) four-entry phase: one group, or a bracket in natural order. */
async function drawnPhase(formatId: 1 | 2) {
  const valid = await createValid(as());
  const phase = await createPhase(as(), valid.id, { formatId, configuration: formatId === 1 ? { groupCount: 1 } : { seedOrder: 'natural' } });
  await seedEntries(t.database.db, { ...valid, communityId }, 4, { seeds: 4 });
  const draw = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  expect(draw.status).toBe(200);
  const first = async () => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data[0] ?? Promise.reject(new Error('no match'));
  return { phase, draw: draw.body.data, first };
}

describe('results and the phase status', () => {
  it('refuses a result before the phase starts, saying so in each language with the phase version, and takes it once started', async () => {
    const { phase, first } = await drawnPhase(1);
    const match = await first();
    const refused = await save(match, games(11, 5));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ reason: 'phaseNotStarted', message: 'La fase todavía no empezó: iníciala primero para cargar resultados', current: { version: phase.version, statusId: 1 } });
    expect((await save(match, games(11, 5), {}, 'en')).body.error?.message).toBe('The phase has not started yet: start it first to enter results');
    expect(await first()).toMatchObject({ result: null, version: match.version });

    const started = await act(as(), `/api/phase/${phase.id}/status`, 'start', refused.body.error?.current?.version ?? 0);
    expect(started.status).toBe(200);
    expect((await save(match, games(11, 5))).status).toBe(200);
    const paused = await act(as(), `/api/phase/${phase.id}/status`, 'pause', started.body.data.version);
    expect(paused.status).toBe(200);
    expect((await save(await first(), games(5, 11))).status).toBe(200);
  });
});

describe('result history', () => {
  it('records each save and correction with who, when, before, after and reason, for the owner only', async () => {
    const { phase, first } = await drawnPhase(2);
    await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
    const match = await first();
    const tooLong = await save(match, games(11, 5), { reason: 'x'.repeat(301) }, 'en');
    expect(fieldsOf(tooLong)).toEqual({ 'body.reason': 'At most 300 characters' });
    const saved = await save(match, games(11, 5));
    const corrected = await save(saved.body.data, games(5, 11), { reason: '  Acta firmada por el árbitro  ' });
    expect(corrected.status).toBe(200);
    expect((await save(saved.body.data, games(11, 3))).status).toBe(409);

    const history = await as().get<ResultHistory>(`/api/match/history/${match.id}`);
    expect(history.status).toBe(200);
    const who = { userId: owner.userId, userName: expect.stringMatching(/^Test historian/), accountId: owner.accountId, accountName: expect.stringMatching(/^Account historian/), keeperName: null, apiKeyName: null };
    expect(history.body.data).toEqual({
      matchId: match.id,
      entries: [
        { id: expect.any(Number), recordedAt: expect.any(String), ...who, before: games(11, 5), after: games(5, 11), reason: 'Acta firmada por el árbitro', version: 3 },
        { id: expect.any(Number), recordedAt: expect.any(String), ...who, before: null, after: games(11, 5), reason: null, version: 2 },
      ],
    });
    expect(Date.parse(history.body.data.entries[0]?.recordedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(history.body.data.entries[1]?.recordedAt ?? ''));

    expect((await api(t.url, scoped(communityId)).get(`/api/match/history/${match.id}`)).status).toBe(401);
    expect((await api(t.url, scoped(communityId, await createTestUser(t.database.db))).get(`/api/match/history/${match.id}`)).status).toBe(403);
    expect((await as().get('/api/match/history/999999')).status).toBe(404);
    expect(Object.keys(fieldsOf(await as().get('/api/match/history/abc')))).toEqual(['params.id']);
  });

  it('keeps the history through a redraw before the first result and a refused one after it', async () => {
    const { phase, draw } = await drawnPhase(1);
    const redrawn = await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 2, version: draw.version });
    expect(redrawn.status).toBe(200);
    await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version);
    const [match] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    if (!match) throw new Error('no match');
    expect((await save(match, games(11, 7))).status).toBe(200);
    expect((await as().put(`/api/sort/group/${phase.id}`, { seed: 3, version: redrawn.body.data.version })).status).toBe(409);
    const history = await as().get<ResultHistory>(`/api/match/history/${match.id}`);
    expect(history.body.data.entries.map((entry) => [entry.before, entry.after])).toEqual([[null, games(11, 7)]]);
  });

  it('describes the history call in the OpenAPI document with its answer', async () => {
    const document = await http<OpenApi>(t.url, '/api/docs/json');
    const answer = document.body.paths['/api/match/history/{id}']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(answer?.properties?.data?.properties).toHaveProperty('entries');
  });
});
