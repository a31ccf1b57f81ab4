// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';
import type { Phase, PhaseConfiguration, PhaseHighlight } from '@domain/contract';

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

const order = (phases: Phase[]) => phases.map((phase) => `${phase.order}:${phase.name}`);

describe('phase configuration defaults', () => {
  it('gives table tennis best of 5 games to 11 with walkover 11–0, and the spec defaults', async () => {
    const res = await api(t.url).get<PhaseConfiguration>('/api/phase/configuration?sportId=1&ruleId=1&phaseTypeId=1');
    expect(res.body.data).toMatchObject({
      classified: 2,
      unclassified: 0,
      rounds: 1,
      maxPeriods: 5,
      periodsToWin: 3,
      scoreToWin: 11,
      walkoverWinnerPoints: 11,
      walkoverLoserPoints: 0,
      tieBreakPreset: 'ittf',
      groupSize: 4,
      drawMethod: 'snake',
    });
    expect((await api(t.url).get<PhaseConfiguration>('/api/phase/configuration?sportId=1&ruleId=2')).body.data.rubbersToWin).toBe(3);
  });

  it('gives soccer halves and basketball quarters, with extra time in knockouts', async () => {
    expect((await api(t.url).get<PhaseConfiguration>('/api/phase/configuration?sportId=2&phaseTypeId=2')).body.data).toMatchObject({
      maxPeriods: 2,
      periodMinutes: 45,
      extraTime: true,
      penalties: true,
      walkoverWinnerPoints: 3,
      tieBreakPreset: 'uefa',
    });
    expect((await api(t.url).get<PhaseConfiguration>('/api/phase/configuration?sportId=3&phaseTypeId=1')).body.data).toMatchObject({
      maxPeriods: 4,
      periodMinutes: 10,
      extraTime: false,
      walkoverWinnerPoints: 20,
      tieBreakPreset: 'fiba',
    });
  });

  it('names the field of a bad query', async () => {
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/phase/configuration?sportId=4')))).toEqual(['query.sportId']);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/phase/configuration?sportId=1&phaseTypeId=3')))).toEqual(['query.phaseTypeId']);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/phase/configuration')))).toEqual(['query.sportId']);
  });
});

describe('phases', () => {
  it('creates phases in order with the sport defaults, reads, reorders, changes, refuses a stale version and deletes', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as, { sportId: 5, modalityId: 2 });
    const groups = await createPhase(as, valid.id, { name: 'Grupos', configuration: { groupSize: 5, tieBreakPreset: 'fifa' } });
    expect(groups).toMatchObject({ order: 1, formatId: 1, categoryId: 1, statusId: 1, version: 1, entryCount: 0 });
    expect(groups.configuration).toMatchObject({ groupSize: 5, tieBreakPreset: 'fifa', periodMinutes: 20, classified: 2 });
    const knockout = await createPhase(as, valid.id, { name: 'Llaves', formatId: 2, configuration: { thirdPlace: true } });
    expect(knockout.configuration).toMatchObject({ thirdPlace: true, extraTime: true, seedOrder: 'ittf' });
    const repechage = await createPhase(as, valid.id, { name: 'Repechaje', formatId: 2, categoryId: 2, order: 2 });

    const listed = await api(t.url).get<Phase[]>(`/api/phase?validId=${valid.id}`);
    expect(order(listed.body.data)).toEqual(['1:Grupos', '2:Repechaje', '3:Llaves']);
    expect((await api(t.url).get<Phase>(`/api/phase?id=${repechage.id}`)).body.data).toMatchObject({ categoryId: 2, order: 2 });
    expect((await api(t.url).get<PhaseConfiguration>(`/api/phase/configuration/${knockout.id}`)).body.data.thirdPlace).toBe(true);

    const reordered = await as.put<Phase[]>('/api/phase/order', { validId: valid.id, phaseIds: [groups.id, knockout.id, repechage.id] });
    expect(order(reordered.body.data)).toEqual(['1:Grupos', '2:Llaves', '3:Repechaje']);
    expect(fieldsOf(await as.put('/api/phase/order', { validId: valid.id, phaseIds: [groups.id, knockout.id] }))).toEqual({
      'body.phaseIds': 'Indica cada fase del torneo una sola vez',
    });

    const changed = await as.put<Phase>(`/api/phase/${groups.id}`, { validId: valid.id, name: 'Fase de grupos', formatId: 1, configuration: { classified: 1 }, version: 1 });
    expect(changed.body.data).toMatchObject({ name: 'Fase de grupos', version: 2 });
    expect(changed.body.data.configuration).toMatchObject({ classified: 1, groupSize: 5, tieBreakPreset: 'fifa' });
    const stale = await as.put(`/api/phase/${groups.id}`, { validId: valid.id, name: 'Viejo', formatId: 1, version: 1 });
    expect(stale.status).toBe(409);
    const moved = await as.put(`/api/phase/${groups.id}`, { validId: valid.id + 1000, name: 'X', formatId: 1, version: 2 });
    expect(Object.keys(fieldsOf(moved))).toEqual(['body.validId']);

    expect((await as.del(`/api/phase/${knockout.id}`)).status).toBe(200);
    expect(order((await api(t.url).get<Phase[]>(`/api/phase?validId=${valid.id}`)).body.data)).toEqual(['1:Fase de grupos', '2:Repechaje']);
    const started = await act(as, `/api/phase/${repechage.id}/status`, 'start', repechage.version);
    expect(started.status).toBe(200);
    expect((await as.del(`/api/phase/${repechage.id}`)).status).toBe(409);
    expect((await api(t.url).get(`/api/phase?id=${knockout.id}`)).status).toBe(404);
    expect(Object.keys(fieldsOf(await api(t.url).get('/api/phase')))).toEqual(['query.id']);
  });

  it('names the field of bad input', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as);
    expect(Object.keys(fieldsOf(await as.post('/api/phase', { validId: valid.id, name: 'X', formatId: 3 })))).toEqual(['body.formatId']);
    expect(Object.keys(fieldsOf(await as.post('/api/phase', { validId: valid.id, name: '', formatId: 1 })))).toEqual(['body.name']);
    expect(Object.keys(fieldsOf(await as.post('/api/phase', { validId: 999999, name: 'X', formatId: 1 })))).toEqual(['body.validId']);
    const walkover = await as.post('/api/phase', { validId: valid.id, name: 'X', formatId: 1, configuration: { walkoverWinnerPoints: 11, walkoverLoserPoints: 11 } });
    expect(Object.keys(fieldsOf(walkover))).toEqual(['body.configuration.walkoverLoserPoints']);
    const dates = await as.post('/api/phase', { validId: valid.id, name: 'X', formatId: 1, startDate: '2026-06-02', endDate: '2026-06-01' });
    expect(fieldsOf(dates)).toEqual({ 'body.endDate': 'La fecha final no puede ser anterior a la inicial' });
    expect(Object.keys(fieldsOf(await as.post('/api/phase', { validId: valid.id, name: 'X', formatId: 1, configuration: { maxPeriods: 0 } })))).toEqual([
      'body.configuration.maxPeriods',
    ]);
  });

  it('counts the tournament entries in its first phase', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as);
    const first = await createPhase(as, valid.id);
    const second = await createPhase(as, valid.id, { name: 'Llaves', formatId: 2 });
    const player = await createPlayer(as);
    await as.post(`/api/inscribed/${valid.id}`, { personIds: [player.id] });
    const phases = (await api(t.url).get<Phase[]>(`/api/phase?validId=${valid.id}`)).body.data;
    expect(phases.map((phase) => [phase.id, phase.entryCount])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);
  });

  it('highlights running phases first, then each tournament’s next one', async () => {
    const community = await makeCommunity(t.database.db);
    const as = api(t.url, scoped(community, owner));
    const early = await createValid(as, { name: 'Temprano', startDate: '2026-03-01', endDate: '2026-03-02' });
    const late = await createValid(as, { name: 'Tarde', startDate: '2026-09-01', endDate: '2026-09-02' });
    const earlyGroups = await createPhase(as, early.id, { name: 'Grupos temprano' });
    await createPhase(as, early.id, { name: 'Llaves temprano', formatId: 2 });
    const lateGroups = await createPhase(as, late.id, { name: 'Grupos tarde' });
    await createPhase(as, late.id, { name: 'Llaves tarde', formatId: 2 });
    await act(as, `/api/phase/${lateGroups.id}/status`, 'start', lateGroups.version);
    const finished = await act(as, `/api/phase/${earlyGroups.id}/status`, 'start', earlyGroups.version);
    await act(as, `/api/phase/${earlyGroups.id}/status`, 'finish', finished.body.data.version);

    const all = await api(t.url, scoped(community)).get<PhaseHighlight[]>('/api/phase/highlight');
    expect(all.body.data.map((phase) => `${phase.validName}/${phase.name}`)).toEqual(['Tarde/Grupos tarde', 'Temprano/Llaves temprano', 'Tarde/Llaves tarde']);
    const one = await api(t.url).get<PhaseHighlight[]>(`/api/phase/highlight?validId=${early.id}`);
    expect(one.body.data.map((phase) => phase.name)).toEqual(['Llaves temprano']);
    expect((await api(t.url, scoped(community)).get<PhaseHighlight[]>('/api/phase/highlight?size=1')).body.data).toHaveLength(1);
  });

  it('answers 401 to a visitor and 403 to another account on every write', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as);
    const phase = await createPhase(as, valid.id);
    const body = { validId: valid.id, name: 'Ajena', formatId: 1, version: phase.version };
    const visitor = api(t.url, scoped(communityId));
    const other = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    for (const caller of [visitor, other]) {
      const expected = caller === visitor ? 401 : 403;
      expect((await caller.post('/api/phase', body)).status).toBe(expected);
      expect((await caller.put(`/api/phase/${phase.id}`, body)).status).toBe(expected);
      expect((await caller.put('/api/phase/order', { validId: valid.id, phaseIds: [phase.id] })).status).toBe(expected);
      expect((await caller.del(`/api/phase/${phase.id}`)).status).toBe(expected);
    }
    expect((await api(t.url).get<Phase>(`/api/phase?id=${phase.id}`)).body.data).toMatchObject({ name: 'Grupos', version: 1 });
  });
});
