// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchView, Phase, Valid } from '@domain/contract';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { seedEntries } from '../../test/competition';
import { freePort, startServer, type ServerProcess } from '../../test/crash/server-process';
import { openEventStream } from '../../test/event-stream';
import { createTestUser } from '../../test/users';

const baseUrl = process.env.API_TEST_DATABASE_URL;

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: a result saved through one
 * reaches a page following the phase through the other (PostgreSQL LISTEN/NOTIFY carries it across).
 */
describe.runIf(baseUrl)('live changes across two server processes on one PostgreSQL', () => {
  const name = `live_two_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let database: DatabaseHandle;
  let first: ServerProcess;
  let second: ServerProcess;
  let url = '';

  beforeAll(async () => {
    const target = new URL(baseUrl ?? '');
    admin = new pg.Client({ connectionString: target.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    target.pathname = `/${name}`;
    url = target.toString();
    const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !['REDIS_URL', 'API_TEST_DATABASE_URL', 'PORT', 'DATA_DIR'].includes(entry[0]));
    const env = { ...Object.fromEntries(inherited), DATABASE_URL: url, DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000', RATE_LIMIT_READ_MAX: '100000' };
    first = await startServer(await freePort(), env, 60_000);
    second = await startServer(await freePort(), env, 60_000);
    database = await openDatabase({ url });
  }, 150_000);

  afterAll(async () => {
    await Promise.allSettled([first?.kill(), second?.kill(), database?.close()]);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a result saved through one process reaches a stream of the other within two seconds', async () => {
    const communityId = await makeCommunity(database.db);
    const owner = await createTestUser(database.db);
    const throughFirst = api(first.url, scoped(communityId, owner));
    const valid = (await throughFirst.post<Valid>('/api/valid', { name: 'Copa en dos servidores', sportId: 1, modalityId: 1, startDate: '2026-06-01', endDate: '2026-06-02' })).body.data;
    const phase = (await throughFirst.post<Phase>('/api/phase', { validId: valid.id, name: 'Grupos', formatId: 1, configuration: { groupCount: 1 } })).body.data;
    await seedEntries(database.db, { ...valid, communityId }, 4, { seeds: 4 });
    expect((await throughFirst.put(`/api/sort/group/${phase.id}`, { seed: 3 })).status).toBe(200);
    expect((await throughFirst.post(`/api/phase/${phase.id}/status`, { action: 'start', version: phase.version })).status).toBe(200);
    const [match] = (await api(second.url).get<MatchView[]>(`/api/match?phaseId=${phase.id}`)).body.data;
    if (!match) throw new Error('no match');

    const stream = await openEventStream(`${second.url}/api/live/phase/${phase.id}`);
    try {
      expect(await stream.next(2000)).toMatchObject({ event: 'hello', data: { phaseId: phase.id } });
      const started = performance.now();
      const saved = await throughFirst.put(`/api/match/${match.id}`, { version: match.version, result: { periods: [{ home: 11, away: 8 }, { home: 11, away: 6 }, { home: 11, away: 4 }] } });
      expect(saved.status).toBe(200);
      expect(await stream.next(2000)).toEqual({ event: 'change', data: { phaseId: phase.id, matchId: match.id, kind: 'result' } });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });
});
