// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CertificationRequest, Eligibility, Inscribed, Person } from '@domain/contract';
import { inscribed, mailOutbox, userPlayers, valids } from '../../db/schema';
import { api, scoped, type PageOf } from '../../test/catalog';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createPlayer, createValid } from '../../test/tournaments';
import { createTestUser, type TestUser } from '../../test/users';

type Api = ReturnType<typeof api>;
let t: TestApp;
let owner: TestUser;
let asOwner: Api;
let asPlayer: Api;
let playerUser: TestUser;
let playerId: number;
let communityId: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A singles tournament a month ahead whose inscriptions opened yesterday and close in ten days. */
const openValid = (overrides: Record<string, unknown> = {}) =>
  createValid(asOwner, { name: `Abierto ${Math.random().toString(36).slice(2, 7)}`, startDate: day(30), endDate: day(32), inscriptionStart: day(-1), inscriptionEnd: day(10), requiresApproval: true, ...overrides });

const ask = (as: Api, body: Record<string, unknown>) => as.post<CertificationRequest>('/api/certifications', body);
const approve = (as: Api, request: { id: number; version: number }) => as.post<CertificationRequest>('/api/certifications/approvals', { id: request.id, version: request.version });
const reject = (as: Api, request: { id: number; version: number }, reason?: string) => as.put<CertificationRequest>('/api/certifications', { id: request.id, version: request.version, action: 'reject', reason });
const entriesOf = async (validId: number) => (await asOwner.get<PageOf<Inscribed>>(`/api/inscribed/${validId}`)).body.data.items;

async function asked(validId: number, as: Api = asPlayer): Promise<CertificationRequest> {
  const res = await ask(as, { type: 'tournament-inscription', validId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000000' });
  owner = await createTestUser(t.database.db);
  const community = await api(t.url, owner.headers).post<{ id: number }>('/api/communities', {
    name: 'Liga de solicitudes',
    domain: 'liga-solicitudes',
    lookAndFeel: { logos: { brand: '/communities/torneos/logo.svg' }, primary: '#0b3d91', secondary: '#e11d48' },
    sportId: null,
  });
  communityId = community.body.data.id;
  asOwner = api(t.url, scoped(communityId, owner));
  playerUser = await createTestUser(t.database.db);
  asPlayer = api(t.url, { ...scoped(communityId, playerUser), 'accept-language': 'en' });
  playerId = (await createPlayer(asOwner, { firstName: 'Pía', lastName: 'Pérez', sportId: 1 })).id;
  await t.database.db.insert(userPlayers).values({ userId: playerUser.userId, personId: playerId });
}, 60_000);
afterAll(() => t.close());

describe('tournament inscription requests', () => {
  it('waits in the owner inbox; approval enters the player once, and a second approval is refused', async () => {
    const valid = await openValid();
    const before = (await asOwner.get<{ count: number }>('/api/certifications/pending-count')).body.data.count;
    const request = await asked(valid.id);
    expect(request).toMatchObject({ status: 'pending', type: 'tournament-inscription', valid: { id: valid.id }, person: { id: playerId }, targetAccount: { id: owner.accountId } });
    expect((await asOwner.get<{ count: number }>('/api/certifications/pending-count')).body.data.count).toBe(before + 1);
    expect((await asOwner.get<CertificationRequest[]>('/api/certifications?status=pending&type=tournament-inscription')).body.data.map((r) => r.id)).toContain(request.id);
    expect(await entriesOf(valid.id)).toEqual([]);

    const approved = await approve(asOwner, request);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: { id: owner.userId }, version: request.version + 1 });
    expect(approved.body.data.history.map((h) => h.status)).toEqual(['pending', 'approved']);
    expect((await entriesOf(valid.id)).map((e) => [e.personId, e.origin])).toEqual([[playerId, 'organic']]);
    expect((await asOwner.get<{ count: number }>('/api/certifications/pending-count')).body.data.count).toBe(before);

    const again = await approve(asOwner, approved.body.data);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ reason: 'alreadyApproved', message: 'La solicitud ya fue aprobada' });
    expect(await entriesOf(valid.id)).toHaveLength(1);

    // The requester is told in the language they asked in.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${(await userName(playerUser))}@example.org`));
    expect(mails.map((m) => m.subject)).toContain('Your request was approved');
  });

  it('of two approvals at once, exactly one wins and one entry is written', async () => {
    const valid = await openValid();
    const request = await asked(valid.id);
    const answers = await Promise.all([approve(asOwner, request), approve(asOwner, request)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await entriesOf(valid.id)).toHaveLength(1);
  });

  it('a rejection writes nothing and keeps its reason for the requester', async () => {
    const valid = await openValid();
    const request = await asked(valid.id);
    const rejected = await reject(asOwner, request, 'Cupo reservado a federados');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Cupo reservado a federados' });
    expect(await entriesOf(valid.id)).toEqual([]);
    const sent = await asPlayer.get<CertificationRequest[]>('/api/certifications?box=sent&status=rejected');
    expect(sent.body.data.find((r) => r.id === request.id)?.history.at(-1)).toMatchObject({ status: 'rejected', reason: 'Cupo reservado a federados', by: { id: owner.userId } });
    expect((await approve(asOwner, rejected.body.data)).body.error?.reason).toBe('alreadyRejected');
  });

  it('takes the entry at once when the tournament needs no approval', async () => {
    const valid = await openValid({ requiresApproval: false });
    const request = await asked(valid.id);
    expect(request.status).toBe('approved');
    expect((await entriesOf(valid.id)).map((e) => e.origin)).toEqual(['organic']);
  });

  it('refuses, with the reason, what the tournament does not admit', async () => {
    const reasonOf = async (validId: number) => (await ask(asPlayer, { type: 'tournament-inscription', validId })).body.error?.reason;
    expect(await reasonOf((await openValid({ genreId: 2 })).id)).toBe('wrongGenre');
    const age = await asOwner.post<{ id: number }>('/api/category/age', { name: 'Sub 15', boundKind: 'age', maxValue: 14 });
    expect(await reasonOf((await openValid({ ageCategoryId: age.body.data.id })).id)).toBe('ageCategoryMismatch');
    expect(await reasonOf((await openValid({ modalityId: 3 })).id)).toBe('noEntrant');
    expect(await reasonOf((await openValid({ inscriptionStart: day(2) })).id)).toBe('inscriptionsClosed');
    const full = await openValid({ maxEntries: 2 });
    await asOwner.post(`/api/inscribed/${full.id}`, { personIds: [(await createPlayer(asOwner, { firstName: 'Uno', sportId: 1 })).id, (await createPlayer(asOwner, { firstName: 'Dos', sportId: 1 })).id] });
    const refused = await ask(asPlayer, { type: 'tournament-inscription', validId: full.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ reason: 'entriesFull', message: "This would exceed the tournament's maximum entries" });
    const eligibility = await asPlayer.get<Eligibility>(`/api/certifications/eligibility?validId=${full.id}`);
    expect(eligibility.body.data).toMatchObject({ eligible: false, reasonCode: 'entriesFull' });
    const entered = await openValid();
    await asOwner.post(`/api/inscribed/${entered.id}`, { personIds: [playerId] });
    expect(await reasonOf(entered.id)).toBe('alreadyEntered');
    const pending = await openValid();
    await asked(pending.id);
    expect(await reasonOf(pending.id)).toBe('alreadyRequested');
    const stranger = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
    expect((await ask(stranger, { type: 'tournament-inscription', validId: pending.id })).body.error?.reason).toBe('noPlayerProfile');
    expect((await ask(stranger, { type: 'tournament-inscription', validId: pending.id, personId: playerId })).body.error?.reason).toBe('personNotYours');
  });

  it('checks again when approving: a tournament filled meanwhile refuses and the request stays pending', async () => {
    const valid = await openValid({ maxEntries: 2 });
    const request = await asked(valid.id);
    await asOwner.post(`/api/inscribed/${valid.id}`, { personIds: [(await createPlayer(asOwner, { firstName: 'Tres', sportId: 1 })).id, (await createPlayer(asOwner, { firstName: 'Cuatro', sportId: 1 })).id] });
    const refused = await approve(asOwner, request);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.reason).toBe('entriesFull');
    expect((await asOwner.get<CertificationRequest>(`/api/certifications/${request.id}`)).body.data).toMatchObject({ status: 'pending', version: request.version });
  });

  it('expires when the inscription window closes', async () => {
    const valid = await openValid();
    const request = await asked(valid.id);
    await t.database.db.update(valids).set({ inscriptionEnd: day(-1) }).where(eq(valids.id, valid.id));
    expect((await asPlayer.get<CertificationRequest>(`/api/certifications/${request.id}`)).body.data.status).toBe('expired');
    expect((await approve(asOwner, { id: request.id, version: request.version + 1 })).body.error?.reason).toBe('alreadyExpired');
  });

  it('lets the requester withdraw, and no one else decide it', async () => {
    const valid = await openValid();
    const request = await asked(valid.id);
    const stranger = await createTestUser(t.database.db);
    const asStranger = api(t.url, scoped(communityId, stranger));
    expect((await approve(asStranger, request)).status).toBe(403);
    expect((await reject(asStranger, request)).status).toBe(403);
    expect((await approve(api(t.url, scoped(communityId)), request)).status).toBe(401);
    const own = await approve(asPlayer, request);
    expect(own.status).toBe(409);
    expect(own.body.error?.reason).toBe('notYours');
    expect((await approve(asOwner, { id: request.id, version: request.version + 5 })).status).toBe(409);
    const withdrawn = await asPlayer.put<CertificationRequest>('/api/certifications', { id: request.id, version: request.version, action: 'withdraw' });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await approve(asOwner, withdrawn.body.data)).body.error?.reason).toBe('alreadyWithdrawn');
    expect(await entriesOf(valid.id)).toEqual([]);
  });

  it('answers 400 per field to a malformed request', async () => {
    const res = await asPlayer.post<unknown>('/api/certifications', { type: 'tournament-inscription', validId: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.map((f) => f.field)).toEqual(['body.validId']);
    const put = await asPlayer.put<unknown>('/api/certifications', { id: 1, version: 0, action: 'approve' });
    expect(put.body.error?.fields?.map((f) => f.field).sort()).toEqual(['body.action', 'body.version']);
  });
});

describe('join team requests', () => {
  let teamId: number;
  beforeAll(async () => {
    const mates = [(await createPlayer(asOwner, { firstName: 'Ana', sportId: 1 })).id, (await createPlayer(asOwner, { firstName: 'Eva', sportId: 1 })).id];
    teamId = (await asOwner.post<Person>('/api/person/teams', { firstName: 'Los Rápidos', sportId: 1, teamMembers: mates.map((personId) => ({ personId })) })).body.data.id;
  });
  const members = async () => (await asOwner.get<Person>(`/api/person/teams/${teamId}`)).body.data.teamMembers.map((m) => m.personId);

  it('adds the player to the team on approval, and nothing on rejection', async () => {
    const first = await ask(asPlayer, { type: 'join-team', teamId });
    expect(first.status).toBe(201);
    expect((await reject(asOwner, first.body.data)).body.data.status).toBe('rejected');
    expect(await members()).not.toContain(playerId);
    const second = (await ask(asPlayer, { type: 'join-team', teamId, message: 'Juego los martes' })).body.data;
    expect(second.message).toBe('Juego los martes');
    expect((await approve(asOwner, second)).body.data.status).toBe('approved');
    expect(await members()).toContain(playerId);
    expect((await ask(asPlayer, { type: 'join-team', teamId })).body.error?.reason).toBe('alreadyMember');
    expect((await ask(asPlayer, { type: 'join-team', teamId: playerId })).body.error?.reason).toBe('notATeam');
  });
});

async function userName(user: TestUser): Promise<string> {
  const profile = await api(t.url, user.headers).get<{ user: string }>(`/api/users/${user.userId}`);
  return profile.body.data.user;
}

describe('decision records', () => {
  it('records inscriptions created by approval with the tournament owner as creator', async () => {
    const valid = await openValid();
    await approve(asOwner, await asked(valid.id));
    const [row] = await t.database.db.select().from(inscribed).where(eq(inscribed.validId, valid.id));
    expect(row).toMatchObject({ origin: 'organic', createdByAccountId: owner.accountId });
  });
});

describe('a tournament deleted', () => {
  it('takes its inscription requests with it: the inbox and its count no longer hold them', async () => {
    const valid = await openValid();
    const before = (await asOwner.get<{ count: number }>('/api/certifications/pending-count')).body.data.count;
    const request = await asked(valid.id);
    expect((await asOwner.get<{ count: number }>('/api/certifications/pending-count')).body.data.count).toBe(before + 1);
    expect((await asOwner.del(`/api/valid/${valid.id}`)).status).toBe(200);
    expect((await asOwner.get<{ count: number }>('/api/certifications/pending-count')).body.data.count).toBe(before);
    const sent = (await asPlayer.get<CertificationRequest[]>('/api/certifications?box=sent')).body.data;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((row) => row.id === request.id)).toBe(false);
  });
});
