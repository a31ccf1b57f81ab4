// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { act, createPhase, createPlayer, createValid } from '../../test/tournaments';
import type { AgeCategory, Club, Inscribed, InscribedPerson, Person } from '@domain/contract';

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

const owned = () => api(t.url, scoped(communityId, owner));
const listOf = async (validId: number, query = '') => (await api(t.url).get<PageOf<Inscribed>>(`/api/inscribed/${validId}${query}`)).body.data;
const seedsOf = (page: PageOf<Inscribed>) => page.items.map((entry) => `${entry.person.firstName}:${entry.seed ?? '-'}:${entry.origin}`);

describe('entries', () => {
  it('adds entries with their club, lists them by seed, seeds, removes and restores them', async () => {
    const as = owned();
    const club = (await as.post<Club>('/api/club', { name: 'Club Raqueta', sportId: 1 })).body.data;
    const valid = await createValid(as);
    const [ana, bea, cata] = [
      await createPlayer(as, { firstName: 'Ana', lastName: 'Alba', clubs: [club.id] }),
      await createPlayer(as, { firstName: 'Bea', lastName: 'Bravo' }),
      await createPlayer(as, { firstName: 'Cata', lastName: 'Cruz' }),
    ] as [Person, Person, Person];
    const added = await as.post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: [cata.id, ana.id, bea.id] });
    expect(added.status).toBe(201);
    expect(added.body.data.find((entry) => entry.personId === ana.id)).toMatchObject({ clubId: club.id, clubName: 'Club Raqueta', origin: 'added', seed: null, phaseId: null });
    expect(seedsOf(await listOf(valid.id))).toEqual(['Ana:-:added', 'Bea:-:added', 'Cata:-:added']);

    const entryOf = async (person: Person) => (await listOf(valid.id)).items.find((entry) => entry.personId === person.id) as Inscribed;
    const cataEntry = await entryOf(cata);
    const seeded = await as.put<Inscribed[]>(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: cataEntry.id, seed: 1, version: cataEntry.version }, { id: (await entryOf(bea)).id, seed: 2, version: (await entryOf(bea)).version }] });
    expect(seeded.status).toBe(200);
    expect(seedsOf(await listOf(valid.id))).toEqual(['Cata:1:added', 'Bea:2:added', 'Ana:-:added']);
    // A drag swaps two seeds in one call.
    const swapped = await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: cataEntry.id, seed: 2, version: (await entryOf(cata)).version }, { id: (await entryOf(bea)).id, seed: 1, version: (await entryOf(bea)).version }] });
    expect(swapped.status).toBe(200);
    expect(seedsOf(await listOf(valid.id))).toEqual(['Bea:1:added', 'Cata:2:added', 'Ana:-:added']);
    const stale = await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: cataEntry.id, seed: 3, version: cataEntry.version }] });
    expect(stale.status).toBe(409);
    expect(fieldsOf(await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: (await entryOf(ana)).id, seed: 1, version: (await entryOf(ana)).version }] }))).toEqual({
      'body.seeds.0.seed': 'Dos inscritos no pueden tener el mismo cabeza de serie',
    });
    expect(fieldsOf(await as.put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: (await entryOf(ana)).id, seed: 4, version: (await entryOf(ana)).version }] }))).toEqual({
      'body.seeds.0.seed': 'El cabeza de serie no puede superar el número de inscritos',
    });

    const beaEntry = await entryOf(bea);
    const removed = await as.del<Inscribed>(`/api/inscribed/entry/${beaEntry.id}?version=${beaEntry.version}`);
    expect(removed.body.data).toMatchObject({ origin: 'removed', previousOrigin: 'added', seed: null });
    expect(seedsOf(await listOf(valid.id))).toEqual(['Cata:2:added', 'Ana:-:added', 'Bea:-:removed']);
    expect(seedsOf(await listOf(valid.id, '?removed=false'))).toEqual(['Cata:2:added', 'Ana:-:added']);
    expect(seedsOf(await listOf(valid.id, '?origin=removed'))).toEqual(['Bea:-:removed']);
    expect(seedsOf(await listOf(valid.id, '?q=cat'))).toEqual(['Cata:2:added']);
    expect((await api(t.url).get(`/api/valid/${valid.id}`)).body).toMatchObject({ data: { entryCount: 2 } });
    const restored = await as.post<Inscribed>(`/api/inscribed/entry/${removed.body.data.id}/restore?version=${removed.body.data.version}`, {});
    expect(restored.body.data).toMatchObject({ origin: 'added', previousOrigin: null });
    expect((await listOf(valid.id)).total).toBe(3);
    expect((await api(t.url).get('/api/inscribed/999999')).status).toBe(404);
  });

  it('lists a phase’s entries: the first phase has the tournament’s, a later one those placed in it', async () => {
    const as = owned();
    const valid = await createValid(as);
    const groups = await createPhase(as, valid.id);
    const knockout = await createPhase(as, valid.id, { name: 'Llaves', formatId: 2 });
    const [first, second] = [await createPlayer(as, { firstName: 'Uno' }), await createPlayer(as, { firstName: 'Dos' })];
    await as.post(`/api/inscribed/${valid.id}`, { personIds: [first.id] });
    const direct = await as.post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: [second.id], phaseId: knockout.id });
    expect(direct.body.data[0]).toMatchObject({ origin: 'direct-qualified', phaseId: knockout.id });
    expect(seedsOf(await listOf(valid.id, `/${groups.id}`))).toEqual(['Uno:-:added']);
    expect(seedsOf(await listOf(valid.id, `/${knockout.id}`))).toEqual(['Dos:-:direct-qualified']);
    expect((await api(t.url).get(`/api/inscribed/${valid.id}/999999`)).status).toBe(404);
    const elsewhere = await createValid(as);
    expect(Object.keys(fieldsOf(await as.post(`/api/inscribed/${elsewhere.id}`, { personIds: [first.id], phaseId: knockout.id })))).toEqual(['body.phaseId']);
    // The phase holding an entry stays until the entry goes.
    expect((await as.del(`/api/phase/${knockout.id}`)).status).toBe(409);
  });

  it('refuses, naming the entry, the wrong modality, gender category or age, a repeat and a full tournament', async () => {
    const as = owned();
    const en = api(t.url, { ...scoped(communityId, owner), 'accept-language': 'en' });
    const u15 = (await as.post<AgeCategory>('/api/category/age', { name: 'Sub 15', boundKind: 'age', maxValue: 14 })).body.data;
    const born2010s = (await as.post<AgeCategory>('/api/category/age', { name: 'Nacidos 2010-2012', boundKind: 'birth-year', minValue: 2010, maxValue: 2012 })).body.data;
    const women = await createValid(as, { genreId: 2, ageCategoryId: u15.id, maxEntries: 2, startDate: '2026-06-01', endDate: '2026-06-02' });
    const girl = await createPlayer(as, { firstName: 'Lucía', genreId: 2, birthDate: '2012-06-02' });
    const girl2 = await createPlayer(as, { firstName: 'Sara', genreId: 2, birthDate: '2013-01-01' });
    const girl3 = await createPlayer(as, { firstName: 'Vera', genreId: 2, birthDate: '2014-01-01' });
    const boy = await createPlayer(as, { firstName: 'Luis', genreId: 3, birthDate: '2012-06-02' });
    const fifteen = await createPlayer(as, { firstName: 'Eva', genreId: 2, birthDate: '2011-06-01' });
    const noBirth = await createPlayer(as, { firstName: 'Inés', genreId: 2, birthDate: null });
    const double = (await as.post<Person>('/api/person/doubles', { firstName: 'Lucía y Sara', sportId: 1, teamMembers: [{ personId: girl.id }, { personId: girl2.id }] })).body.data;

    const refusal = async (personIds: number[], english = false) => fieldsOf(await (english ? en : as).post(`/api/inscribed/${women.id}`, { personIds }));
    expect(await refusal([double.id])).toEqual({ 'body.personIds.0': 'Su modalidad no es la del torneo (jugadores, parejas o equipos)' });
    expect(await refusal([double.id], true)).toEqual({ 'body.personIds.0': "Its kind does not match the tournament's (players, doubles or teams)" });
    expect(await refusal([girl.id, boy.id])).toEqual({ 'body.personIds.1': 'No corresponde a la categoría de género del torneo' });
    expect(await refusal([boy.id], true)).toEqual({ 'body.personIds.0': "It does not fit the tournament's gender category" });
    // 15 on the first day (born 2011-06-01, starts 2026-06-01): over the under-15 limit of 14.
    expect(await refusal([fifteen.id])).toEqual({ 'body.personIds.0': 'Su fecha de nacimiento no corresponde a la categoría de edad del torneo' });
    expect(await refusal([fifteen.id], true)).toEqual({ 'body.personIds.0': "Its birth date does not fit the tournament's age category" });
    expect(await refusal([noBirth.id])).toEqual({ 'body.personIds.0': 'Falta la fecha de nacimiento para comprobar la categoría de edad' });
    expect(await refusal([girl.id, girl.id])).toEqual({ 'body.personIds.1': 'Ya está inscrito en este torneo' });
    expect(await refusal([999999])).toEqual({ 'body.personIds.0': 'El registro elegido no existe' });
    expect((await as.post(`/api/inscribed/${women.id}`, { personIds: [girl.id, girl2.id] })).status).toBe(201);
    expect(await refusal([girl.id])).toEqual({ 'body.personIds.0': 'Ya está inscrito en este torneo' });
    expect(await refusal([girl3.id])).toEqual({ 'body.personIds': 'Se superaría el máximo de inscritos del torneo' });
    expect(await refusal([girl3.id], true)).toEqual({ 'body.personIds': "This would exceed the tournament's maximum entries" });
    expect((await listOf(women.id)).total).toBe(2);

    // Birth years: 2010 to 2012, whatever the day.
    const byYear = await createValid(as, { ageCategoryId: born2010s.id });
    expect((await as.post(`/api/inscribed/${byYear.id}`, { personIds: [girl.id, fifteen.id, boy.id] })).status).toBe(201);
    expect(fieldsOf(await as.post(`/api/inscribed/${byYear.id}`, { personIds: [girl2.id] }))).toEqual({
      'body.personIds.0': 'Su fecha de nacimiento no corresponde a la categoría de edad del torneo',
    });

    // A doubles tournament checks both players.
    const womenDoubles = await createValid(as, { modalityId: 3, genreId: 2 });
    const mixedPair = (await as.post<Person>('/api/person/doubles', { firstName: 'Lucía y Luis', sportId: 1, teamMembers: [{ personId: girl.id }, { personId: boy.id }] })).body.data;
    expect(Object.keys(fieldsOf(await as.post(`/api/inscribed/${womenDoubles.id}`, { personIds: [mixedPair.id] })))).toEqual(['body.personIds.0']);
    expect((await as.post(`/api/inscribed/${womenDoubles.id}`, { personIds: [double.id] })).status).toBe(201);

    // A removed entry cannot come back into a full tournament.
    const [entry] = (await listOf(women.id)).items;
    await as.del(`/api/inscribed/entry/${entry?.id ?? 0}?version=${entry?.version ?? 0}`);
    expect((await as.post(`/api/inscribed/${women.id}`, { personIds: [girl3.id] })).status).toBe(201);
    expect(fieldsOf(await as.post(`/api/inscribed/entry/${entry?.id ?? 0}/restore?version=${(entry?.version ?? 0) + 1}`, {}))).toEqual({ 'params.id': 'Se superaría el máximo de inscritos del torneo' });
  });

  it('never enters someone twice nor overfills the tournament when two adds arrive at once', async () => {
    const as = owned();
    const valid = await createValid(as, { maxEntries: 2 });
    const [first, second, third] = [await createPlayer(as, { firstName: 'Uno' }), await createPlayer(as, { firstName: 'Dos' }), await createPlayer(as, { firstName: 'Tres' })];
    const same = await Promise.all([as.post(`/api/inscribed/${valid.id}`, { personIds: [first.id] }), as.post(`/api/inscribed/${valid.id}`, { personIds: [first.id] })]);
    expect(same.map((res) => res.status).sort()).toEqual([201, 400]);
    const last = await Promise.all([as.post(`/api/inscribed/${valid.id}`, { personIds: [second.id] }), as.post(`/api/inscribed/${valid.id}`, { personIds: [third.id] })]);
    expect(last.map((res) => res.status).sort()).toEqual([201, 400]);
    expect((await listOf(valid.id)).total).toBe(2);
  });

  it('offers only the people who may still be entered', async () => {
    const as = owned();
    const community = await makeCommunity(t.database.db);
    const local = api(t.url, scoped(community, owner));
    const valid = await createValid(local, { genreId: 3 });
    const man = await createPlayer(local, { firstName: 'Mario', genreId: 3 });
    await createPlayer(local, { firstName: 'Marta', genreId: 2 });
    const entered = await createPlayer(local, { firstName: 'Martín', genreId: 3 });
    await local.post(`/api/inscribed/${valid.id}`, { personIds: [entered.id] });
    const offered = await as.get<InscribedPerson[]>(`/api/inscribed/${valid.id}/candidates?q=mar`);
    expect(offered.body.data.map((person) => person.id)).toEqual([man.id]);
  });

  it('still finds who fits when the first fifty people by name do not', async () => {
    const community = await makeCommunity(t.database.db);
    const local = api(t.url, scoped(community, owner));
    const valid = await createValid(local, { genreId: 3 });
    for (let index = 0; index < 50; index += 1) await createPlayer(local, { firstName: 'Gala', lastName: `Abad ${String(index).padStart(2, '0')}`, genreId: 2 });
    const entered = await createPlayer(local, { firstName: 'Gael', lastName: 'Baeza', genreId: 3 });
    const fits = await createPlayer(local, { firstName: 'Gonzalo', lastName: 'Zurita', genreId: 3 });
    await local.post(`/api/inscribed/${valid.id}`, { personIds: [entered.id] });
    const offered = await local.get<InscribedPerson[]>(`/api/inscribed/${valid.id}/candidates?q=g&limit=1`);
    expect(offered.body.data.map((person) => person.id)).toEqual([fits.id]);
  });

  it('freezes entries once the tournament is over', async () => {
    const as = owned();
    const valid = await createValid(as);
    const player = await createPlayer(as);
    const canceled = await act(as, `/api/valid/${valid.id}/status`, 'cancel', valid.version);
    expect(canceled.status).toBe(200);
    const res = await as.post(`/api/inscribed/${valid.id}`, { personIds: [player.id] });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('No se puede cambiar en el estado actual del torneo');
  });

  it('answers 401 to a visitor and 403 to another account on every write', async () => {
    const as = owned();
    const valid = await createValid(as);
    const player = await createPlayer(as);
    const [entry] = (await as.post<Inscribed[]>(`/api/inscribed/${valid.id}`, { personIds: [player.id] })).body.data;
    const id = entry?.id ?? 0;
    const visitor = api(t.url, scoped(communityId));
    const other = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    for (const [caller, expected] of [
      [visitor, 401],
      [other, 403],
    ] as const) {
      expect((await caller.post(`/api/inscribed/${valid.id}`, { personIds: [player.id] })).status).toBe(expected);
      expect((await caller.put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id, seed: 1 }] })).status).toBe(expected);
      expect((await caller.del(`/api/inscribed/entry/${id}`)).status).toBe(expected);
      expect((await caller.post(`/api/inscribed/entry/${id}/restore`, {})).status).toBe(expected);
    }
    expect(seedsOf(await listOf(valid.id))).toEqual(['Ana:-:added']);
  });
});
