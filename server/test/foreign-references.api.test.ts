// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '@domain/contract';
import { OTHER_ID_FIELDS, OWNED_REFERENCE_FIELDS, PUBLIC_REFERENCE_FIELDS, isOwnedReferenceField, type OwnedKind } from '../lib/reference-fields';
import { api, fieldsOf, scoped, type ErrorBody } from './catalog';
import { jsonIdNames, ruleOf, writeSchemaIdFields, type IdField, type JsonSchema } from './contract-fields';
import { WRITE_CASES, withValueAt, type WriteCase } from './foreign-references';
import { buildOwnWorld, recordsOfA, type OwnWorld } from './own-world';
import { buildWorld, make, rankingBody, versionOf, type World } from './permission-world';
import { http, startTestApp, type TestApp } from './test-app';

let t: TestApp;
let w: World;
let ofA: Record<OwnedKind, number>;
let b: OwnWorld;
let shared: OwnWorld;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_READ_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' });
  w = await buildWorld(t.url, t.database.db);
  ofA = await recordsOfA(w);
  b = await buildOwnWorld(w, w.b);
  shared = await buildOwnWorld(w, w.member);
  // The shared account's ladder takes A's level too, so placing someone on that level is a division of its ranking.
  const ladder = `/api/level-group/${shared.ids.levelGroup}`;
  const widened = await shared.as.put(ladder, { name: 'Liga compartida', levelCategoryIds: [shared.ids.levelCategory, ofA.levelCategory], version: await versionOf({ asA: shared.as }, ladder) });
  if (widened.status !== 200) throw new Error(`ladder not widened: ${widened.status}`);
}, 180_000);
afterAll(() => t.close());

const fields = writeSchemaIdFields();
const named = (field: IdField) => `${field.schema}.${field.path}`;
const ownedFields = fields.filter((field) => ruleOf(field) === 'owned');
const pairs = ownedFields.flatMap((field) => (WRITE_CASES[field.schema] ?? []).map((write): [string, string, IdField, WriteCase] => [write.key, field.path, field, write]));
const operations = Object.values(WRITE_CASES).flat();

const methodOf = (key: string) => key.split(' ')[0] ?? '';
const send = (key: string, path: string, body: unknown, headers: Record<string, string>) =>
  http<Partial<ErrorBody>>(t.url, path, { method: methodOf(key), body, headers });

describe('the declaration of id fields (server/lib/reference-fields.ts)', () => {
  it('holds every id-like field of every write schema of the contract: owned, public or under another rule', () => {
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.filter((field) => ruleOf(field) === 'undeclared').map(named)).toEqual([]);
  });

  it('names no field the schemas no longer have', () => {
    const present = new Set(fields.map(named));
    expect(Object.keys(OTHER_ID_FIELDS).filter((key) => !present.has(key))).toEqual([]);
  });

  it('is tried on every write schema with an owned reference, and only on those', () => {
    const schemas = new Set(ownedFields.map((field) => field.schema));
    expect([...schemas].filter((schema) => !(schema in WRITE_CASES))).toEqual([]);
    expect(Object.keys(WRITE_CASES).filter((schema) => !schemas.has(schema))).toEqual([]);
  });

  it('holds every id-like field of the write bodies of the OpenAPI description', async () => {
    const document = (await http<{ paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }>(t.url, '/api/docs/json')).body;
    const otherNames = new Set(Object.keys(OTHER_ID_FIELDS).map((key) => key.split('.').at(-1)));
    const undeclared: string[] = [];
    const documented = new Set<string>();
    for (const [path, byMethod] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        if (method === 'get') continue;
        documented.add(`${method.toUpperCase()} ${path}`);
        for (const name of jsonIdNames(operation.requestBody?.content?.['application/json']?.schema)) {
          if (!isOwnedReferenceField(name) && !PUBLIC_REFERENCE_FIELDS.includes(name) && !otherNames.has(name)) undeclared.push(`${method.toUpperCase()} ${path} ${name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    expect(operations.map((write) => write.key.replace(/:(\w+)/g, '{$1}')).filter((key) => !documented.has(key))).toEqual([]);
  });
});

describe.each(operations.map((write): [string, WriteCase] => [write.key, write]))("%s with B's own records", (key, write) => {
  it('is accepted: the body is one B may send', async () => {
    const sent = await write.build(b);
    const res = await send(key, sent.path, sent.body, scoped(w.communityId, w.b));
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});

const accepted: string[] = [];
let tried = 0;

describe.each(pairs)("%s naming A's record in %s", (key, _path, field, write) => {
  it('is refused with 400 on that field, in the caller’s language', async () => {
    const sent = await write.build(b);
    const kind = isOwnedReferenceField(field.name) ? OWNED_REFERENCE_FIELDS[field.name] : null;
    const foreign = kind === null ? null : withValueAt(sent.body, field.path, ofA[kind]);
    expect(foreign, `the body of ${key} has no ${field.path}`).not.toBeNull();
    if (!foreign) return;
    tried += 1;
    const res = await send(key, sent.path, foreign.body, { ...scoped(w.communityId, w.b), 'accept-language': 'en' });
    if (res.status < 300) accepted.push(`${key} ${field.path}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(fieldsOf(res)).toEqual({ [foreign.field]: validationMessage('foreignReference', 'en') });
  });
});

describe.each(pairs)("%s naming, in %s, a record of A's shared with the acting account", (key, _path, field, write) => {
  it('is accepted', async () => {
    const sent = await write.build(shared);
    const kind = isOwnedReferenceField(field.name) ? OWNED_REFERENCE_FIELDS[field.name] : null;
    const named = kind === null ? null : withValueAt(sent.body, field.path, ofA[kind]);
    expect(named).not.toBeNull();
    const res = await send(key, sent.path, named?.body, scoped(w.communityId, w.member));
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
});

describe('the count', () => {
  it(`tries ${pairs.length} (operation, field) pairs and accepts none`, () => {
    console.warn(`foreign references: ${tried} (operation, field) pairs tried, ${accepted.length} accepted${accepted.length ? `: ${accepted.join('; ')}` : ''}`);
    expect(tried).toBe(pairs.length);
    expect(accepted).toEqual([]);
  });
});

describe('a record shared with the acting account', () => {
  it('may be named: the account A shares itself with builds a ladder of A’s levels', async () => {
    const asMember = api(t.url, scoped(w.communityId, w.member));
    const res = await asMember.post('/api/level-group', { name: 'Liga compartida', levelCategoryIds: [w.records.level] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('is refused in Spanish by default, naming the item of the list', async () => {
    const res = await api(t.url, scoped(w.communityId, w.b)).post('/api/level-group', { name: 'Liga ajena', levelCategoryIds: [ofA.levelCategory] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'body.levelCategoryIds.0': validationMessage('foreignReference', 'es') });
  });

  it("leaves the owner's record free: A deletes a level category B tried to build on", async () => {
    const level = (await make(w, '/api/category/level', { name: 'Tercera', rank: 3 })).id;
    const asB = api(t.url, scoped(w.communityId, w.b));
    expect((await asB.post('/api/level-group', { name: 'Liga tomada', levelCategoryIds: [level] })).status).toBe(400);
    expect((await asB.post('/api/ranking', { ...rankingBody(b.ids.ratingSystem), rankingModalities: [{ modalityId: 1, genreId: 3, levelCategoryId: level }] })).status).toBe(400);
    expect((await w.asA.del(`/api/category/level/${level}`)).status).toBe(200);
  });
});
