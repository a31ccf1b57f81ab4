// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped } from '../../test/catalog';
import { persons, teamMembers } from '../../db/schema';
import type { Person } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;
let players: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  const as = api(t.url, scoped(communityId, owner));
  players = [];
  for (let index = 0; index < 7; index += 1) {
    players.push((await as.post<Person>('/api/person/players', { firstName: `Jugador${index}`, lastName: 'Prueba', sportId: 1 })).body.data.id);
  }
});
afterAll(async () => {
  await t.close();
});

const members = (...ids: (number | undefined)[]) => ids.map((personId) => ({ personId }));
const counts = async () => ({ persons: (await t.database.db.select().from(persons)).length, members: (await t.database.db.select().from(teamMembers)).length });

describe('doubles', () => {
  it('creates a double of exactly two players and shows it on each player', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Person>('/api/person/doubles', { firstName: 'Prueba / Prueba', sportId: 1, teamMembers: members(players[0], players[1]) });
    expect(created.status).toBe(201);
    expect(created.body.data.modalityId).toBe(3);
    expect(created.body.data.teamMembers.map((m) => m.personId)).toEqual([players[0], players[1]]);
    expect(created.body.data.teamMembers[0]?.person.firstName).toBe('Jugador0');
    const player = await api(t.url).get<Person>(`/api/person/players/${players[0]}`);
    expect(player.body.data.memberOf.map((p) => p.id)).toEqual([created.body.data.id]);
  });

  it('refuses three members, a repeated member or a non-player, naming teamMembers and writing nothing', async () => {
    const before = await counts();
    const as = api(t.url, scoped(communityId, owner));
    const three = await as.post('/api/person/doubles', { firstName: 'Trío', sportId: 1, teamMembers: members(players[0], players[1], players[2]) });
    expect(three.status).toBe(400);
    expect(fieldsOf(three)).toEqual({ 'body.teamMembers': 'Una pareja tiene exactamente dos jugadores' });
    const repeated = await as.post('/api/person/doubles', { firstName: 'Eco', sportId: 1, teamMembers: members(players[0], players[0]) });
    expect(fieldsOf(repeated)).toEqual({ 'body.teamMembers': 'Un jugador no puede estar dos veces' });
    const referee = await as.post<Person>('/api/person/referees', { firstName: 'Juez', lastName: 'Uno' });
    const mixed = await as.post('/api/person/doubles', { firstName: 'Mixta', sportId: 1, teamMembers: members(players[0], referee.body.data.id) });
    expect(fieldsOf(mixed)).toHaveProperty('body.teamMembers');
    await as.del(`/api/person/${referee.body.data.id}`);
    expect(await counts()).toEqual(before);
  });

  it('refuses a sport whose configuration does not allow doubles', async () => {
    const res = await api(t.url, scoped(communityId, owner)).post('/api/person/doubles', { firstName: 'Pareja', sportId: 2, teamMembers: members(players[0], players[1]) });
    expect(fieldsOf(res)).toEqual({ 'body.sportId': 'Este deporte no admite esta modalidad' });
  });

  it('keeps a player that belongs to a double until it is taken out', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const pair = await as.post<Person>('/api/person/doubles', { firstName: 'Dúo', sportId: 1, teamMembers: members(players[5], players[6]) });
    expect((await as.del(`/api/person/${players[5]}`)).status).toBe(409);
    expect((await as.put(`/api/person/doubles/${pair.body.data.id}`, { firstName: 'Dúo', sportId: 1, teamMembers: members(players[4], players[6]), version: pair.body.data.version })).status).toBe(200);
    expect((await as.del(`/api/person/${players[5]}`)).status).toBe(200);
  });
});

describe('teams', () => {
  it('creates a team within its sport roster limit and changes its members', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const created = await as.post<Person>('/api/person/teams', { firstName: 'Los Rápidos', sportId: 1, teamMembers: members(players[0], players[1], players[2]) });
    expect(created.status).toBe(201);
    const changed = await as.put<Person>(`/api/person/teams/${created.body.data.id}`, { firstName: 'Los Rápidos', sportId: 1, teamMembers: members(players[2], players[3]), version: 1 });
    expect(changed.body.data.teamMembers.map((m) => m.personId)).toEqual([players[2], players[3]]);
  });

  it('refuses more members than the sport allows (table tennis: 5) and writes nothing', async () => {
    const before = await counts();
    const ids = [...players.slice(0, 5), players[6]];
    const res = await api(t.url, scoped(communityId, owner)).post('/api/person/teams', { firstName: 'Demasiados', sportId: 1, teamMembers: members(...ids) });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'body.teamMembers': 'El equipo supera el máximo de jugadores de su deporte' });
    expect(await counts()).toEqual(before);
  });

  it('rolls back the team when a member fails inside the transaction', async () => {
    const before = await counts();
    const res = await api(t.url, scoped(communityId, owner)).post('/api/person/teams', { firstName: 'Fantasma', sportId: 1, teamMembers: members(players[0], 999999) });
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('a community restricted to one sport', () => {
  it('takes its sport by default and refuses any other', async () => {
    const soccer5 = await makeCommunity(t.database.db, { sportId: 5 });
    const as = api(t.url, scoped(soccer5, owner));
    const player = await as.post<Person>('/api/person/coaches', { firstName: 'Dani', lastName: 'Ríos', typeId: 1 });
    expect(player.body.data.sportId).toBe(5);
    const other = await as.post('/api/person/coaches', { firstName: 'Dani', lastName: 'Ríos', typeId: 1, sportId: 1 });
    expect(fieldsOf(other)).toEqual({ 'body.sportId': 'Este deporte no está disponible en esta comunidad' });
    const member = await as.post<Person>('/api/person/players', { firstName: 'Solo', lastName: 'Uno' });
    expect(member.body.data.sportId).toBe(5);
    const pair = await as.post('/api/person/doubles', { firstName: 'Dupla', teamMembers: members(member.body.data.id, player.body.data.id) });
    expect(fieldsOf(pair)).toEqual({ 'body.sportId': 'Este deporte no admite esta modalidad' });
  });
});
