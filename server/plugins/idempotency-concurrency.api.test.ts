// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Place } from '@domain/contract';
import { startTestApp, type TestApp } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/users';
import { api, makeCommunity, scoped } from '../test/catalog';
import { places } from '../db/schema';

/** Rounds of each race: enough to meet the interleavings a claim must rule out, in a few seconds. */
const ROUNDS = 10;

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  // On the embedded database, the deployed way: its own thread and a pool of connections whose statements interleave.
  t = await startTestApp({ RATE_LIMIT_MAX: '1000000' }, { pgliteWorker: true });
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const placesNamed = async (name: string) => (await t.database.db.select({ id: places.id }).from(places).where(eq(places.name, name))).length;
const post = (name: string, key: string) => api(t.url, scoped(communityId, owner)).post<Place>('/api/place', { name }, { 'idempotency-key': key });

describe('Idempotency-Key under simultaneous requests', () => {
  it('makes one record per key when repeats, other keys and other requests with a used key all arrive at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = [randomUUID(), randomUUID()];
      const name = `Sede Carrera ${round}`;
      // Every other round, the other request with the first key is sent first.
      const order = round % 2 === 0 ? ['first', 'second', 'other'] : ['other', 'second', 'first'];
      const sent = order.flatMap((kind) =>
        Array.from({ length: kind === 'other' ? 4 : 8 }, () => ({ kind, answer: kind === 'first' ? post(name, first) : kind === 'second' ? post(name, second) : post(`${name} bis`, first) })),
      );
      const answers = await Promise.all(sent.map(async ({ kind, answer }) => ({ kind, response: await answer })));
      const of = (kind: string) => answers.filter((entry) => entry.kind === kind).map((entry) => entry.response);
      // Whichever request claimed the first key decided it: its repeats replay its answer, the other request is refused.
      const firstWon = of('first').some((response) => response.status === 201);
      const [winner, loser] = firstWon ? [of('first'), of('other')] : [of('other'), of('first')];
      for (const same of [winner, of('second')]) {
        expect(same.map((response) => response.status)).toEqual(same.map(() => 201));
        expect(new Set(same.map((response) => response.body.data.id)).size).toBe(1);
        expect(same.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(same.length - 1);
      }
      expect(loser.map((response) => response.status)).toEqual(loser.map(() => 422));
      expect([await placesNamed(name), await placesNamed(`${name} bis`)]).toEqual(firstWon ? [2, 0] : [1, 1]);
    }
  });
});
