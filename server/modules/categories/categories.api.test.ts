// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { api, fieldsOf, makeCommunity, scoped, type PageOf } from '../../test/catalog';
import { ageCategories } from '../../db/schema';
import type { AgeCategory, LevelCategory, SubCategory } from '@domain/contract';

let t: TestApp;
let organiser: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  communityId = await makeCommunity(t.database.db);
  organiser = await createTestUser(t.database.db, { resources: ['createAgeCategory', 'createLevelCategory'] });
});
afterAll(async () => {
  await t.close();
});

describe('age categories', () => {
  it('creates by birth years or by age, reads, changes, lists and deletes', async () => {
    const as = api(t.url, scoped(communityId, organiser));
    const born = await as.post<AgeCategory>('/api/category/age', { name: 'Sub 17', boundKind: 'birth-year', minValue: 2009, maxValue: 2011, genreId: 2 });
    expect(born.status).toBe(201);
    expect(born.body.data).toMatchObject({ boundKind: 'birth-year', minValue: 2009, maxValue: 2011, genreId: 2 });
    const veterans = await as.post<AgeCategory>('/api/category/age', { name: 'Mayores de 40', boundKind: 'age', minValue: 40 });
    expect(veterans.body.data).toMatchObject({ minValue: 40, maxValue: null, genreId: null });
    const changed = await as.put<AgeCategory>(`/api/category/age/${born.body.data.id}`, { name: 'Sub 17 femenino', boundKind: 'birth-year', minValue: 2009, maxValue: 2011, genreId: 2, version: 1 });
    expect(changed.body.data.version).toBe(2);
    const list = await api(t.url, scoped(communityId)).get<PageOf<AgeCategory>>('/api/category/age?size=1&page=1');
    expect(list.body.data).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(list.body.data.items.map((c) => c.name)).toEqual(['Sub 17 femenino']);
    expect((await as.del(`/api/category/age/${veterans.body.data.id}`)).status).toBe(200);
    expect((await api(t.url).get(`/api/category/age/${veterans.body.data.id}`)).status).toBe(404);
  });

  it('names reversed, missing and out-of-range bounds and writes nothing', async () => {
    const before = (await t.database.db.select().from(ageCategories)).length;
    const as = api(t.url, scoped(communityId, organiser));
    expect(fieldsOf(await as.post('/api/category/age', { name: 'Al revés', boundKind: 'birth-year', minValue: 2012, maxValue: 2010 }))).toEqual({
      'body.maxValue': 'El mínimo no puede ser mayor que el máximo',
    });
    expect(Object.keys(fieldsOf(await as.post('/api/category/age', { name: 'Sin límites', boundKind: 'age' })))).toEqual(['body.minValue']);
    expect(Object.keys(fieldsOf(await as.post('/api/category/age', { name: 'Edad', boundKind: 'age', maxValue: 400 })))).toEqual(['body.maxValue']);
    expect(Object.keys(fieldsOf(await as.post('/api/category/age', { name: 'Género', boundKind: 'age', maxValue: 10, genreId: 9 })))).toEqual(['body.genreId']);
    expect((await t.database.db.select().from(ageCategories)).length).toBe(before);
  });

  it('needs createAgeCategory, and only the creating account changes a category', async () => {
    const levelsOnly = await createTestUser(t.database.db, { resources: ['createLevelCategory'] });
    expect((await api(t.url, scoped(communityId, levelsOnly)).post('/api/category/age', { name: 'X', boundKind: 'age', maxValue: 9 })).status).toBe(403);
    const created = await api(t.url, scoped(communityId, organiser)).post<AgeCategory>('/api/category/age', { name: 'Sub 9', boundKind: 'age', maxValue: 8 });
    const rival = await createTestUser(t.database.db);
    expect((await api(t.url, scoped(communityId, rival)).put(`/api/category/age/${created.body.data.id}`, { name: 'Mía', boundKind: 'age', maxValue: 8 })).status).toBe(403);
    expect((await api(t.url, scoped(communityId, rival)).del(`/api/category/age/${created.body.data.id}`)).status).toBe(403);
  });
});

describe('level and sub categories', () => {
  it('keep levels in rank order and subs by name, with full upkeep', async () => {
    const as = api(t.url, scoped(communityId, organiser));
    await as.post('/api/category/level', { name: 'Segunda', rank: 2 });
    const first = await as.post<LevelCategory>('/api/category/level', { name: 'Primera', rank: 1, description: 'Máximo nivel' });
    const levels = await api(t.url, scoped(communityId)).get<PageOf<LevelCategory>>('/api/category/level');
    expect(levels.body.data.items.map((l) => l.name)).toEqual(['Primera', 'Segunda']);
    expect((await as.put<LevelCategory>(`/api/category/level/${first.body.data.id}`, { name: 'Primera A', rank: 1, version: first.body.data.version })).body.data.name).toBe('Primera A');
    expect(Object.keys(fieldsOf(await as.post('/api/category/level', { name: 'Cero', rank: 0 })))).toEqual(['body.rank']);
    const sub = await as.post<SubCategory>('/api/category/sub', { name: 'Novatos', description: '' });
    expect(sub.body.data.description).toBeNull();
    expect((await as.del(`/api/category/sub/${sub.body.data.id}`)).status).toBe(200);
    const noName = await as.post('/api/category/sub', { name: '   ' });
    expect(fieldsOf(noName)).toEqual({ 'body.name': 'Este campo es obligatorio' });
  });
});

describe('out-of-range input', () => {
  it('refuses ids, versions and pages a PostgreSQL integer cannot hold with 400, never 500', async () => {
    const as = api(t.url, scoped(communityId, organiser));
    for (const id of ['2147483648', '99999999999', '1e20']) {
      const res = await as.get(`/api/category/age/${id}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual({ 'params.id': 'Escribe un número de 2147483647 como máximo' });
    }
    expect((await as.get('/api/category/age/2147483647')).status).toBe(404);
    const created = await as.post<SubCategory>('/api/category/sub', { name: 'Versión enorme' });
    const stale = await as.put(`/api/category/sub/${created.body.data.id}`, { name: 'Otra', version: 99999999999 });
    expect(fieldsOf(stale)).toEqual({ 'body.version': 'Escribe un número de 2147483647 como máximo' });
    const page = await as.get('/api/category/sub?page=1e20&size=1000');
    expect(page.status).toBe(400);
    expect(fieldsOf(page)).toEqual({ 'query.page': 'Escribe un número de 100000 como máximo' });
  });

  it('refuses a NUL or another control character in a name with a field message', async () => {
    const as = api(t.url, scoped(communityId, organiser));
    const before = (await t.database.db.select().from(ageCategories)).length;
    const res = await as.post('/api/category/age', { name: 'Sub\u000017', boundKind: 'age', maxValue: 16 });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ 'body.name': 'Quita los caracteres invisibles o de control del texto' });
    const english = await as.post('/api/category/sub', { name: 'Bell\u0007' }, { 'accept-language': 'en' });
    expect(fieldsOf(english)).toEqual({ 'body.name': 'Remove the invisible or control characters from the text' });
    expect((await as.post<SubCategory>('/api/category/sub', { name: 'Con\ttabulador' })).status).toBe(201);
    expect((await t.database.db.select().from(ageCategories)).length).toBe(before);
  });
});
