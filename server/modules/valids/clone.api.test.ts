// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';
import type { Phase, Valid, ValidDetail } from '@domain/contract';

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

/** Last year's open: four players entered, its groups drawn, a knockout after them. */
async function lastYear() {
  const valid = await createValid(as(), {
    name: 'Abierto 2025',
    startDate: '2025-06-01',
    endDate: '2025-06-03',
    inscriptionStart: '2025-05-01',
    inscriptionEnd: '2025-05-25',
    maxEntries: 24,
    requiresApproval: true,
    genreId: 2,
  });
  const groups = await createPhase(as(), valid.id, { name: 'Grupos', startDate: '2025-06-01', endDate: '2025-06-02', configuration: { groupCount: 1, classified: 2, drawMethod: 'balanced' } });
  const knockout = await createPhase(as(), valid.id, { name: 'Llaves', formatId: 2, configuration: { thirdPlace: true } });
  const players = await Promise.all(['Ana', 'Bea', 'Carla', 'Dora'].map((firstName) => createPlayer(as(), { firstName, genreId: 2 })));
  expect((await as().post(`/api/inscribed/${valid.id}`, { personIds: players.map((player) => player.id) })).status).toBe(201);
  expect((await as().put(`/api/sort/group/${groups.id}`, { method: 'snake' })).status).toBe(200);
  return { valid, groups, knockout };
}

describe('cloning a tournament', () => {
  it('creates the same tournament on the new dates with its phases and no entries, draws or results', async () => {
    const { valid, groups } = await lastYear();
    const source = (await as().get<ValidDetail>(`/api/valid/${valid.id}`)).body.data;
    expect(source).toMatchObject({ entryCount: 4, phaseCount: 2, matchCount: 6 });

    const res = await as().post<ValidDetail>(`/api/valid/${valid.id}/clone`, { name: 'Abierto 2026', startDate: '2026-06-07', endDate: '2026-06-09' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Abierto 2026',
      statusId: 1,
      version: 1,
      startDate: '2026-06-07',
      endDate: '2026-06-09',
      inscriptionStart: '2026-05-07',
      inscriptionEnd: '2026-05-31',
      maxEntries: 24,
      requiresApproval: true,
      genreId: 2,
      sportId: source.sportId,
      modalityId: source.modalityId,
      entryCount: 0,
      phaseCount: 2,
    });
    expect(res.body.data.id).not.toBe(valid.id);
    const clone = (await api(t.url).get<ValidDetail>(`/api/valid/${res.body.data.id}`)).body.data;
    expect(clone.matchCount).toBe(0);
    expect(res.body.data.phases).toEqual(clone.phases);
    expect(clone.phases.map((phase) => [phase.order, phase.name, phase.formatId, phase.statusId, phase.startDate, phase.endDate])).toEqual([
      [1, 'Grupos', 1, 1, '2026-06-07', '2026-06-08'],
      [2, 'Llaves', 2, 1, null, null],
    ]);
    expect(clone.phases[0]?.configuration).toEqual(source.phases[0]?.configuration);
    expect(clone.phases[0]?.configuration).toMatchObject({ groupCount: 1, classified: 2, drawMethod: 'balanced' });
    expect(clone.phases[1]?.configuration).toEqual(source.phases[1]?.configuration);
    expect((await api(t.url).get(`/api/sort/group/${clone.phases[0]?.id}`)).body.data).toBeNull();
    expect((await api(t.url).get(`/api/sort/group/${groups.id}`)).body.data).not.toBeNull();
    // The source is untouched.
    expect((await api(t.url).get<Phase>(`/api/phase?id=${groups.id}`)).body.data.validId).toBe(valid.id);
    expect((await api(t.url).get<ValidDetail>(`/api/valid/${valid.id}`)).body.data).toMatchObject({ entryCount: 4, matchCount: 6, version: valid.version });
  });

  it('takes a sent inscription close instead of the moved one, and clones a finished tournament', async () => {
    const valid = await createValid(as(), { startDate: '2025-06-01', endDate: '2025-06-03', inscriptionStart: '2025-05-20', inscriptionEnd: '2025-05-30' });
    const started = await act(as(), `/api/valid/${valid.id}/status`, 'start', valid.version);
    expect((await act(as(), `/api/valid/${valid.id}/status`, 'finish', started.body.data.version)).status).toBe(200);
    const res = await as().post<Valid>(`/api/valid/${valid.id}/clone`, { name: 'Otra vez', startDate: '2026-06-01', endDate: '2026-06-03', inscriptionEnd: '2026-05-10' });
    expect(res.status).toBe(201);
    // The moved opening (May 20) would come after the close sent, so the window opens from the start.
    expect(res.body.data).toMatchObject({ statusId: 1, inscriptionStart: null, inscriptionEnd: '2026-05-10', phaseCount: 0 });
  });

  it('answers 400 with a message per field', async () => {
    const valid = await createValid(as(), { startDate: '2025-06-01', endDate: '2025-06-03', inscriptionEnd: '2025-05-30' });
    expect(fieldsOf(await as().post(`/api/valid/${valid.id}/clone`, { name: '', startDate: '2026-13-01', endDate: 'mañana' }))).toEqual({
      'body.name': 'Este campo es obligatorio',
      'body.startDate': 'Escribe una fecha que exista, con día, mes y año',
      'body.endDate': 'Escribe una fecha que exista, con día, mes y año',
    });
    const english = api(t.url, { ...scoped(communityId, owner), 'x-locale': 'en' });
    expect(fieldsOf(await english.post(`/api/valid/${valid.id}/clone`, { name: 'X', startDate: '2026-06-03', endDate: '2026-06-01', inscriptionEnd: '2026-06-05' }))).toEqual({
      'body.endDate': 'The end date cannot be before the start date',
    });
    expect(Object.keys(fieldsOf(await as().post(`/api/valid/${valid.id}/clone`, { name: 'X', startDate: '2026-06-01', endDate: '2026-06-03', inscriptionEnd: '2026-06-05' })))).toEqual([
      'body.inscriptionEnd',
    ]);
    // A moved close that falls after the new end is refused on the field too (a one-day edition of a three-day event).
    const late = await createValid(as(), { startDate: '2025-06-01', endDate: '2025-06-03', inscriptionEnd: '2025-06-03' });
    expect(fieldsOf(await as().post(`/api/valid/${late.id}/clone`, { name: 'X', startDate: '2026-06-01', endDate: '2026-06-01' }))).toEqual({
      'body.inscriptionEnd': 'Las inscripciones deben cerrar a más tardar el último día del torneo',
    });
  });

  it('answers 401 to a visitor, 403 to another account and 404 for an unknown tournament', async () => {
    const valid = await createValid(as());
    const body = { name: 'Copia', startDate: '2027-06-01', endDate: '2027-06-03' };
    expect((await api(t.url, scoped(communityId)).post(`/api/valid/${valid.id}/clone`, body)).status).toBe(401);
    expect((await api(t.url, scoped(communityId, await createTestUser(t.database.db))).post(`/api/valid/${valid.id}/clone`, body)).status).toBe(403);
    expect((await as().post('/api/valid/999999/clone', body)).status).toBe(404);
    expect((await api(t.url).get<{ total: number }>(`/api/valid?communityId=${communityId}&q=Copia`)).body.data.total).toBe(0);
  });
});

describe('phase set-up once a phase has started', () => {
  it('refuses with 409 to change, move past or delete a started phase, and lets the others change', async () => {
    const valid = await createValid(as());
    const first = await createPhase(as(), valid.id, { name: 'Grupos' });
    const second = await createPhase(as(), valid.id, { name: 'Llaves', formatId: 2 });
    const third = await createPhase(as(), valid.id, { name: 'Consolación', formatId: 2, categoryId: 2 });
    const started = await act(as(), `/api/phase/${first.id}/status`, 'start', first.version);
    expect(started.status).toBe(200);
    const message = 'La fase ya empezó: su configuración y su lugar en el orden ya no cambian, ni se puede eliminar';

    const edit = await as().put<Phase>(`/api/phase/${first.id}`, { validId: valid.id, name: 'Grupos', formatId: 1, configuration: { classified: 1 }, version: started.body.data.version });
    expect(edit.status).toBe(409);
    expect(edit.body.error?.message).toBe(message);
    const reorder = await as().put('/api/phase/order', { validId: valid.id, phaseIds: [second.id, first.id, third.id] });
    expect(reorder.status).toBe(409);
    expect(reorder.body.error?.message).toBe(message);
    expect((await as().post('/api/phase', { validId: valid.id, name: 'Previa', formatId: 1, order: 1 })).status).toBe(409);
    const removal = await as().del(`/api/phase/${first.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.error?.message).toBe(message);

    // The phases not started still change and swap places behind the started one.
    expect((await as().put('/api/phase/order', { validId: valid.id, phaseIds: [first.id, third.id, second.id] })).status).toBe(200);
    const changed = await as().put<Phase>(`/api/phase/${second.id}`, { validId: valid.id, name: 'Grupos finales', formatId: 1, configuration: { groupCount: 2 }, version: second.version });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Grupos finales', formatId: 1, order: 3 });
    expect(changed.body.data.configuration.groupCount).toBe(2);
    const phases = (await api(t.url).get<Phase[]>(`/api/phase?validId=${valid.id}`)).body.data;
    expect(phases.map((phase) => [phase.name, phase.order, phase.version])).toEqual([
      ['Grupos', 1, started.body.data.version],
      ['Consolación', 2, 1],
      ['Grupos finales', 3, 2],
    ]);
  });
});
