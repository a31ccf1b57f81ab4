// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@domain/calendar';
import type { MatchView, OrderOfPlay, OrderOfPlayCourt, Place } from '@domain/contract';
import { communities } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { openEventStream } from '../../test/event-stream';
import { act, createPhase, createValid } from '../../test/tournaments';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;
let venue: Place;

const MINUTE = 60_000;
const as = () => api(t.url, scoped(communityId, owner));
const visitor = () => api(t.url, scoped(communityId));
const straight = { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] };

/** A started table-tennis group of four (six matches), drawn and listed by code. */
async function startedGroup(name: string) {
  const valid = await createValid(as(), { name });
  const phase = await createPhase(as(), valid.id, { configuration: { groupCount: 1 } });
  await seedEntries(t.database.db, { ...valid, communityId }, 4, { seeds: 4, prefix: name.slice(0, 3) });
  expect((await as().put(`/api/sort/group/${phase.id}`, { seed: 1 })).status).toBe(200);
  expect((await act(as(), `/api/phase/${phase.id}/status`, 'start', phase.version)).status).toBe(200);
  const rows = async () => (await visitor().get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data.sort((a, b) => a.code.localeCompare(b.code));
  return { valid, phase, rows };
}

/** Puts a match on a court at an instant, through the calendar like the desk's scheduler would. */
async function place(match: MatchView, at: number, court: string, placeId = venue.id) {
  const res = await as().put(`/api/calendar/matches/${match.id}`, { version: match.version, scheduledAt: new Date(at).toISOString(), durationMinutes: 30, placeId, court });
  expect(res.status).toBe(200);
}

const courtOf = (board: OrderOfPlay, court: string): OrderOfPlayCourt => {
  const found = board.courts.find((c) => c.court === court);
  if (!found) throw new Error(`no court ${court}: ${board.courts.map((c) => c.court).join(', ')}`);
  return found;
};
const codes = (court: OrderOfPlayCourt) => [court.now?.code ?? null, court.next?.code ?? null, court.after?.code ?? null, court.waiting];
const readValid = async (id: number) => (await visitor().get<OrderOfPlay>(`/api/order-of-play/valid/${id}`)).body.data;
const desk = (matchId: number, state: string | null, version: number, caller = as()) => caller.put<{ deskState: string | null; deskVersion: number }>(`/api/order-of-play/match/${matchId}`, { state, version });

let main: Awaited<ReturnType<typeof startedGroup>>;
let now: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  await t.database.db.update(communities).set({ timeZone: 'Asia/Tokyo' }).where(eq(communities.id, communityId));
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
  venue = (await as().post<Place>('/api/place', { name: 'Pabellón Norte' })).body.data;
  main = await startedGroup('Open de Primavera');
  now = Date.now();
  const [m1, m2, m3, m4, m5, m6] = await main.rows();
  if (!m1 || !m2 || !m3 || !m4 || !m5 || !m6) throw new Error('six matches expected');
  // Table 1: one running late, one due, three to come; table 2: its only match later on.
  await place(m1, now - 90 * MINUTE, 'Mesa 1');
  await place(m2, now - 20 * MINUTE, 'Mesa 1');
  await place(m3, now + 30 * MINUTE, 'Mesa 1');
  await place(m4, now + 60 * MINUTE, 'Mesa 1');
  await place(m5, now + 90 * MINUTE, 'Mesa 1');
  await place(m6, now + 120 * MINUTE, 'Mesa 2');
});
afterAll(async () => {
  await t.close();
});

describe('order of play', () => {
  it('gives each court its match now, next and after, with names, stage and the community clock', async () => {
    const board = await readValid(main.valid.id);
    const [m1, , , , , m6] = await main.rows();
    expect(board.scope).toEqual({ kind: 'valid', id: main.valid.id, name: 'Open de Primavera' });
    expect(board.timeZone).toBe('Asia/Tokyo');
    expect(board.courts.map((c) => c.court)).toEqual(['Mesa 1', 'Mesa 2']);
    expect(codes(courtOf(board, 'Mesa 1'))).toEqual(['g1-r1p1', 'g1-r1p2', 'g1-r2p1', 2]);
    const late = courtOf(board, 'Mesa 1').now;
    expect(late).toMatchObject({ matchId: m1?.id, late: true, deskState: null, deskVersion: 1, stage: { kind: 'group', round: 1 }, phaseName: main.phase.name });
    expect(late && 'court' in late).toBe(false);
    expect(late?.home?.name).toMatch(/^Ope\d Test$/);
    // Table 2's match is not due yet: nothing plays there now.
    expect(codes(courtOf(board, 'Mesa 2'))).toEqual([null, m6?.code, null, 0]);
    expect(courtOf(board, 'Mesa 2')).toMatchObject({ placeId: venue.id, placeName: 'Pabellón Norte' });
    expect(board.phaseIds).toEqual([main.phase.id]);
  });

  it('shows times and days on the community clock (Tokyo, nine hours ahead of UTC)', async () => {
    const other = await startedGroup('Copa Nocturna');
    const [first] = await other.rows();
    if (!first) throw new Error('no match');
    await place(first, Date.parse('2031-01-15T23:30:00Z'), 'Mesa 7');
    const board = await readValid(other.valid.id);
    expect(courtOf(board, 'Mesa 7').next).toMatchObject({ scheduledAt: '2031-01-15T23:30:00.000Z', localTime: '08:30', localDate: '2031-01-16' });
  });

  it('names knockout rounds by the entries they hold', async () => {
    const valid = await createValid(as(), { name: 'Copa Llaves' });
    const phase = await createPhase(as(), valid.id, { formatId: 2, configuration: { seedOrder: 'natural' } });
    await seedEntries(t.database.db, { ...valid, communityId }, 4, { seeds: 4, prefix: 'Lla' });
    expect((await as().put(`/api/sort/group/${phase.id}`, { seed: 1 })).status).toBe(200);
    const rows = (await visitor().get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    const semi = rows.find((row) => row.round === 1 && !row.thirdPlace);
    const final = rows.find((row) => row.round === 2 && !row.thirdPlace);
    if (!semi || !final) throw new Error('no bracket');
    await place(semi, now + 10 * MINUTE, 'Pista Central');
    await place(final, now + 70 * MINUTE, 'Pista Central');
    const court = courtOf(await readValid(valid.id), 'Pista Central');
    expect(court.next?.stage).toEqual({ kind: 'knockout', entriesInRound: 4, thirdPlace: false });
    expect(court.after?.stage).toEqual({ kind: 'knockout', entriesInRound: 2, thirdPlace: false });
    expect(court.after?.home).toBeNull();
  });

  it('drops a played match off its court, and the next one moves up', async () => {
    const other = await startedGroup('Liga de Otoño');
    const [a, b, c] = await other.rows();
    if (!a || !b || !c) throw new Error('no matches');
    await place(a, now - 40 * MINUTE, 'Pista 3');
    await place(b, now - 5 * MINUTE, 'Pista 3');
    await place(c, now + 50 * MINUTE, 'Pista 3');
    expect(codes(courtOf(await readValid(other.valid.id), 'Pista 3'))).toEqual([a.code, b.code, c.code, 0]);
    const [played] = await other.rows();
    const saved = await as().put(`/api/match/${played?.id}`, { version: played?.version, result: straight });
    expect(saved.status).toBe(200);
    expect(codes(courtOf(await readValid(other.valid.id), 'Pista 3'))).toEqual([b.code, c.code, null, 0]);
  });

  it("lists a place's matches of the community's day, across tournaments", async () => {
    const res = await visitor().get<OrderOfPlay>(`/api/order-of-play/place/${venue.id}`);
    expect(res.status).toBe(200);
    const board = res.body.data;
    expect(board.scope).toEqual({ kind: 'place', id: venue.id, name: 'Pabellón Norte' });
    expect(board.today).toBe(localDate(Date.now(), 'Asia/Tokyo'));
    const shown = board.courts.flatMap((c) => [c.now, c.next, c.after]).filter((m) => m !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const match of shown) expect(match.localDate).toBe(board.today);
    // The 2031 match is at the same place but not today.
    expect(shown.some((m) => m.scheduledAt.startsWith('2031'))).toBe(false);
    expect(new Set(shown.map((m) => m.validName)).size).toBeGreaterThan(1);
  });

  it('answers 404 for a missing tournament or place and 400 for a malformed id', async () => {
    expect((await visitor().get('/api/order-of-play/valid/999999')).status).toBe(404);
    expect((await visitor().get('/api/order-of-play/place/999999')).status).toBe(404);
    expect((await visitor().get('/api/order-of-play/valid/abc')).status).toBe(400);
  });
});

describe('desk states', () => {
  it('calls and starts a match on its desk version; a called match plays now on its court', async () => {
    const [, , m3] = await main.rows();
    if (!m3) throw new Error('no match');
    const called = await desk(m3.id, 'called', 1);
    expect(called.status).toBe(200);
    expect(called.body.data).toMatchObject({ deskState: 'called', deskVersion: 2 });
    expect(courtOf(await readValid(main.valid.id), 'Mesa 1').now).toMatchObject({ code: m3.code, deskState: 'called', deskVersion: 2 });
    const stale = await desk(m3.id, 'started', 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { current: { version: 2 } } });
    expect((await desk(m3.id, 'started', 2)).status).toBe(200);
    // The result form reads the match's own version: a desk call never makes it stale.
    const [, , after] = await main.rows();
    expect(after?.version).toBe(m3.version);
  });

  it('takes a finished match off its court before its result is in', async () => {
    const [, , m3] = await main.rows();
    const board = await readValid(main.valid.id);
    const version = courtOf(board, 'Mesa 1').now?.deskVersion ?? 0;
    expect((await desk(m3?.id ?? 0, 'finished', version)).status).toBe(200);
    expect(codes(courtOf(await readValid(main.valid.id), 'Mesa 1'))).toEqual(['g1-r1p1', 'g1-r1p2', 'g1-r2p2', 1]);
  });

  it('refuses visitors, other accounts, bad input, missing and played matches', async () => {
    const [, , , m4] = await main.rows();
    expect((await desk(m4?.id ?? 0, 'called', 1, visitor())).status).toBe(401);
    expect((await desk(m4?.id ?? 0, 'called', 1, api(t.url, scoped(communityId, stranger)))).status).toBe(403);
    const bad = await as().put<unknown>(`/api/order-of-play/match/${m4?.id}`, { state: 'running', version: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('state');
    expect((await desk(999999, 'called', 1)).status).toBe(404);
    const [m1] = await main.rows();
    expect((await as().put(`/api/match/${m1?.id}`, { version: m1?.version, result: straight })).status).toBe(200);
    const played = await desk(m1?.id ?? 0, 'started', 1, api(t.url, { ...scoped(communityId, owner), 'x-locale': 'en' }));
    expect(played.status).toBe(409);
    expect(played.body).toMatchObject({ error: { message: 'This match already has a result' } });
  });

  it('lets exactly one of several writes on the same version win, round after round', async () => {
    const [, , , , m5] = await main.rows();
    const states = ['called', 'started', 'called', 'finished', 'started'];
    for (let round = 0; round < 8; round += 1) {
      const version = round + 1;
      const answers = await Promise.all(states.map((state) => desk(m5?.id ?? 0, state, version)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200);
      expect(winner?.body.data.deskVersion).toBe(version + 1);
      const board = await readValid(main.valid.id);
      const shown = board.courts.flatMap((c) => [c.now, c.next, c.after]).find((m) => m?.matchId === m5?.id);
      if (winner?.body.data.deskState !== 'finished') expect(shown?.deskVersion).toBe(version + 1);
    }
  });

  it('tells open boards of the tournament and the place about desk changes and results', async () => {
    const [, , , m4] = await main.rows();
    const byValid = await openEventStream(`${t.url}/api/live/valid/${main.valid.id}`);
    const byPlace = await openEventStream(`${t.url}/api/live/place/${venue.id}`);
    try {
      expect([byValid.status, byPlace.status]).toEqual([200, 200]);
      expect((await byValid.next(2000)).event).toBe('hello');
      expect((await byPlace.next(2000)).event).toBe('hello');
      expect((await desk(m4?.id ?? 0, 'called', 1)).status).toBe(200);
      expect(await byValid.next(2000)).toEqual({ event: 'change', data: { phaseId: main.phase.id, matchId: m4?.id, kind: 'desk' } });
      expect(await byPlace.next(2000)).toEqual({ event: 'change', data: { phaseId: main.phase.id, matchId: m4?.id, kind: 'desk' } });
      const [, m2] = await main.rows();
      expect((await as().put(`/api/match/${m2?.id}`, { version: m2?.version, result: straight })).status).toBe(200);
      expect(await byValid.next(2000)).toMatchObject({ event: 'change', data: { phaseId: main.phase.id, matchId: m2?.id, kind: 'result' } });
      expect(await byPlace.next(2000)).toMatchObject({ event: 'change', data: { phaseId: main.phase.id, matchId: m2?.id, kind: 'result' } });
    } finally {
      byValid.close();
      byPlace.close();
    }
    expect((await fetch(`${t.url}/api/live/valid/999999`)).status).toBe(404);
  });
});
