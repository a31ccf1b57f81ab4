// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchView, PhaseDraw, ResultHistory, ScorekeeperLink, ScorekeeperLinkCreated, ScorekeeperScopeView } from '@domain/contract';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { act, createPhase, createValid } from '../../test/tournaments';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: '8' });
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const asOwner = () => api(t.url, scoped(communityId, owner));
const keeper = (token: string, locale = 'es') => api(t.url, { 'x-community-id': String(communityId), 'x-scorekeeper-token': token, 'x-locale': locale });
const straight = { periods: [{ home: 11, away: 5 }, { home: 11, away: 5 }, { home: 11, away: 5 }] };
const other = { periods: [{ home: 5, away: 11 }, { home: 5, away: 11 }, { home: 5, away: 11 }] };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A started group phase of four table tennis entries (six matches) of a tournament of the owner. */
async function startedPhase() {
  const valid = await createValid(asOwner(), { sportId: 1, modalityId: 1 });
  const phase = await createPhase(asOwner(), valid.id, { formatId: 1, configuration: { groupCount: 1 } });
  await seedEntries(t.database.db, { ...valid, communityId }, 4, { seeds: 4 });
  const draw = await asOwner().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 });
  if (draw.status !== 200) throw new Error(JSON.stringify(draw.body));
  const started = await act(asOwner(), `/api/phase/${phase.id}/status`, 'start', phase.version);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const rows = async () => (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
  return { valid, phase, rows };
}

async function link(body: Record<string, unknown>) {
  const res = await asOwner().post<ScorekeeperLinkCreated>('/api/scorekeeper', { expiresAt: inAWeek(), ...body });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

const history = async (matchId: number) => (await asOwner().get<ResultHistory>(`/api/match/history/${matchId}`)).body.data.entries;

describe('score-keeper links', () => {
  it('open exactly their scope: one match, one court, or a phase, in order of play', async () => {
    const { valid, phase, rows } = await startedPhase();
    const [first, second, third] = await rows();
    if (!first || !second || !third) throw new Error('no matches');
    for (const [match, at] of [[second, '2026-12-01T10:00:00Z'], [first, '2026-12-01T11:00:00Z']] as const) {
      const moved = await asOwner().put(`/api/calendar/matches/${match.id}`, { version: match.version, scheduledAt: at, court: 'Mesa 3' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const court = await link({ validId: valid.id, name: 'Mesa 3', scope: 'court', court: 'Mesa 3' });
    const one = await link({ validId: valid.id, name: 'Árbitra', scope: 'match', matchId: third.id });
    const whole = await link({ validId: valid.id, name: 'Fase', scope: 'phase', phaseId: phase.id });
    expect((await keeper(court.token).get<ScorekeeperScopeView>('/api/scorekeeper/scope')).body.data.matches.map((m) => m.match.id)).toEqual([second.id, first.id]);
    expect((await keeper(one.token).get<ScorekeeperScopeView>('/api/scorekeeper/scope')).body.data.matches.map((m) => m.match.id)).toEqual([third.id]);
    expect((await keeper(whole.token).get<ScorekeeperScopeView>('/api/scorekeeper/scope')).body.data.matches).toHaveLength(6);

    // Outside the scope: another match, another phase's match, and every route of the owner.
    const refused = await keeper(one.token, 'en').put(`/api/scorekeeper/match/${first.id}`, { version: first.version, result: straight, idempotencyKey: randomUUID() });
    expect([refused.status, refused.body.error?.message]).toEqual([403, 'This score-keeper link does not cover this match']);
    const elsewhere = await startedPhase();
    const [foreign] = await elsewhere.rows();
    const otherPhase = await keeper(whole.token).put(`/api/scorekeeper/match/${foreign?.id}`, { version: foreign?.version, result: straight, idempotencyKey: randomUUID() });
    expect([otherPhase.status, otherPhase.body.error?.message]).toEqual([403, 'Este enlace de anotador no da acceso a este partido']);
    const asOwnerRoute = await keeper(whole.token).put(`/api/match/${third.id}`, { version: third.version, result: straight });
    expect(asOwnerRoute.status).toBe(401);
    expect((await keeper(whole.token).get(`/api/scorekeeper?validId=${valid.id}`)).status).toBe(401);
    expect((await keeper(whole.token).get(`/api/match/history/${third.id}`)).status).toBe(401);

    // Inside it: saved by the one service, with the link's name in the history.
    const saved = await keeper(one.token).put<MatchView>(`/api/scorekeeper/match/${third.id}`, { version: third.version, result: straight, idempotencyKey: randomUUID() });
    expect([saved.status, saved.body.data.status, saved.body.data.version]).toEqual([200, 'played', third.version + 1]);
    const [entry] = await history(third.id);
    expect([entry?.keeperName, entry?.userId, entry?.after]).toEqual(['Árbitra', null, straight]);
    // A score the sport refuses is refused by the engine, as for the owner.
    const bad = await keeper(one.token).put(`/api/scorekeeper/match/${third.id}`, { version: saved.body.data.version, result: { periods: [{ home: 11, away: 10 }] }, idempotencyKey: randomUUID() });
    expect(bad.status).toBe(422);
  });

  it('applies a save once whatever its repeats, even sent twice at once, and answers a stale one with the current score', async () => {
    const { valid, phase, rows } = await startedPhase();
    const [match] = await rows();
    if (!match) throw new Error('no match');
    const { token } = await link({ validId: valid.id, name: 'Mesa 1', scope: 'phase', phaseId: phase.id });
    const body = { version: match.version, result: straight, idempotencyKey: randomUUID() };
    const both = await Promise.all([keeper(token).put<MatchView>(`/api/scorekeeper/match/${match.id}`, body), keeper(token).put<MatchView>(`/api/scorekeeper/match/${match.id}`, body)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both[0]?.body.data).toEqual(both[1]?.body.data);
    const later = await keeper(token).put<MatchView>(`/api/scorekeeper/match/${match.id}`, body);
    expect([later.status, later.body.data.version]).toEqual([200, match.version + 1]);
    expect(await history(match.id)).toHaveLength(1);

    const stale = await keeper(token).put(`/api/scorekeeper/match/${match.id}`, { ...body, result: other, idempotencyKey: randomUUID() });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current?.match?.result).toEqual(straight);
    // Keeping the device's score: a save on the version the conflict named.
    const kept = await keeper(token).put<MatchView>(`/api/scorekeeper/match/${match.id}`, { version: match.version + 1, result: other, idempotencyKey: randomUUID() });
    expect([kept.status, kept.body.data.result]).toEqual([200, other]);
    expect(await history(match.id)).toHaveLength(2);
    const bad = await keeper(token).put(`/api/scorekeeper/match/${match.id}`, { version: 1, result: straight, idempotencyKey: 'not-a-key' });
    expect([bad.status, bad.body.error?.fields?.[0]?.field]).toEqual([400, 'body.idempotencyKey']);
  });

  it('never writes a save through a link after its revocation, however the two race (fired together, many times)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { valid, phase, rows } = await startedPhase();
      // Six matches: each races its own link's revocation.
      for (const match of await rows()) {
        const made = await link({ validId: valid.id, name: `Mesa ${round}-${match.id}`, scope: 'phase', phaseId: phase.id });
        const [save, revoke] = await Promise.all([
          keeper(made.token).put<MatchView>(`/api/scorekeeper/match/${match.id}`, { version: match.version, result: straight, idempotencyKey: randomUUID() }),
          asOwner().del(`/api/scorekeeper/${made.id}`),
        ]);
        expect(revoke.status).toBe(200);
        expect([200, 410]).toContain(save.status);
        const written = await history(match.id);
        // Saved before the revocation took hold, or refused with nothing written.
        expect(written).toHaveLength(save.status === 200 ? 1 : 0);
        const after = await keeper(made.token).put(`/api/scorekeeper/match/${match.id}`, { version: match.version + 1, result: other, idempotencyKey: randomUUID() });
        expect(after.status).toBe(410);
        expect(await history(match.id)).toHaveLength(written.length);
      }
    }
  }, 120_000);

  it('refuses a revoked or expired link with a clear message, and counts unknown tokens per address', async () => {
    const { valid, phase, rows } = await startedPhase();
    const [match] = await rows();
    const made = await link({ validId: valid.id, name: 'Mesa 2', scope: 'phase', phaseId: phase.id });
    expect((await asOwner().get<ScorekeeperLink[]>(`/api/scorekeeper?validId=${valid.id}`)).body.data.map((l) => [l.name, l.scope, l.revokedAt])).toEqual([['Mesa 2', 'phase', null]]);
    expect((await api(t.url, scoped(communityId, stranger)).del(`/api/scorekeeper/${made.id}`)).status).toBe(403);
    expect((await asOwner().del(`/api/scorekeeper/${made.id}`)).status).toBe(200);
    const revoked = await keeper(made.token, 'en').get('/api/scorekeeper/scope');
    expect([revoked.status, revoked.body.error?.message]).toEqual([410, 'The organiser revoked this score-keeper link']);
    const save = await keeper(made.token).put(`/api/scorekeeper/match/${match?.id}`, { version: match?.version, result: straight, idempotencyKey: randomUUID() });
    expect([save.status, save.body.error?.message]).toEqual([410, 'El organizador ha revocado este enlace de anotador']);

    const gone = await link({ validId: valid.id, name: 'Caducado', scope: 'phase', phaseId: phase.id, expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await keeper(gone.token).get('/api/scorekeeper/scope');
    expect([expired.status, expired.body.error?.message]).toEqual([410, 'Este enlace de anotador ha caducado']);
    // Without an expiry, the link ends with the tournament's last day.
    const lasting = await asOwner().post<ScorekeeperLinkCreated>('/api/scorekeeper', { validId: valid.id, name: 'Todo el torneo', scope: 'phase', phaseId: phase.id });
    expect(lasting.body.data.expiresAt).toBe(`${valid.endDate}T23:59:59.999Z`);
    expect((await api(t.url, scoped(communityId, stranger)).post('/api/scorekeeper', { validId: valid.id, name: 'Intruso', scope: 'phase', phaseId: phase.id })).status).toBe(403);
    const missing = await asOwner().post('/api/scorekeeper', { validId: valid.id, name: 'Sin partido', scope: 'match' });
    expect([missing.status, missing.body.error?.fields?.[0]?.field]).toEqual([400, 'body.scope']);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await keeper(`guess${'x'.repeat(20)}${attempt}`).get('/api/scorekeeper/scope')).status);
    expect(statuses.slice(0, 8).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(-1)).toEqual([429]);
  });

});
