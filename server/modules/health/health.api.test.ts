// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '@domain/contract';
import { http, startTestApp, type TestApp } from '../../test/test-app';

type ErrorBody = { error: { message: string; status: number; code: string } };
let t: TestApp;
let databaseOpen = true;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.app.close();
  if (databaseOpen) await t.database.close();
});

describe('health', () => {
  it('answers liveness and readiness with the database in use', async () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const res = await http<{ data: Health }>(t.url, path);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'ok', database: { kind: process.env.API_TEST_DATABASE_URL ? 'postgres' : 'pglite' } });
      expect(res.body.data.database.version).toMatch(/^\d+/);
    }
  });

  it('is live but not ready while it starts (rendering its first screens)', async () => {
    t.app.readiness.starting = true;
    try {
      expect((await http<{ data: Health }>(t.url, '/api/health')).status).toBe(200);
      const ready = await http<ErrorBody>(t.url, '/api/health/ready', { headers: { 'accept-language': 'es' } });
      expect(ready.status).toBe(503);
      expect(ready.body.error).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'La plataforma está arrancando: vuelve a intentarlo en unos segundos' });
    } finally {
      t.app.readiness.starting = false;
    }
    expect((await http<{ data: Health }>(t.url, '/api/health/ready')).status).toBe(200);
  });

  it('keeps answering liveness without the database, while readiness says it is unavailable', async () => {
    await t.database.close();
    databaseOpen = false;
    const live = await http<{ data: Health }>(t.url, '/api/health');
    expect(live.status).toBe(200);
    expect(live.body.data.status).toBe('ok');
    const ready = await http<ErrorBody>(t.url, '/api/health/ready', { headers: { 'accept-language': 'en' } });
    expect(ready.status).toBe(503);
    expect(ready.body.error).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is not available right now' });
  });
});
