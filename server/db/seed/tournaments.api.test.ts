// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { api, scoped, type PageOf } from '../../test/catalog';
import { communities, outbox, persons } from '../schema';
import { seedDemoIfEmpty } from './demo';
import type { Inscribed, MultiTournament, Valid, ValidDetail } from '@domain/contract';

let t: TestApp;
let seedMs = 0;

beforeAll(async () => {
  t = await startTestApp();
  const started = performance.now();
  await seedDemoIfEmpty(t.database.db);
  seedMs = performance.now() - started;
});
afterAll(async () => {
  await t.close();
});

describe('demo tournaments', () => {
  it('fill every space with each of its sports in each status, and a multi-tournament of three', async () => {
    const spaces = await t.database.db.select({ id: communities.id, sportId: communities.sportId, domain: communities.domain }).from(communities);
    expect(spaces).toHaveLength(3);
    for (const space of spaces) {
      const list = (await api(t.url, scoped(space.id)).get<PageOf<Valid>>('/api/valid?size=100&open=false')).body.data.items;
      const open = (await api(t.url, scoped(space.id)).get<PageOf<Valid>>('/api/valid?size=100&open=true')).body.data.items;
      const all = [...list, ...open];
      const sports = space.sportId === null ? [1, 2, 3, 5, 6] : [space.sportId];
      for (const sportId of sports) {
        const statuses = new Set(all.filter((valid) => valid.sportId === sportId && valid.tournamentId === null).map((valid) => valid.statusId));
        expect([...statuses].sort(), `${space.domain} sport ${sportId}`).toEqual([1, 2, 3, 4, 5]);
        expect(open.some((valid) => valid.sportId === sportId && valid.statusId === 1), `${space.domain} sport ${sportId} open`).toBe(true);
      }
      const multis = (await api(t.url, scoped(space.id)).get<PageOf<MultiTournament>>('/api/tournament')).body.data.items;
      expect(multis.map((multi) => multi.validCount)).toEqual([3]);
      for (const valid of all) {
        expect(valid.phaseCount, valid.name).toBeGreaterThan(0);
        if (valid.statusId !== 1) expect(valid.entryCount, `${space.domain} ${valid.name}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(seedMs).toBeLessThan(15_000);
  });

  it('enter only people who fit the tournament, and record finished ones for ranking', async () => {
    const [space] = await t.database.db.select({ id: communities.id }).from(communities).where(eq(communities.domain, 'torneos'));
    const as = api(t.url, scoped(space?.id ?? 0));
    const women = (await as.get<PageOf<Valid>>('/api/valid?genreId=2&size=50')).body.data.items;
    expect(women.length).toBeGreaterThan(0);
    for (const valid of women) {
      const entries = (await as.get<PageOf<Inscribed>>(`/api/inscribed/${valid.id}?size=100`)).body.data.items;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.person.genreId === 2 && entry.person.modalityId === valid.modalityId)).toBe(true);
    }
    const seniors = (await as.get<PageOf<Valid>>('/api/valid?size=100')).body.data.items.filter((valid) => valid.ageCategoryName === 'Mayores');
    for (const valid of seniors) {
      const entries = (await as.get<PageOf<Inscribed>>(`/api/inscribed/${valid.id}?size=100`)).body.data.items;
      for (const entry of entries) {
        // Birth dates are private: the seed's own rows are read, not a visitor's view of them.
        const [person] = await t.database.db.select({ birthDate: persons.birthDate }).from(persons).where(eq(persons.id, entry.personId));
        expect(typeof person?.birthDate === 'string' && person.birthDate && person.birthDate <= `${Number(valid.startDate.slice(0, 4)) - 18}${valid.startDate.slice(4)}`).toBe(true);
      }
    }
    const finished = (await as.get<PageOf<Valid>>('/api/valid?statusId=3&size=100')).body.data.items;
    const detail = (await as.get<ValidDetail>(`/api/valid/${finished[0]?.id ?? 0}`)).body.data;
    expect(detail.phases.every((phase) => phase.statusId === 3)).toBe(true);
    const requests = await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, `ranking-processing:valid:${detail.id}`));
    expect(requests).toHaveLength(1);
  });
});
