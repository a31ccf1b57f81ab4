// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { userPlayers } from '../../db/schema';
import type { Person, PersonSummary } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let linked: TestUser;
let communityId: number;
let player: Person;
let team: Person;

const PRIVATE = { birthDate: '2001-02-03', address: { street: 'Calle 7 #12-30', city: 'Medellín', country: 'Colombia' } };

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
  linked = await createTestUser(t.database.db);
  const as = api(t.url, scoped(communityId, owner));
  player = (await as.post<Person>('/api/person/players', { firstName: 'Lina', lastName: 'Mora', genreId: 2, ...PRIVATE })).body.data;
  team = (await as.post<Person>('/api/person/teams', { firstName: 'Las Moras', lastName: '', sportId: 1, teamMembers: [{ personId: player.id }] })).body.data;
  await t.database.db.insert(userPlayers).values({ userId: linked.userId, personId: player.id });
});
afterAll(async () => {
  await t.close();
});

/** Every call that returns one person, as the API serves it. */
const DETAIL_PATHS = (id: number) => [`/api/person/${id}`, `/api/person?id=${id}`, `/api/person/players/${id}`];

describe('private fields of people', () => {
  it('are left out for a visitor and for another account, on every call that returns the person', async () => {
    for (const viewer of [api(t.url, scoped(communityId)), api(t.url, scoped(communityId, stranger))]) {
      for (const path of DETAIL_PATHS(player.id)) {
        const res = await viewer.get<Person>(path);
        expect(res.status, path).toBe(200);
        expect(res.body.data, path).toMatchObject({ firstName: 'Lina', lastName: 'Mora', birthDate: null, address: null });
      }
    }
  });

  it('reach the owning account and the user linked to the person', async () => {
    for (const viewer of [api(t.url, scoped(communityId, owner)), api(t.url, scoped(communityId, linked))]) {
      for (const path of DETAIL_PATHS(player.id)) {
        expect((await viewer.get<Person>(path)).body.data, path).toMatchObject(PRIVATE);
      }
    }
  });

  it('never travel in lists, the typeahead or a team’s members', async () => {
    const visitor = api(t.url, scoped(communityId));
    const lists = [`/api/person/paginated?modalityId=1`, `/api/person?modalityId=1`, `/api/person/typeahead?q=Lin`];
    for (const path of lists) {
      const res = await visitor.get<{ items?: PersonSummary[] } | PersonSummary[]>(path);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toMatch(/birthDate|Calle 7|2001-02-03/);
    }
    const members = (await visitor.get<Person>(`/api/person/teams/${team.id}`)).body.data.teamMembers;
    expect(members.map((member) => member.personId)).toEqual([player.id]);
    expect(JSON.stringify(members)).not.toMatch(/birthDate|Calle 7|2001-02-03/);
  });
});
