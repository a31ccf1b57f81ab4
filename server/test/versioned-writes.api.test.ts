// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Inscribed, Phase, PhaseDraw } from '@domain/contract';
import { api, makeCommunity, scoped } from './catalog';
import { operationsOf, type OpenApiDocument } from './fuzz/cases';
import { seedEntries } from './competition';
import { startTestApp, type JsonResponse, type TestApp } from './test-app';
import { createMulti, createPhase, createPlayer, createValid } from './tournaments';
import { createTestUser, type TestUser } from './users';

/**
 * The version rule of every change: sent without the version it was made on, a write is a 400 on its version field
 * that says so, in the caller's language; on an older version it is a 409 that carries the version the record has now.
 */

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

const as = (language = 'es') => api(t.url, { ...scoped(communityId, owner), 'accept-language': language });
type Answer = JsonResponse<{ data?: unknown; error?: ApiErrorBody }>;

const MISSING = { es: /^Falta la versión del registro que leíste/, en: /^The version of the record you read is missing/ };

function expectMissing(answer: Answer, language: 'es' | 'en', field = 'body.version') {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const named = answer.body.error?.fields?.find((item) => item.field === field);
  expect(named?.message).toMatch(MISSING[language]);
}

function expectStale(answer: Answer, version: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.error?.current?.version).toBe(version);
}

/** One versioned change: how to send it, with or without a version, and the version the record has now. */
interface Write {
  name: string;
  prepare(): Promise<{ send(version: number | undefined, language: 'es' | 'en'): Promise<Answer>; version: number }>;
}

const put = (path: string, body: Record<string, unknown>) => (version: number | undefined, language: 'es' | 'en') =>
  as(language).put(path, version === undefined ? body : { ...body, version });

const WRITES: Write[] = [
  {
    name: 'PUT /api/place/:id',
    async prepare() {
      const place = (await as().post<{ id: number; version: number }>('/api/place', { name: 'Coliseo' })).body.data;
      return { send: put(`/api/place/${place.id}`, { name: 'Coliseo Norte' }), version: place.version };
    },
  },
  {
    name: 'PUT /api/seasons/:id',
    async prepare() {
      const season = (await as().post<{ id: number; version: number }>('/api/seasons', { name: 'Temporada 2026', startDate: '2026-01-01', endDate: '2026-12-31' })).body.data;
      return { send: put(`/api/seasons/${season.id}`, { name: 'Temporada 2026 B', startDate: '2026-01-01', endDate: '2026-12-31' }), version: season.version };
    },
  },
  {
    name: 'PUT /api/club/:id',
    async prepare() {
      const club = (await as().post<{ id: number; version: number }>('/api/club', { name: 'Club Norte', sportId: 1 })).body.data;
      return { send: put(`/api/club/${club.id}`, { name: 'Club Sur', sportId: 1 }), version: club.version };
    },
  },
  {
    name: 'PUT /api/person/players/:id',
    async prepare() {
      const player = await createPlayer(as());
      return { send: put(`/api/person/players/${player.id}`, { firstName: 'Ana', lastName: 'Ruiz Gil', genreId: 3, birthDate: '2000-05-10' }), version: player.version };
    },
  },
  {
    name: 'PUT /api/tournament/:id',
    async prepare() {
      const multi = await createMulti(as());
      return { send: put(`/api/tournament/${multi.id}`, { name: 'Campeonato Regional', startDate: '2026-06-01', endDate: '2026-06-07' }), version: multi.version };
    },
  },
  {
    name: 'PUT /api/valid/:id',
    async prepare() {
      const valid = await createValid(as());
      return { send: put(`/api/valid/${valid.id}`, { name: 'Abierto de Verano', sportId: 1, modalityId: 1, startDate: '2026-06-01', endDate: '2026-06-03' }), version: valid.version };
    },
  },
  {
    name: 'PUT /api/phase/:id',
    async prepare() {
      const valid = await createValid(as());
      const phase = await createPhase(as(), valid.id);
      return { send: put(`/api/phase/${phase.id}`, { validId: valid.id, name: 'Grupos A', formatId: 1 }), version: phase.version };
    },
  },
  {
    name: 'POST /api/phase/:id/status',
    async prepare() {
      const valid = await createValid(as());
      const phase = await createPhase(as(), valid.id);
      return { send: (version, language) => as(language).post(`/api/phase/${phase.id}/status`, version === undefined ? { action: 'start' } : { action: 'start', version }), version: phase.version };
    },
  },
  {
    name: 'PUT /api/sort/group/:id (a redraw)',
    async prepare() {
      const valid = await createValid(as());
      const phase = await createPhase(as(), valid.id);
      await seedEntries(t.database.db, { ...valid, communityId }, 6);
      const draw = (await as().put<PhaseDraw>(`/api/sort/group/${phase.id}`, { seed: 1 })).body.data;
      return { send: put(`/api/sort/group/${phase.id}`, { seed: 2 }), version: draw.version };
    },
  },
];

describe('versioned writes', () => {
  it.each(WRITES.map((write) => [write.name, write] as const))('%s: 400 without a version, 409 with the current one on a stale one, saved on the right one', async (_name, write) => {
    const { send, version } = await write.prepare();
    expectMissing(await send(undefined, 'es'), 'es');
    expectMissing(await send(undefined, 'en'), 'en');
    expectStale(await send(version + 7, 'es'), version);
    const saved = await send(version, 'es');
    expect([200, 201], JSON.stringify(saved.body)).toContain(saved.status);
    // The write landed once: the old version is stale now, and the 409 names the new one.
    const again = await send(version, 'en');
    expect(again.status).toBe(409);
    expect(again.body.error?.current?.version).toBeGreaterThan(version);
  });

  it('names the version of the seed that lacks it, and of the entry removed without one', async () => {
    const valid = await createValid(as());
    const [first] = await seedEntries(t.database.db, { ...valid, communityId }, 3);
    const entries = (await as().get<{ items: Inscribed[] }>(`/api/inscribed/${valid.id}`)).body.data.items;
    const entry = entries.find((item) => item.id === first);
    if (!entry) throw new Error('the seeded entry is not listed');
    expectMissing(await as('en').put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: entry.id, seed: 2 }] }), 'en', 'body.seeds.0.version');
    expectStale(await as().put(`/api/inscribed/${valid.id}/seeds`, { seeds: [{ id: entry.id, seed: 2, version: entry.version + 3 }] }), entry.version);
    expectMissing(await as('es').del(`/api/inscribed/entry/${entry.id}`), 'es', 'query.version');
  });

  it('every write whose contract requires a version says so on that field when it is missing, in both languages', async () => {
    const document = t.app.swagger() as OpenApiDocument;
    const versioned = operationsOf(document).filter((operation) => operation.body?.required?.includes('version'));
    expect(versioned.length).toBeGreaterThan(12);
    const problems: string[] = [];
    for (const operation of versioned) {
      for (const language of ['es', 'en'] as const) {
        const path = operation.path.replace(/\{\w+\}/g, '2147483647');
        const answer: Answer = await as(language)[operation.method === 'PUT' ? 'put' : 'post'](path, {});
        const named = answer.body.error?.fields?.find((item) => item.field === 'body.version');
        if (answer.status !== 400 || !named || !MISSING[language].test(named.message)) problems.push(`${operation.method} ${operation.path} (${language}): ${answer.status} ${JSON.stringify(answer.body.error?.fields)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers a stale phase with its status as well, so the caller can retry on it', async () => {
    const valid = await createValid(as());
    const phase: Phase = await createPhase(as(), valid.id);
    const answer = await as().put(`/api/phase/${phase.id}`, { validId: valid.id, name: 'Otra', formatId: 1, version: phase.version + 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.current).toEqual({ version: phase.version, statusId: phase.statusId });
  });
});
