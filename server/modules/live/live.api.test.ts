// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createPhase, createValid } from '../../test/tournaments';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { createTestUser } from '../../test/users';
import { openEventStream } from '../../test/event-stream';
import { phaseTopic } from './routes';

let t: TestApp;
let phaseId: number;

beforeAll(async () => {
  t = await startTestApp();
  const communityId = await makeCommunity(t.database.db);
  const as = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
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
      await t.app.live.publish(phaseTopic(phaseId + 1000), { phaseId: phaseId + 1000, kind: 'result' });
      await t.app.live.publish(phaseTopic(phaseId), { phaseId, matchId: 7, kind: 'result' });
      const event = await stream.next(2000);
      expect(event).toEqual({ event: 'change', data: { phaseId, matchId: 7, kind: 'result' } });
    } finally {
      stream.close();
    }
  });

  it('answers 404 for a phase that does not exist, and 400 for a malformed id', async () => {
    expect((await http(t.url, '/api/live/phase/2147483647')).status).toBe(404);
    expect((await http(t.url, '/api/live/phase/abc')).status).toBe(400);
  });
});
