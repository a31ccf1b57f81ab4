import { PERMISSION_RESOURCES } from '@domain/catalog';
import { PERSON_KIND_NAMES, type LookupRef, type ManagedAccount, type PersonKind, type RoleTemplate } from '@domain/contract';
import type { Database } from '../db/client';
import { userPlayers } from '../db/schema';
import { api, scoped } from './catalog';
import { createMulti, createPhase, createPlayer, createValid } from './tournaments';
import { createTestUser, type TestUser } from './users';

export type Api = ReturnType<typeof api>;
type Created = { id: number; version: number };

/**
 * Two strangers, A and B, each the owner of their own account, and the records A's account owns in A's community.
 * Entries that delete a record or move its status make a fresh one of their own, so the records here stay put.
 */
export interface World {
  url: string;
  db: Database;
  communityId: number;
  a: TestUser;
  b: TestUser;
  /** A, acting as account A inside A's community. */
  asA: Api;
  /** A user A's account holds as a member (role `role`) and whose own account A's account is shared with. */
  member: TestUser;
  role: number;
  /** A member of A's account whose role (`limitedRole`) each case sets to what it needs to test. */
  limited: TestUser;
  limitedRole: number;
  /** A user that was a member of A's account with every resource, and that A removed. */
  removed: TestUser;
  share: number;
  communityLink: number;
  coachType: number;
  affiliateType: number;
  records: Record<'age' | 'level' | 'sub' | 'place' | 'club' | 'season' | 'organizer' | 'validation' | 'multi' | 'valid' | 'phase' | 'entry' | 'discount' | 'ranking', number>;
  people: Record<PersonKind, number>;
  /** Two of A's players, members of A's double and team. */
  players: [number, number];
}

let counter = 0;
/** A number no other call in this process has had: unique names, slugs and logins. */
export const unique = () => (counter += 1);

/** Posts as A and hands back what was created; anything but 201 stops the set-up. */
export async function make(w: Pick<World, 'asA'>, path: string, body: unknown): Promise<Created> {
  const res = await w.asA.post<Created>(path, body);
  if (res.status !== 201) throw new Error(`${path} not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The version A reads now of a record, so a body names the current one. */
export async function versionOf(w: Pick<World, 'asA'>, path: string): Promise<number> {
  const res = await w.asA.get<{ version: number }>(path);
  if (res.status !== 200) throw new Error(`${path} not readable: ${res.status}`);
  return res.body.data.version;
}

/** Another registered user with an account of their own, and the login to find them by. */
export async function freshUser(w: Pick<World, 'db'>): Promise<{ user: TestUser; login: string }> {
  const login = `matrixuser${unique()}`;
  return { user: await createTestUser(w.db, { name: login }), login };
}

/** A invites the user into A's account and the user accepts, as the requests inbox would. */
export async function addMember(w: Pick<World, 'asA' | 'a' | 'role' | 'url'>, invitee: { user: TestUser; login: string }, roleId = w.role): Promise<void> {
  const res = await w.asA.post('/api/accounts/users', { accountId: w.a.accountId, user: invitee.login, roleId });
  if (res.status !== 202) throw new Error(`member not invited: ${res.status}`);
  await acceptEveryInvitation(w.url, invitee.user);
}

/** A invites another account to act as A's, and that account's owner accepts; answers the share's id. */
export async function shareWith(w: Pick<World, 'asA' | 'a' | 'role' | 'url'>, receiver: TestUser): Promise<number> {
  const res = await w.asA.post('/api/accounts/shared', { accountId: w.a.accountId, sharedWithAccountId: receiver.accountId, roleId: w.role });
  if (res.status !== 202) throw new Error(`share not offered: ${res.status}`);
  await acceptEveryInvitation(w.url, receiver);
  const shares = await w.asA.get<{ id: number; sharedWithAccountId: number }[]>(`/api/accounts/shared?accountId=${w.a.accountId}`);
  const share = shares.body.data.find((item) => item.sharedWithAccountId === receiver.accountId);
  if (!share) throw new Error('account not shared');
  return share.id;
}

async function acceptEveryInvitation(url: string, user: TestUser): Promise<void> {
  const as = api(url, user.headers);
  for (const invitation of (await as.get<{ id: number; version: number }[]>('/api/invitations')).body.data) {
    const res = await as.post(`/api/invitations/${invitation.id}/accept`, { version: invitation.version });
    if (res.status !== 200) throw new Error(`invitation not accepted: ${res.status}`);
  }
}

export async function accountVersion(w: Pick<World, 'asA' | 'a'>): Promise<ManagedAccount | undefined> {
  return (await w.asA.get<ManagedAccount[]>('/api/accounts')).body.data.find((account) => account.id === w.a.accountId);
}

export async function roleOf(w: Pick<World, 'asA' | 'a'>, id: number): Promise<RoleTemplate | undefined> {
  return (await w.asA.get<RoleTemplate[]>(`/api/roles?accountId=${w.a.accountId}`)).body.data.find((role) => role.id === id);
}

export const look = { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' };
export const communityBody = { name: 'Liga de A', domain: 'liga-de-a', lookAndFeel: look, sportId: null };

/** A player of A's (singles, genre 3, born 2000) with a name of its own. */
export const freshPlayer = async (w: Pick<World, 'asA'>) => (await createPlayer(w.asA, { firstName: `Jugador${unique()}`, sportId: 1 })).id;

/** An entry of A's tournament for a new player. */
export async function freshEntry(w: Pick<World, 'asA' | 'records'>): Promise<number> {
  const added = await w.asA.post<{ id: number }[]>(`/api/inscribed/${w.records.valid}`, { personIds: [await freshPlayer(w)] });
  const entry = added.body.data[0];
  if (added.status !== 201 || !entry) throw new Error(`entry not added: ${added.status}`);
  return entry.id;
}

/** The version an entry of A's tournament has now, as its list shows it. */
export async function entryVersion(w: Pick<World, 'asA'>, validId: number, entryId: number): Promise<number> {
  const res = await w.asA.get<{ items: { id: number; version: number }[] }>(`/api/inscribed/${validId}?size=1000`);
  const entry = res.body.data.items.find((item) => item.id === entryId);
  if (!entry) throw new Error(`entry ${entryId} not listed`);
  return entry.version;
}

/** The version a community account link has now, as the community's list shows it. */
export async function linkVersion(w: Pick<World, 'asA'>, communityId: number, linkId: number): Promise<number> {
  const res = await w.asA.get<{ id: number; version: number }[]>(`/api/communities/accounts?communityId=${communityId}`);
  const link = res.body.data.find((item) => item.id === linkId);
  if (!link) throw new Error(`link ${linkId} not listed`);
  return link.version;
}

/** A valid body for a person of each kind, as A would send it. */
/**
 * A fresh tournament of A's with a one-group phase and four entries, drawn when `draw` is set: each draw or
 * result write gets a phase of its own, so no case changes what another one reads.
 */
export async function freshPhase(w: Pick<World, 'asA'>, draw: boolean): Promise<number> {
  const valid = await createValid(w.asA, { name: `Copa ${unique()}` });
  const phase = await createPhase(w.asA, valid.id, { configuration: { groupCount: 1 } });
  const personIds = [await freshPlayer(w), await freshPlayer(w), await freshPlayer(w), await freshPlayer(w)];
  const added = await w.asA.post(`/api/inscribed/${valid.id}`, { personIds });
  if (added.status !== 201) throw new Error(`entries not added: ${added.status}`);
  if (draw) {
    const drawn = await w.asA.put(`/api/sort/group/${phase.id}`, { seed: 1 });
    if (drawn.status !== 200) throw new Error(`phase not drawn: ${drawn.status}`);
  }
  return phase.id;
}

/** A move between the two groups of a fresh phase of A's drawn with four entries: a swap of their first entries. */
export async function groupSwap(w: Pick<World, 'asA'>): Promise<{ path: string; body: { version: number; inscribedId: number; toGroupId: number; swapWithId: number } }> {
  const valid = await createValid(w.asA, { name: `Copa ${unique()}` });
  const phase = await createPhase(w.asA, valid.id, { configuration: { groupCount: 2 } });
  const personIds = [await freshPlayer(w), await freshPlayer(w), await freshPlayer(w), await freshPlayer(w)];
  const added = await w.asA.post(`/api/inscribed/${valid.id}`, { personIds });
  if (added.status !== 201) throw new Error(`entries not added: ${added.status}`);
  const drawn = await w.asA.put<{ version: number; groups: { id: number; entries: { inscribedId: number }[] }[] }>(`/api/sort/group/${phase.id}`, { seed: 1 });
  const [from, to] = drawn.body.data.groups;
  const moved = from?.entries[0]?.inscribedId;
  const other = to?.entries[0]?.inscribedId;
  if (drawn.status !== 200 || !from || !to || moved === undefined || other === undefined) throw new Error(`phase not drawn in two groups: ${drawn.status}`);
  return { path: `/api/group/${from.id}`, body: { version: drawn.body.data.version, inscribedId: moved, toGroupId: to.id, swapWithId: other } };
}

/** The first match of a fresh drawn phase of A's, as A reads it: each event write gets a match of its own. */
export async function firstMatch(w: Pick<World, 'asA'>): Promise<{ id: number; version: number }> {
  const phaseId = await freshPhase(w, true);
  const [match] = (await w.asA.get<{ id: number; version: number }[]>(`/api/match?phaseId=${phaseId}`)).body.data;
  if (!match) throw new Error('no match drawn');
  return match;
}

/** A group match of A's with a result, in a fresh tournament and phase both started: what a correction needs. */
export async function playedMatch(w: Pick<World, 'asA'>): Promise<{ id: number; version: number }> {
  const valid = await createValid(w.asA, { name: `Copa ${unique()}` });
  const phase = await createPhase(w.asA, valid.id, { configuration: { groupCount: 1 } });
  const added = await w.asA.post(`/api/inscribed/${valid.id}`, { personIds: [await freshPlayer(w), await freshPlayer(w)] });
  const drawn = await w.asA.put(`/api/sort/group/${phase.id}`, { seed: 1 });
  const started = await w.asA.post(`/api/valid/${valid.id}/status`, { action: 'start', version: valid.version });
  const phaseStarted = await w.asA.post(`/api/phase/${phase.id}/status`, { action: 'start', version: phase.version });
  const [match] = (await w.asA.get<{ id: number; version: number }[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  if (added.status !== 201 || drawn.status !== 200 || started.status !== 200 || phaseStarted.status !== 200 || !match) throw new Error('no match to play');
  const played = await w.asA.put<{ id: number; version: number }>(`/api/match/${match.id}`, { version: match.version, result: { periods: [{ home: 11, away: 4 }, { home: 11, away: 6 }, { home: 11, away: 8 }] } });
  if (played.status !== 200) throw new Error(`result not saved: ${played.status}`);
  return played.body.data;
}

export const discountBody = () => ({ name: `Puntos ${unique()}`, updateMomentId: 1, positions: [{ upTo: 1, points: 100 }], perMatchWon: 2 });
export const rankingBody = (ratingSystemId: number) => ({ name: `Ranking ${unique()}`, sportId: 1, ratingSystemId, rankingModalities: [{ modalityId: 1, genreId: 3 }] });

/** A tournament of A's taken through start and finish (with one phase, also finished); its id and the phase's. */
export async function finishedValid(w: Pick<World, 'asA'>): Promise<{ validId: number; phaseId: number }> {
  const valid = await createValid(w.asA);
  const phase = await createPhase(w.asA, valid.id);
  const started = await w.asA.post<{ version: number }>(`/api/valid/${valid.id}/status`, { action: 'start', version: valid.version });
  const phaseStarted = await w.asA.post<{ version: number }>(`/api/phase/${phase.id}/status`, { action: 'start', version: phase.version });
  const phaseDone = await w.asA.post(`/api/phase/${phase.id}/status`, { action: 'finish', version: phaseStarted.body.data.version });
  const done = await w.asA.post(`/api/valid/${valid.id}/status`, { action: 'finish', version: started.body.data.version });
  if (phaseDone.status !== 200 || done.status !== 200) throw new Error(`not finished: ${phaseDone.status} ${done.status}`);
  return { validId: valid.id, phaseId: phase.id };
}

export function personBody(w: Pick<World, 'players' | 'coachType' | 'affiliateType'>, kind: PersonKind): object {
  const members = w.players.map((personId) => ({ personId }));
  switch (kind) {
    case 'players':
      return { firstName: 'Ana', lastName: 'Ruiz', genreId: 3, birthDate: '2000-05-10', sportId: 1 };
    case 'referees':
      return { firstName: 'Julia', lastName: 'Juez' };
    case 'coaches':
      return { firstName: 'Carla', lastName: 'Coach', typeId: w.coachType };
    case 'affiliates':
      return { firstName: 'Alba', lastName: 'Socia', typeId: w.affiliateType };
    case 'doubles':
      return { firstName: 'Ruiz / Ruiz', sportId: 1, teamMembers: members };
    case 'teams':
      return { firstName: 'Equipo A', sportId: 1, teamMembers: members };
  }
}

async function firstType(asA: Api, path: string): Promise<number> {
  const [type] = (await asA.get<LookupRef[]>(path)).body.data;
  if (!type) throw new Error(`no ${path}`);
  return type.id;
}

/** Builds the world through the API, as A would from the web app. */
export async function buildWorld(url: string, db: Database): Promise<World> {
  const a = await createTestUser(db);
  const b = await createTestUser(db);
  const community = await api(url, a.headers).post<{ id: number }>('/api/communities', communityBody);
  if (community.status !== 201) throw new Error(`community not created: ${community.status}`);
  const communityId = community.body.data.id;
  const asA = api(url, scoped(communityId, a));
  const role = (await make({ asA }, '/api/roles', { accountId: a.accountId, name: 'Editores', resources: ['createClub'] })).id;
  const invitee = await freshUser({ db });
  const member = invitee.user;
  await addMember({ asA, a, role, url }, invitee);
  const share = await shareWith({ asA, a, role, url }, member);
  const communityLink = (await make({ asA }, '/api/communities/accounts', { communityId, accountId: member.accountId, role: 'member' })).id;
  const limitedRole = (await make({ asA }, '/api/roles', { accountId: a.accountId, name: 'A medida', resources: [] })).id;
  const limitedInvitee = await freshUser({ db });
  await addMember({ asA, a, role, url }, limitedInvitee, limitedRole);
  const removed = await formerMember({ asA, a, role, url, db, communityId });
  const players: [number, number] = [await freshPlayer({ asA }), await freshPlayer({ asA })];
  const types = { players, coachType: await firstType(asA, '/api/person/coaches/types'), affiliateType: await firstType(asA, '/api/person/affiliates/types') };
  const people = {} as Record<PersonKind, number>;
  for (const kind of PERSON_KIND_NAMES) people[kind] = (await make({ asA }, `/api/person/${kind}`, personBody(types, kind))).id;
  const valid = await createValid(asA);
  const records = {
    age: (await make({ asA }, '/api/category/age', { name: 'Sub 17', boundKind: 'age', maxValue: 16 })).id,
    level: (await make({ asA }, '/api/category/level', { name: 'Primera', rank: 1 })).id,
    sub: (await make({ asA }, '/api/category/sub', { name: 'Novatos' })).id,
    place: (await make({ asA }, '/api/place', { name: 'Coliseo' })).id,
    club: (await make({ asA }, '/api/club', { name: 'Club de A', sportId: 1 })).id,
    season: (await make({ asA }, '/api/seasons', { name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })).id,
    organizer: (await make({ asA }, '/api/organizers', { name: 'Liga A', slug: 'liga-a' })).id,
    validation: (await make({ asA }, '/api/validations', { name: 'Certificado médico' })).id,
    multi: (await createMulti(asA)).id,
    valid: valid.id,
    phase: (await createPhase(asA, valid.id)).id,
    entry: 0,
    discount: 0,
    ranking: 0,
  };
  const world: World = { url, db, communityId, a, b, asA, member, role, limited: limitedInvitee.user, limitedRole, removed, share, communityLink, ...types, records, people };
  records.entry = await freshEntry(world);
  records.discount = (await make({ asA }, '/api/discounts', discountBody())).id;
  records.ranking = (await make({ asA }, '/api/ranking', rankingBody(records.discount))).id;
  return world;
}

/**
 * A member of A's account with every resource, that tries to make its own account an admin of A's community (to
 * keep power there after leaving) and that A then removes from the account.
 */
async function formerMember(w: Pick<World, 'asA' | 'a' | 'role' | 'url' | 'db' | 'communityId'>): Promise<TestUser> {
  const everything = (await make(w, '/api/roles', { accountId: w.a.accountId, name: 'Todo', resources: [...PERMISSION_RESOURCES] })).id;
  const invitee = await freshUser(w);
  await addMember(w, invitee, everything);
  const asMemberOfA = api(w.url, { ...scoped(w.communityId, invitee.user), 'x-account-id': String(w.a.accountId) });
  const grab = await asMemberOfA.post('/api/communities/accounts', { communityId: w.communityId, accountId: invitee.user.accountId, role: 'admin' });
  if (grab.status !== 403) throw new Error(`a member made its own account an admin: ${grab.status}`);
  const removed = await w.asA.del(`/api/accounts/users/${invitee.user.userId}?accountId=${w.a.accountId}`);
  if (removed.status !== 200) throw new Error(`member not removed: ${removed.status}`);
  return invitee.user;
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A request waiting in A's inbox: a new user, linked to a new player of A's, asks to enter a new tournament of A's
 * whose inscriptions are open and need A's approval. Answers its id and version.
 */
export async function pendingRequest(w: Pick<World, 'asA' | 'db' | 'url' | 'communityId'>): Promise<Created> {
  const valid = await createValid(w.asA, {
    name: `Abierto ${unique()}`,
    startDate: dayFromNow(30),
    endDate: dayFromNow(32),
    inscriptionStart: dayFromNow(-1),
    inscriptionEnd: dayFromNow(10),
    requiresApproval: true,
  });
  const { user } = await freshUser(w);
  await w.db.insert(userPlayers).values({ userId: user.userId, personId: await freshPlayer(w) });
  const res = await api(w.url, scoped(w.communityId, user)).post<Created>('/api/certifications', { type: 'tournament-inscription', validId: valid.id });
  if (res.status !== 201) throw new Error(`request not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
