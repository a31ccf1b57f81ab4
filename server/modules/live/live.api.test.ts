// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createPhase, createValid } from '../../test/tournaments';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { createTestUser, type TestUser } from '../../test/users';
import { seedEntries } from '../../test/competition';
import type { MatchView } from '@domain/contract';
import { openEventStream } from '../../test/event-stream';
import { phaseTopic } from './routes';

let t: TestApp;
let phaseId: number;
let communityId: number;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
  const as = api(t.url, scoped(communityId, owner));
  phaseId = (await createPhase(as, (await createValid(as)).id)).id;
});
afterAll(async () => {
  await t.close();
});

describe('live phase stream', () => {
  it('pushes every change of the phase to an open stream, and only that phase', async () => {
    const stream = await openEventStream(`${t.url}/api/live/phase/${phaseId}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(await stream.next(2000)).toEqual({ event: 'hello', data: { phaseId, lastChange: null } });
      await t.app.live.publish(phaseTopic(phaseId + 1000), { phaseId: phaseId + 1000, kind: 'result' });
      await t.app.live.publish(phaseTopic(phaseId), { phaseId, matchId: 7, kind: 'result' });
      const event = await stream.next(2000);
      expect(event).toEqual({ event: 'change', data: { phaseId, matchId: 7, kind: 'result' } });
    } finally {
      stream.close();
    }
  });

  it('announces a draw and each saved result to the phase\'s open stream within two seconds', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as);
    const phase = await createPhase(as, valid.id, { configuration: { groupCount: 1 } });
    await seedEntries(t.database.db, { ...valid, communityId }, 4, { seeds: 4 });
    const stream = await openEventStream(`${t.url}/api/live/phase/${phase.id}`);
    try {
      expect(await stream.next(2000)).toEqual({ event: 'hello', data: { phaseId: phase.id, lastChange: null } });
      expect((await as.put(`/api/sort/group/${phase.id}`, { seed: 1 })).status).toBe(200);
      expect(await stream.next(2000)).toEqual({ event: 'change', data: { phaseId: phase.id, kind: 'draw' } });
      expect((await as.post(`/api/phase/${phase.id}/status`, { action: 'start', version: phase.version })).status).toBe(200);
      const [match] = (await api(t.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
      if (!match) throw new Error('no match');
      const started = performance.now();
      const saved = await as.put(`/api/match/${match.id}`, { version: match.version, result: { periods: [{ home: 11, away: 5 }, { home: 11, away: 7 }, { home: 11, away: 9 }] } });
      expect(saved.status).toBe(200);
      expect(await stream.next(2000)).toEqual({ event: 'change', data: { phaseId: phase.id, matchId: match.id, kind: 'result' } });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });

  it('greets a stream opened after a change with the time this server heard of it, so a page rendered before it reads again', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const phase = await createPhase(as, (await createValid(as)).id);
    const before = Date.now();
    await t.app.live.publish(phaseTopic(phase.id), { phaseId: phase.id, matchId: 9, kind: 'result' });
    // Through PostgreSQL the notice comes back a moment after it is sent.
    await vi.waitFor(() => expect(t.app.live.lastChange(phaseTopic(phase.id))).not.toBeNull(), { timeout: 5000 });
    const heard = t.app.live.lastChange(phaseTopic(phase.id));
    const stream = await openEventStream(`${t.url}/api/live/phase/${phase.id}`);
    try {
      expect(await stream.next(2000)).toEqual({ event: 'hello', data: { phaseId: phase.id, lastChange: heard } });
      expect(heard).toBeGreaterThanOrEqual(before);
      expect(heard).toBeLessThanOrEqual(Date.now());
    } finally {
      stream.close();
    }
  });

  it('answers 404 for a phase that does not exist, and 400 for a malformed id', async () => {
    expect((await http(t.url, '/api/live/phase/2147483647')).status).toBe(404);
    expect((await http(t.url, '/api/live/phase/abc')).status).toBe(400);
  });
});
