// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startTestApp, type TestApp } from '../../test/test-app';
import { createPhase, createValid } from '../../test/tournaments';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { createTestUser } from '../../test/users';
import { openEventStream, type EventStream } from '../../test/event-stream';

let t: TestApp;
let phaseId: number;

beforeAll(async () => {
  t = await startTestApp({ LIVE_STREAMS_PER_ADDRESS: '2' });
  const communityId = await makeCommunity(t.database.db);
  const as = api(t.url, scoped(communityId, await createTestUser(t.database.db)));
  phaseId = (await createPhase(as, (await createValid(as)).id)).id;
});
afterAll(async () => {
  await t.close();
});

async function open(): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/live/phase/${phaseId}`);
  expect(stream.status).toBe(200);
  expect((await stream.next(2000)).event).toBe('hello');
  return stream;
}

/** The server hears of a closed stream a moment after the client drops it. */
async function opensAgainWithin(ms: number): Promise<EventStream> {
  const deadline = Date.now() + ms;
  for (;;) {
    const stream = await openEventStream(`${t.url}/api/live/phase/${phaseId}`);
    if (stream.status === 200) return stream;
    stream.close();
    if (Date.now() > deadline) throw new Error(`no slot freed within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live streams per address', () => {
  it('refuses one more than LIVE_STREAMS_PER_ADDRESS with 429 in the caller’s language, and frees a slot when a stream closes', async () => {
    const first = await open();
    // Refused and missing phases hold no slot.
    for (let i = 0; i < 3; i += 1) expect((await http(t.url, `/api/live/phase/${phaseId + 10_000}`)).status).toBe(404);
    const second = await open();
    const streams = [first, second];
    try {
      const refused = await http<{ error: { status: number; code: string; message: string } }>(t.url, `/api/live/phase/${phaseId}`);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Hay demasiadas páginas en vivo abiertas desde tu conexión. Cierra alguna e inténtalo de nuevo' });
      const english = await http<{ error: { message: string } }>(t.url, `/api/live/phase/${phaseId}`, { headers: { 'accept-language': 'en' } });
      expect(english.body.error.message).toBe('Too many live pages are open from your connection. Close one and try again');
      first.close();
      const third = await opensAgainWithin(2000);
      streams.push(third);
      expect((await third.next(2000)).event).toBe('hello');
      expect((await http(t.url, `/api/live/phase/${phaseId}`)).status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
