// @vitest-environment node
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_RESOURCES, type PermissionResource } from '@domain/catalog';
import { ERROR_CODES } from '@domain/contract';
import { roles } from '../db/schema';
import { scoped, type ErrorBody } from './catalog';
import { snapshotDatabase } from './db-snapshot';
import { CHECKED_INSIDE, MATRIX, type Rule, type WriteRequest } from './permission-matrix';
import { buildWorld, type World } from './permission-world';
import { http, startTestApp, type TestApp } from './test-app';

/** The answer to an account the caller does not belong to (plugins/auth.ts): it says the account is not theirs. */
const FOREIGN_ACCOUNT = { status: 403, code: ERROR_CODES.forbidden, message: 'La cuenta de x-account-id no es una de tus cuentas' };
const WRITES = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

const registered = new Set<string>();
const routesSeen = new Map<string, RouteOptions>();
/** A write that is a person's own business, which no API key may do (`config.apiKeys`). */
const isPersonal = (key: string) => routesSeen.get(key)?.config?.apiKeys === 'refused';
/** A snapshot without when each API key was last used: the matrix's keys are used by the very requests it checks. */
function withoutKeyUse(snapshot: Record<string, string>): Record<string, string> {
  const rows: unknown = JSON.parse(snapshot.api_keys ?? '[]');
  const kept = Array.isArray(rows) ? rows.map((row: unknown) => (typeof row === 'object' && row !== null ? Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'last_used_at')) : row)) : rows;
  return { ...snapshot, api_keys: JSON.stringify(kept) };
}
/** The resource each write route names in its options (`config.resource`), read from the routes themselves. */
const routeResource = new Map<string, PermissionResource>();
function collect(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    if (!WRITES.has(method) || !route.url.startsWith('/api/')) continue;
    registered.add(`${method} ${route.url}`);
    const resource = route.config?.resource;
    if (resource) routeResource.set(`${method} ${route.url}`, resource);
    // Read later: the area that marks a person's own routes does so after this hook has seen them.
    routesSeen.set(`${method} ${route.url}`, route);
  }
}
/** What a write needs of the acting member: the resource its route names, else what `CHECKED_INSIDE` says. */
const needOf = (key: string): PermissionResource | 'owner' | undefined => routeResource.get(key) ?? CHECKED_INSIDE[key];
/** Sets the resources of the role of `w.limited`, the member of A's account that each case shapes. */
async function limitTo(resources: readonly PermissionResource[]): Promise<void> {
  await t.database.db.update(roles).set({ resources: [...resources] }).where(eq(roles.id, w.limitedRole));
}
const lacking = (need: PermissionResource | 'owner' | undefined) => (need === 'owner' ? 'has every resource (the write is for the owner alone)' : `has every resource but ${need ?? '?'}`);
/** Every resource but the one a write needs (all of them for what only the owner may do). */
const allBut = (need: PermissionResource | 'owner' | undefined) => PERMISSION_RESOURCES.filter((resource) => resource !== need);

// Started while the tests are collected, so that each case can be named and chosen by what its route needs.
const t: TestApp = await startTestApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_READ_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' }, { onRoute: collect });
let w: World;
/** API keys of account A: one that may only read, one that may do everything A may. */
const keys = { read: '', admin: '' };
beforeAll(async () => {
  w = await buildWorld(t.url, t.database.db);
  for (const scope of ['read', 'admin'] as const) {
    const made = await http<{ data: { secret: string } }>(t.url, '/api/accounts/api-keys', { method: 'POST', headers: scoped(w.communityId, w.a), body: { name: `Matriz ${scope}`, scopes: [scope] } });
    keys[scope] = made.body.data.secret;
  }
}, 120_000);
const withKey = (secret: string) => ({ 'x-community-id': String(w.communityId), authorization: `Bearer ${secret}` });
afterAll(() => t.close());

type Owned = Extract<Rule, { kind: 'owned' }>;
const entries = Object.entries(MATRIX);
const owned = entries.flatMap(([key, rule]) => (rule.kind === 'owned' ? [[key, rule] as [string, Owned]] : []));
const self = entries.filter(([, rule]) => rule.kind === 'self').map(([key]) => key);
const byLink = entries.filter(([, rule]) => rule.kind === 'scorekeeper').map(([key]) => key);

const methodOf = (key: string) => key.split(' ')[0] ?? '';
/** `PUT /api/club/:id` → a pattern its concrete paths match. */
const pathPattern = (key: string) => new RegExp(`^${(key.split(' ')[1] ?? '').replace(/:[A-Za-z]+/g, '[^/?]+')}$`);

function send(key: string, request: WriteRequest, headers: Record<string, string>) {
  return http<Partial<ErrorBody>>(t.url, request.path, { method: methodOf(key), headers, ...(request.body === undefined ? {} : { body: request.body }) });
}
const visitor = () => ({ 'x-community-id': String(w.communityId) });
const userB = () => scoped(w.communityId, w.b);
const userBAsA = () => ({ ...userB(), 'x-account-id': String(w.a.accountId) });
const limitedAsA = () => ({ ...scoped(w.communityId, w.limited), 'x-account-id': String(w.a.accountId) });
const removedAsA = () => ({ ...scoped(w.communityId, w.removed), 'x-account-id': String(w.a.accountId) });
const removedAsItself = () => scoped(w.communityId, w.removed);

describe('the permission matrix', () => {
  it('holds every write route the app registers', () => {
    expect(registered.size).toBeGreaterThan(80);
    expect([...registered].filter((key) => !(key in MATRIX))).toEqual([]);
  });

  it('names only routes that still exist', () => {
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('knows what every owned write needs: a resource named by its route, or one checked inside it, or the owner', () => {
    expect(owned.map(([key]) => key).filter((key) => needOf(key) === undefined)).toEqual([]);
    expect(Object.keys(CHECKED_INSIDE).filter((key) => routeResource.has(key) || MATRIX[key]?.kind !== 'owned')).toEqual([]);
  });
});

describe.each(owned)('%s, on a record of account A', (key, rule) => {
  let request: WriteRequest;
  let before: Record<string, string>;
  let readBefore: unknown;
  beforeAll(async () => {
    request = await rule.build(w);
    await limitTo(allBut(needOf(key)));
    before = withoutKeyUse(await snapshotDatabase(t.database.db));
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

  it(`refuses a member of A whose role ${lacking(needOf(key))}, acting as A, with 403`, async () => {
    const res = await send(key, request, limitedAsA());
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error?.code).toBe(ERROR_CODES.forbidden);
  });

  it('refuses a removed member, as A and as its own account, with 403', async () => {
    const asA = await send(key, request, removedAsA());
    expect(asA.status).toBe(403);
    expect(asA.body.error).toEqual(FOREIGN_ACCOUNT);
    const asItself = await send(key, request, removedAsItself());
    expect(asItself.status, JSON.stringify(asItself.body)).toBe(403);
  });

  it("refuses account A's read-only API key with 403", async () => {
    const res = await send(key, request, withKey(keys.read));
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error?.code).toBe(ERROR_CODES.forbidden);
  });

  it('leaves every table as it was', async () => {
    expect(withoutKeyUse(await snapshotDatabase(t.database.db))).toEqual(before);
    if (rule.read) expect(await rule.read(w)).toEqual(readBefore);
  });

  it('lets A, the owner, do it with the same request', async () => {
    const res = await send(key, request, scoped(w.communityId, w.a));
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });

  it(isPersonal(key) ? "refuses account A's admin API key: it is a person's own business" : "lets account A's admin API key do it", async () => {
    const res = await send(key, await rule.build(w), withKey(keys.admin));
    if (isPersonal(key)) {
      expect(res.status).toBe(403);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });

  it.skipIf(needOf(key) === 'owner')(`lets a member of A whose role has just ${needOf(key) ?? '?'} do it, acting as A`, async () => {
    const need = needOf(key);
    if (need === undefined || need === 'owner') throw new Error(`${key} needs no resource`);
    await limitTo([need]);
    const res = await send(key, await rule.build(w), limitedAsA());
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

  it.skipIf(!routeResource.has(key))("refuses a member of A whose role lacks the route's resource, acting as A, with 403", async () => {
    await limitTo(allBut(routeResource.get(key)));
    const res = await send(key, request(), limitedAsA());
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe(ERROR_CODES.forbidden);
  });
});

describe.each(byLink)('%s, by a score-keeper link only', (key) => {
  it("refuses A's own session without a link's token, and an unknown token, with 404", async () => {
    const path = (key.split(' ')[1] ?? '').replace(':id', String(w.records.phase));
    const body = { version: 1, result: { periods: [{ home: 11, away: 5 }] }, idempotencyKey: '00000000-0000-4000-8000-000000000000', type: 'corner', minute: 1, side: 'home' };
    expect((await send(key, { path, body }, scoped(w.communityId, w.a))).status).toBe(404);
    expect((await send(key, { path, body }, { ...visitor(), 'x-scorekeeper-token': 'x'.repeat(32) })).status).toBe(404);
  });
});
