// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { act, createPhase, createValid } from '../../test/tournaments';
import { outbox } from '../../db/schema';
import type { Phase, Valid } from '@domain/contract';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  owner = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const ACTIONS = ['start', 'pause', 'resume', 'finish', 'cancel'] as const;
/** How to reach each status from not started. */
const PATHS: Record<number, string[]> = { 1: [], 2: ['start'], 3: ['start', 'finish'], 4: ['cancel'], 5: ['start', 'pause'] };
/** The legal moves, written out by hand: from → action → to. */
const LEGAL: Record<number, Partial<Record<(typeof ACTIONS)[number], number>>> = {
  1: { start: 2, cancel: 4 },
  2: { pause: 5, finish: 3, cancel: 4 },
  5: { resume: 2, cancel: 4 },
  3: {},
  4: {},
};

type Api = ReturnType<typeof api>;

/** Drives a record along `path`, returning its version after the last move. */
async function drive(as: Api, statusPath: string, version: number, path: string[]): Promise<number> {
  let current = version;
  for (const action of path) {
    const res = await act(as, statusPath, action, current);
    expect(res.status).toBe(200);
    current = res.body.data.version;
  }
  return current;
}

const rankingRows = (key: string) => t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, key));

describe.each([
  { scope: 'valid' as const },
  { scope: 'phase' as const },
])('status of a $scope', ({ scope }) => {
  async function fresh(as: Api): Promise<{ path: string; version: number; id: number }> {
    const valid = await createValid(as);
    if (scope === 'valid') return { path: `/api/valid/${valid.id}/status`, version: valid.version, id: valid.id };
    const phase = await createPhase(as, valid.id);
    return { path: `/api/phase/${phase.id}/status`, version: phase.version, id: phase.id };
  }

  it('takes every legal move and refuses every illegal one with 409 and the machine reason', async () => {
    const as = api(t.url, scoped(communityId, owner));
    let legal = 0;
    let illegal = 0;
    for (const from of [1, 2, 3, 4, 5]) {
      for (const action of ACTIONS) {
        const record = await fresh(as);
        const version = await drive(as, record.path, record.version, PATHS[from] ?? []);
        const res = await act(as, record.path, action, version);
        const to = LEGAL[from]?.[action];
        if (to === undefined) {
          illegal += 1;
          expect(res.status, `${from} ${action}`).toBe(409);
          expect(res.body.error?.current).toEqual({ version, statusId: from });
          const reason = from === 3 ? 'Ya está finalizado' : from === 4 ? 'Ya está cancelado' : 'Ese cambio de estado no está permitido';
          expect(res.body.error?.message).toContain(reason);
        } else {
          legal += 1;
          expect(res.status, `${from} ${action}`).toBe(200);
          expect(res.body.data).toMatchObject({ statusId: to, version: version + 1 });
        }
      }
    }
    expect([legal, illegal]).toEqual([7, 18]);
  });

  it('finishing twice, even at the same moment, records one ranking-processing request', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const record = await fresh(as);
    const version = await drive(as, record.path, record.version, ['start']);
    const [first, second] = await Promise.all([act(as, record.path, 'finish', version), act(as, record.path, 'finish', version)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await act(as, record.path, 'finish', version + 1);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Ya está finalizado: su estado no puede cambiar');
    const english = await act(api(t.url, { ...scoped(communityId, owner), 'accept-language': 'en' }), record.path, 'finish', version + 1);
    expect(english.body.error?.message).toBe('It is already finished: its status can no longer change');
    const rows = await rankingRows(`ranking-processing:${scope}:${record.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'ranking-processing', topic: `${scope}:${record.id}`, payload: { scope, id: record.id, statusId: 3 }, processedAt: null });
  });

  it('refuses a change made on a stale version with the current one', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const record = await fresh(as);
    await drive(as, record.path, record.version, ['start']);
    const stale = await act(as, record.path, 'cancel', record.version);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toEqual({ version: record.version + 1, statusId: 2 });
  });

  it('lets only the owner change it: 401 for a visitor, 403 for another account', async () => {
    const record = await fresh(api(t.url, scoped(communityId, owner)));
    expect((await act(api(t.url, scoped(communityId)), record.path, 'start', record.version)).status).toBe(401);
    expect((await act(api(t.url, scoped(communityId, await createTestUser(t.database.db))), record.path, 'start', record.version)).status).toBe(403);
  });
});

describe('phases of a tournament that is over', () => {
  it('keep their status once the tournament is finished', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const valid = await createValid(as);
    const phase = await createPhase(as, valid.id);
    const started = await act(as, `/api/valid/${valid.id}/status`, 'start', valid.version);
    await act(as, `/api/valid/${valid.id}/status`, 'finish', started.body.data.version);
    const res = await act(as, `/api/phase/${phase.id}/status`, 'start', phase.version);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('No se puede cambiar en el estado actual del torneo');
    expect((await as.get<Phase>(`/api/phase?id=${phase.id}`)).body.data.statusId).toBe(1);
    expect((await as.get<Valid>(`/api/valid/${valid.id}`)).body.data.statusId).toBe(3);
  });
});
