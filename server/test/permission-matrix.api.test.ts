// @vitest-environment node
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@domain/contract';
import { scoped, type ErrorBody } from './catalog';
import { snapshotDatabase } from './db-snapshot';
import { MATRIX, type Rule, type WriteRequest } from './permission-matrix';
import { buildWorld, type World } from './permission-world';
import { http, startTestApp, type TestApp } from './test-app';

/** The spec's answer to an account the caller does not belong to (plugins/auth.ts). */
const FOREIGN_ACCOUNT = { status: 403, code: ERROR_CODES.forbidden, message: 'No tienes permisos para realizar esta acción' };
const WRITES = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

const registered = new Set<string>();
function collect(route: RouteOptions): void {
  for (const method of [route.method].flat()) if (WRITES.has(method) && route.url.startsWith('/api/')) registered.add(`${method} ${route.url}`);
}

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_READ_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' }, { onRoute: collect });
  w = await buildWorld(t.url, t.database.db);
}, 120_000);
afterAll(() => t.close());

type Owned = Extract<Rule, { kind: 'owned' }>;
const entries = Object.entries(MATRIX);
const owned = entries.flatMap(([key, rule]) => (rule.kind === 'owned' ? [[key, rule] as [string, Owned]] : []));
const self = entries.filter(([, rule]) => rule.kind === 'self').map(([key]) => key);

const methodOf = (key: string) => key.split(' ')[0] ?? '';
/** `PUT /api/club/:id` → a pattern its concrete paths match. */
const pathPattern = (key: string) => new RegExp(`^${(key.split(' ')[1] ?? '').replace(/:[A-Za-z]+/g, '[^/?]+')}$`);

function send(key: string, request: WriteRequest, headers: Record<string, string>) {
  return http<Partial<ErrorBody>>(t.url, request.path, { method: methodOf(key), headers, ...(request.body === undefined ? {} : { body: request.body }) });
}
const visitor = () => ({ 'x-community-id': String(w.communityId) });
const userB = () => scoped(w.communityId, w.b);
const userBAsA = () => ({ ...userB(), 'x-account-id': String(w.a.accountId) });

describe('the permission matrix', () => {
  it('holds every write route the app registers', () => {
    expect(registered.size).toBeGreaterThan(80);
    expect([...registered].filter((key) => !(key in MATRIX))).toEqual([]);
  });

  it('names only routes that still exist', () => {
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe.each(owned)('%s, on a record of account A', (key, rule) => {
  let request: WriteRequest;
  let before: Record<string, string>;
  let readBefore: unknown;
  beforeAll(async () => {
    request = await rule.build(w);
    before = await snapshotDatabase(t.database.db);
    readBefore = await rule.read?.(w);
  });

  it('is built for this very route', () => {
    expect(request.path.split('?')[0]).toMatch(pathPattern(key));
  });

  it('refuses a visitor with 401', async () => {
    expect((await send(key, request, visitor())).status).toBe(401);
  });

  it('refuses user B, acting as account B, with 403', async () => {
    const res = await send(key, request, userB());
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe(ERROR_CODES.forbidden);
  });

  it('refuses user B naming account A in x-account-id with the spec 403', async () => {
    const res = await send(key, request, userBAsA());
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual(FOREIGN_ACCOUNT);
  });

  it('leaves every table as it was', async () => {
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
    if (rule.read) expect(await rule.read(w)).toEqual(readBefore);
  });

  it('lets A, the owner, do it with the same request', async () => {
    const res = await send(key, request, scoped(w.communityId, w.a));
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});

describe.each(self)("%s, on the caller's own data", (key) => {
  const request = () => ({ path: key.split(' ')[1] ?? '', ...(methodOf(key) === 'DELETE' ? {} : { body: {} }) });

  it('refuses a visitor with 401', async () => {
    expect((await send(key, request(), visitor())).status).toBe(401);
  });

  it('refuses user B naming account A in x-account-id with the spec 403', async () => {
    const res = await send(key, request(), userBAsA());
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual(FOREIGN_ACCOUNT);
  });
});
