// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { act, createMulti, createPhase, createPlayer, createValid, validBody } from '../../test/tournaments';
import type { Place, Season, Valid, ValidDetail, ValidResults } from '@domain/contract';

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

const names = (res: { body: { data: PageOf<Valid> } }) => res.body.data.items.map((item) => item.name);

describe('tournaments (valids)', () => {
  it('creates a tournament with its phases in one write, and writes nothing when a phase is wrong', async () => {
    // A space of its own, so the other tests' lists stay as they expect.
    const as = api(t.url, scoped(await makeCommunity(t.database.db), owner));
    const phases = [
      { name: 'Grupos', formatId: 1, configuration: { groupCount: 4 } },
      { name: 'Llaves', formatId: 2, configuration: { thirdPlace: true } },
    ];
    const created = await as.post<ValidDetail>('/api/valid', validBody({ name: 'Con Fases', phases }));
    expect(created.status).toBe(201);
    expect(created.body.data.phaseCount).toBe(2);
    const detail = (await as.get<ValidDetail>(`/api/valid/${created.body.data.id}`)).body.data;
    // The answer is the tournament as its page reads it: a program goes on to draw its phases without reading it again.
    expect(created.body.data.phases).toEqual(detail.phases);
    expect(created.body.data.matchCount).toBe(0);
    expect(detail.phases.map((phase) => [phase.order, phase.name, phase.formatId])).toEqual([
      [1, 'Grupos', 1],
      [2, 'Llaves', 2],
    ]);
    // The sport's defaults fill what the phase did not say: table tennis plays best of 5 to 11.
    expect(detail.phases[0]?.configuration).toMatchObject({ groupCount: 4, classified: 2, maxPeriods: 5, periodsToWin: 3, scoreToWin: 11 });
    expect(detail.phases[1]?.configuration).toMatchObject({ thirdPlace: true });

    const before = (await as.get<PageOf<Valid>>('/api/valid?q=Sin%20Fases')).body.data.total;
    const refused = await as.post('/api/valid', validBody({ name: 'Sin Fases', phases: [{ name: 'Grupos', formatId: 1 }, { name: '', formatId: 9 }] }));
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldsOf(refused))).toEqual(expect.arrayContaining(['body.phases.1.name', 'body.phases.1.formatId']));
    expect((await as.get<PageOf<Valid>>('/api/valid?q=Sin%20Fases')).body.data.total).toBe(before);
  });

  it('creates one, lists it by every filter, changes it, refuses a stale version and deletes it', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const season = (await as.post<Season>('/api/seasons', { name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })).body.data;
    const multi = await createMulti(as);
    const created = await as.post<Valid>('/api/valid', validBody({ name: 'Mesa Abierto', seasonId: season.id, tournamentId: multi.id, maxEntries: 16, inscriptionEnd: '2026-05-30' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      statusId: 1,
      genreId: 1,
      seasonName: '2026',
      tournamentName: 'Campeonato Nacional',
      entryCount: 0,
      phaseCount: 0,
      maxEntries: 16,
      version: 1,
      createdByAccountId: owner.accountId,
    });
    const soccer = await createValid(as, { name: 'Liga de Fútbol', sportId: 2, modalityId: 2, startDate: '2026-08-01', endDate: '2026-09-01' });
    await act(as, `/api/valid/${soccer.id}/status`, 'start', soccer.version);
    await createValid(as, { name: 'Dobles Mixtos', modalityId: 3, startDate: '2026-04-01', endDate: '2026-04-01' });

    const visitor = api(t.url, scoped(communityId));
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid'))).toEqual(['Liga de Fútbol', 'Mesa Abierto', 'Dobles Mixtos']);
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?sportId=2'))).toEqual(['Liga de Fútbol']);
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?statusId=1'))).toEqual(['Mesa Abierto', 'Dobles Mixtos']);
    expect(names(await visitor.get<PageOf<Valid>>(`/api/valid?seasonId=${season.id}`))).toEqual(['Mesa Abierto']);
    expect(names(await visitor.get<PageOf<Valid>>(`/api/valid?tournamentId=${multi.id}`))).toEqual(['Mesa Abierto']);
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?modalityId=3'))).toEqual(['Dobles Mixtos']);
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?q=abierto'))).toEqual(['Mesa Abierto']);
    expect(names(await api(t.url).get<PageOf<Valid>>(`/api/valid?communityId=${communityId}&sportId=1`))).toEqual(['Mesa Abierto', 'Dobles Mixtos']);
    // Mesa Abierto's window closed on 2026-05-30; the doubles tournament has no window and is not started.
    vi.setSystemTime(new Date('2026-05-15T12:00:00Z'));
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?open=false'))).toEqual(['Liga de Fútbol']);
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?open=false'))).toEqual(['Liga de Fútbol', 'Mesa Abierto']);
    expect(names(await visitor.get<PageOf<Valid>>('/api/valid?open=true'))).toEqual(['Dobles Mixtos']);
    vi.useRealTimers();
    const paged = await visitor.get<PageOf<Valid>>('/api/valid?page=1&size=2');
    expect(paged.body.data).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(fieldsOf(await visitor.get('/api/valid?statusId=9'))).toEqual({ 'query.statusId': 'Elige una de las opciones de la lista' });

    const id = created.body.data.id;
    await createPhase(as, id);
    const detail = await visitor.get<ValidDetail>(`/api/valid/${id}`);
    expect(detail.body.data.phases.map((phase) => [phase.order, phase.name])).toEqual([[1, 'Grupos']]);
    expect(detail.body.data.phaseCount).toBe(1);

    const changed = await as.put<Valid>(`/api/valid/${id}`, validBody({ name: 'Mesa Abierto 2026', genreId: 2, version: 1 }));
    expect(changed.body.data).toMatchObject({ name: 'Mesa Abierto 2026', genreId: 2, seasonId: null, tournamentId: null, version: 2 });
    const stale = await as.put<Valid>(`/api/valid/${id}`, validBody({ name: 'Viejo', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toBe('Alguien modificó este registro mientras lo editabas. Recarga y vuelve a intentarlo');

    expect((await as.del(`/api/valid/${soccer.id}`)).status).toBe(409);
    expect((await as.del(`/api/valid/${id}`)).status).toBe(200);
    expect((await visitor.get(`/api/valid/${id}`)).status).toBe(404);
  });

  it('lists by a date range and a venue, in the order asked, and names each bad list parameter', async () => {
    const community = await makeCommunity(t.database.db);
    const as = api(t.url, scoped(community, owner));
    const place = (await as.post<Place>('/api/place', { name: 'Coliseo Norte', city: 'Bogotá', countryCode: 'co' })).body.data;
    await createValid(as, { name: 'Bravo de Marzo', startDate: '2026-03-10', endDate: '2026-03-12' });
    await createValid(as, { name: 'alfa de Abril', startDate: '2026-04-28', endDate: '2026-05-02', placeId: place.id });
    await createValid(as, { name: 'Charlie de Junio', startDate: '2026-06-01', endDate: '2026-06-03', placeId: place.id });
    const visitor = api(t.url, scoped(community));
    const list = async (query: string) => names(await visitor.get<PageOf<Valid>>(`/api/valid?${query}`));

    expect(await list('')).toEqual(['Charlie de Junio', 'alfa de Abril', 'Bravo de Marzo']);
    expect(await list('sort=-startDate')).toEqual(['Charlie de Junio', 'alfa de Abril', 'Bravo de Marzo']);
    expect(await list('sort=startDate')).toEqual(['Bravo de Marzo', 'alfa de Abril', 'Charlie de Junio']);
    expect(await list('sort=name')).toEqual(['alfa de Abril', 'Bravo de Marzo', 'Charlie de Junio']);
    // A tournament still on when the range starts, or starting on its last day, is played in it.
    expect(await list('from=2026-05-01&sort=startDate')).toEqual(['alfa de Abril', 'Charlie de Junio']);
    expect(await list('to=2026-04-28')).toEqual(['alfa de Abril', 'Bravo de Marzo']);
    expect(await list('from=2026-05-03&to=2026-05-31')).toEqual([]);
    expect(await list('from=05-01-2026&to=2026-06-01')).toEqual(['Charlie de Junio', 'alfa de Abril']);
    expect(await list(`placeId=${place.id}&sort=name`)).toEqual(['alfa de Abril', 'Charlie de Junio']);
    expect((await visitor.get<PageOf<Valid>>(`/api/valid?placeId=${place.id}&from=2026-06-01`)).body.data).toMatchObject({ total: 1 });

    expect(fieldsOf(await visitor.get('/api/valid?sort=oldest'))).toEqual({ 'query.sort': 'Debe ser uno de: -startDate, startDate, name' });
    expect(Object.keys(fieldsOf(await visitor.get('/api/valid?from=2026-02-30')))).toEqual(['query.from']);
    expect(Object.keys(fieldsOf(await visitor.get('/api/valid?to=mañana')))).toEqual(['query.to']);
    expect(Object.keys(fieldsOf(await visitor.get('/api/valid?placeId=norte')))).toEqual(['query.placeId']);
    expect(fieldsOf(await visitor.get('/api/valid?from=2026-06-02&to=2026-06-01'))).toEqual({ 'query.to': 'La fecha final no puede ser anterior a la inicial' });
    expect(Object.keys(fieldsOf(await visitor.get('/api/valid?from=ayer&sort=x')))).toEqual(['query.from', 'query.sort']);
  });

  it('names the field of bad input: end before start, inscription window, modality, maximum below the entries', async () => {
    const as = api(t.url, scoped(communityId, owner));
    expect(fieldsOf(await as.post('/api/valid', validBody({ endDate: '2026-05-30' })))).toEqual({ 'body.endDate': 'La fecha final no puede ser anterior a la inicial' });
    expect(fieldsOf(await as.post('/api/valid', validBody({ endDate: '2026-05-30' }), { 'accept-language': 'en' }))).toEqual({
      'body.endDate': 'The end date cannot be before the start date',
    });
    expect(Object.keys(fieldsOf(await as.post('/api/valid', validBody({ inscriptionStart: '2026-05-20', inscriptionEnd: '2026-05-10' }))))).toEqual(['body.inscriptionEnd']);
    expect(Object.keys(fieldsOf(await as.post('/api/valid', validBody({ modalityId: 4 }))))).toEqual(['body.modalityId']);
    expect(Object.keys(fieldsOf(await as.post('/api/valid', validBody({ genreId: 7 }))))).toEqual(['body.genreId']);
    expect(Object.keys(fieldsOf(await as.post('/api/valid', validBody({ seasonId: 999999 }))))).toEqual(['body.seasonId']);
    expect(Object.keys(fieldsOf(await as.post('/api/valid', validBody({ maxEntries: 5000 }))))).toEqual(['body.maxEntries']);

    const valid = await createValid(as);
    for (const firstName of ['Uno', 'Dos', 'Tres']) {
      const player = await createPlayer(as, { firstName });
      await as.post(`/api/inscribed/${valid.id}`, { personIds: [player.id] });
    }
    const below = await as.put(`/api/valid/${valid.id}`, validBody({ maxEntries: 2, version: valid.version }));
    expect(fieldsOf(below)).toEqual({ 'body.maxEntries': 'El máximo no puede ser menor que los inscritos actuales' });
    const modality = await as.put(`/api/valid/${valid.id}`, validBody({ modalityId: 3, version: valid.version }));
    expect(Object.keys(fieldsOf(modality))).toEqual(['body.modalityId']);
    expect((await as.put<Valid>(`/api/valid/${valid.id}`, validBody({ maxEntries: 3, version: valid.version }))).body.data.entryCount).toBe(3);
  });

  it('offers no other sport in a community restricted to one', async () => {
    const basketball = await makeCommunity(t.database.db, { sportId: 3 });
    const as = api(t.url, scoped(basketball, owner));
    expect(fieldsOf(await as.post('/api/valid', validBody({ sportId: 1 })))).toEqual({ 'body.sportId': 'Este deporte no está disponible en esta comunidad' });
    expect((await as.post('/api/valid', validBody({ sportId: 3, modalityId: 2 }))).status).toBe(201);
  });

  it('puts a tournament only in a multi-tournament of the same account', async () => {
    const theirs = await createMulti(api(t.url, scoped(communityId, await createTestUser(t.database.db))));
    expect((await api(t.url, scoped(communityId, owner)).post('/api/valid', validBody({ tournamentId: theirs.id }))).status).toBe(403);
  });

  it('answers results and positions empty for a tournament without results, 404 for a missing one', async () => {
    const valid = await createValid(api(t.url, scoped(communityId, owner)));
    const results = await api(t.url).get<ValidResults>(`/api/valid/results/${valid.id}`);
    expect(results.body.data).toEqual({ validId: valid.id, statusId: 1, final: false, positions: [] });
    expect((await api(t.url).get(`/api/valid/player-positions/${valid.id}`)).body).toEqual({ data: [] });
    expect((await api(t.url).get('/api/valid/results/999999')).status).toBe(404);
    expect((await api(t.url).get('/api/valid/player-positions/999999')).status).toBe(404);
  });

  it('answers 401 to a visitor and 403 to another account or a role without createValid on every write', async () => {
    const mine = await createValid(api(t.url, scoped(communityId, owner)));
    const body = validBody({ name: 'Ajeno', version: mine.version });
    const visitor = api(t.url, scoped(communityId));
    expect((await visitor.post('/api/valid', body)).status).toBe(401);
    expect((await visitor.put(`/api/valid/${mine.id}`, body)).status).toBe(401);
    expect((await visitor.del(`/api/valid/${mine.id}`)).status).toBe(401);
    expect((await visitor.post(`/api/valid/${mine.id}/status`, { action: 'start', version: mine.version })).status).toBe(401);
    const other = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await other.put(`/api/valid/${mine.id}`, body)).status).toBe(403);
    expect((await other.del(`/api/valid/${mine.id}`)).status).toBe(403);
    expect((await other.post(`/api/valid/${mine.id}/status`, { action: 'start', version: mine.version })).status).toBe(403);
    const noResource = api(t.url, scoped(communityId, await createTestUser(t.database.db, { resources: ['createTournament'] })));
    expect((await noResource.post('/api/valid', body)).status).toBe(403);
    expect((await api(t.url).get<Valid>(`/api/valid/${mine.id}`)).body.data).toMatchObject({ name: 'Abierto de Primavera', statusId: 1, version: 1 });
  });
});
