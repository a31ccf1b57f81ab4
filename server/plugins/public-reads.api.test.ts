// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Club } from '@domain/contract';
import { startTestApp, type TestApp } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/users';
import { api, makeCommunity, scoped } from '../test/catalog';
import { upkeep } from '../db/maintenance';

let t: TestApp;
let owner: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database.db);
  communityId = await makeCommunity(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** Changes made straight in the database, as a job outside any request would. */
const inDatabase = {
  renameClub: (id: number, name: string) => t.database.db.execute(sql`update clubs set name = ${name} where id = ${id}`),
  touchMatches: () => t.database.db.execute(sql`update matches set version = version where id = -1`),
};

/** How many statements about clubs the database was sent while `run` ran: none means it was answered from what is kept. */
async function clubStatementsDuring(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const stop = t.database.watchStatements((statement) => {
    if (/\bclubs\b/.test(statement)) count += 1;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return count;
}

describe('public answers kept between writes', () => {
  it('answers a repeated public read from what is kept, until a table it was read from is written', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club & { version: number }>('/api/club', { name: 'Club Guardado', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    const read = () => visitor.get<Club>(`/api/club/${club.id}`);
    expect(await clubStatementsDuring(read)).toBeGreaterThan(0);
    expect(await clubStatementsDuring(read)).toBe(0);
    // Signed in: never from what is kept.
    expect(await clubStatementsDuring(() => as.get(`/api/club/${club.id}`))).toBeGreaterThan(0);

    // A write of a table the answer was not read from leaves it kept, in a request or outside one.
    const season = await as.post('/api/seasons', { name: `Temporada ${Date.now().toString(36)}`, startDate: '2027-01-10', endDate: '2027-12-10', carryOverPercent: 25 });
    expect(season.status).toBe(201);
    expect(await clubStatementsDuring(read)).toBe(0);
    await inDatabase.touchMatches();
    expect(await clubStatementsDuring(read)).toBe(0);
    // Upkeep changes no row: a vacuum and an analyze of the very table it was read from leave it kept.
    await upkeep(t.database.db, [{ table: 'clubs', vacuum: true, analyze: true }]);
    expect(await clubStatementsDuring(read)).toBe(0);

    // A write of its table, even of another record, makes it old: here…
    expect((await as.post<Club>('/api/club', { name: 'Otro Club', sportId: 1 })).status).toBe(201);
    expect(await clubStatementsDuring(read)).toBeGreaterThan(0);
    // …and outside any request, as soon as the statement is sent.
    expect(await clubStatementsDuring(read)).toBe(0);
    await inDatabase.renameClub(club.id, 'Club Cambiado por Fuera');
    expect((await read()).body.data.name).toBe('Club Cambiado por Fuera');
    // An update through the API is seen by the next public read.
    const current = (await as.get<Club & { version: number }>(`/api/club/${club.id}`)).body.data;
    expect((await as.put(`/api/club/${club.id}`, { ...current, name: 'Club Renombrado' })).status).toBe(200);
    expect((await read()).body.data.name).toBe('Club Renombrado');
  });

  it('reads an answer nobody has kept once for a crowd asking for it at the same moment, and gives each of them the same', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club & { version: number }>('/api/club', { name: 'Club Concurrido', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    const reads = async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => visitor.get<Club>(`/api/club/${club.id}`)));
      expect(answers.map((answer) => [answer.status, answer.body.data.name])).toEqual(Array.from({ length: 12 }, () => [200, 'Club Concurrido']));
    };
    // Twelve visitors at once: the club is read from the database by one of them (its statements: one read's worth).
    // On PostgreSQL the twelve overlap; the test app's embedded database, on the HTTP thread, answers them in turn.
    const one = await clubStatementsDuring(() => visitor.get<Club>(`/api/club/${club.id}?page=0`));
    expect(one).toBeGreaterThan(0);
    expect(await clubStatementsDuring(reads)).toBe(one);
    // After a write of its table, the same again: one reading, whatever the crowd.
    const current = (await as.get<Club & { version: number }>(`/api/club/${club.id}`)).body.data;
    expect((await as.put(`/api/club/${club.id}`, { ...current, name: 'Club Concurrido' })).status).toBe(200);
    expect(await clubStatementsDuring(reads)).toBe(one);
  });

  it('reads a popular answer afresh in the background before it ends, so that no visitor waits for its reading', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club>('/api/club', { name: 'Club Concurrido', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    const read = () => visitor.get<Club>(`/api/club/${club.id}`);
    const background = vi.spyOn(t.app, 'inject');
    // The clock stands still but for the moves below.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await read();
      expect(await clubStatementsDuring(read)).toBe(0);
      expect(background).not.toHaveBeenCalled();
      // Past half its life (two seconds), a visitor is still answered from what is kept, and one background read
      // goes through the whole pipeline again, marked as the cache's own.
      vi.setSystemTime(Date.now() + 1_200);
      expect((await read()).body.data.name).toBe('Club Concurrido');
      expect(background).toHaveBeenCalledTimes(1);
      expect(background).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: `/api/club/${club.id}`, headers: expect.objectContaining({ 'x-community-id': String(communityId) }) }));
      await background.mock.results[0]?.value;
      // Past the first answer's life, the fresh one is served: nothing is read while the visitor waits.
      vi.setSystemTime(Date.now() + 900);
      expect(await clubStatementsDuring(read)).toBe(0);
      expect(background).toHaveBeenCalledTimes(1);
      // One nobody asks for still ends.
      vi.setSystemTime(Date.now() + 2_100);
      expect(await clubStatementsDuring(read)).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
      background.mockRestore();
    }
  });

  it('forgets everything on a change notice, from this instance or another', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club>('/api/club', { name: 'Club Avisado', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    const read = () => visitor.get<Club>(`/api/club/${club.id}`);
    await read();
    expect(await clubStatementsDuring(read)).toBe(0);
    await t.app.live.publish('phase:1', { phaseId: 1, kind: 'result' });
    await expect.poll(() => clubStatementsDuring(read), { timeout: 5000 }).toBeGreaterThan(0);
  });

  it('forgets everything on a delete, whose foreign keys may reach any table', async () => {
    const as = api(t.url, scoped(communityId, owner));
    const club = (await as.post<Club>('/api/club', { name: 'Club Borrable', sportId: 1 })).body.data;
    const visitor = api(t.url, scoped(communityId));
    const list = () => visitor.get('/api/valid?size=5');
    await list();
    let sent = 0;
    const stop = t.database.watchStatements(() => (sent += 1));
    await list();
    stop();
    expect(sent).toBe(0);
    expect((await as.del(`/api/club/${club.id}`)).status).toBeLessThan(300);
    const again = t.database.watchStatements(() => (sent += 1));
    await list();
    again();
    expect(sent).toBeGreaterThan(0);
  });

  it('keeps one answer per community and language, and never a captcha challenge', async () => {
    const other = await makeCommunity(t.database.db);
    const path = '/api/club?page=0&size=20';
    const mine = (await api(t.url, scoped(communityId)).get<{ total: number }>(path)).body.data.total;
    const theirs = (await api(t.url, scoped(other)).get<{ total: number }>(path)).body.data.total;
    expect(mine).toBeGreaterThan(0);
    expect(theirs).toBe(0);
    const challenge = async () => JSON.stringify((await api(t.url).get('/api/auth/captcha')).body);
    expect(await challenge()).not.toBe(await challenge());
  });

  it('still answers a kept read with its ETag and a 304 for a repeat that has it', async () => {
    const path = `${t.url}/api/club?page=0&size=5`;
    const headers = { 'x-community-id': String(communityId) };
    const first = await fetch(path, { headers });
    const kept = await fetch(path, { headers });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(kept.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await kept.text()).toBe(await first.text());
    const repeat = await fetch(path, { headers: { ...headers, 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(repeat.status).toBe(304);
  });
});
