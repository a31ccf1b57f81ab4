// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personTotal, type CutPoint } from '@domain/rankings';
import type { ModalityTableRow, RankingView, RatingSystemView } from '@domain/contract';
import { balanceLines, persons, rankingModalities, rankingStandings, valids } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { api, makeCommunity, scoped } from '../../test/catalog';
import { today } from './finish';
import { refreshStandings } from './processing';
import { refreshDueStandings } from './table';

let t: TestApp;
let table = 0;
let people: number[] = [];
let tournaments: number[] = [];
let community = 0;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  community = await makeCommunity(db);
  const as = api(t.url, scoped(community, await createTestUser(db)));
  const rating = await as.post<RatingSystemView>('/api/discounts', { name: 'Totales', updateMomentId: 1, positions: [{ upTo: 1, points: 10 }], perMatchWon: 0 });
  const ranking = await as.post<RankingView>('/api/ranking', { name: 'Totales', sportId: 1, ratingSystemId: rating.body.data.id, rankingModalities: [{ modalityId: 1, genreId: 3 }] });
  table = ranking.body.data.rankingModalities[0]?.id ?? 0;
  const valid = (index: number) => ({ communityId: community, name: `Totales ${index}`, sportId: 1, modalityId: 1, genreId: 3, startDate: '2025-01-01', endDate: '2025-01-02', statusId: 3 });
  tournaments = (await db.insert(valids).values([0, 1, 2, 3, 4].map(valid)).returning({ id: valids.id })).map((row) => row.id);
  const person = (index: number) => ({ communityId: community, modalityId: 1, sportId: 1, genreId: 3, firstName: `Totales ${index}`, lastName: 'Test' });
  people = (await db.insert(persons).values([0, 1, 2, 3, 4, 5].map(person)).returning({ id: persons.id })).map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

const AS_OF = '2026-06-15';
const CUTS: CutPoint[] = [{ typeId: null }, { typeId: 5, moves: 1 }, { typeId: 6, months: 6 }, { typeId: 7, best: 2 }, { typeId: 7, best: 0 }, { typeId: 8, months: 6 }];

/** Lines over a year and a half around AS_OF: several per tournament, some later than AS_OF, one person only long ago. */
function linesOf(seed: number) {
  return people.flatMap((personId, p) =>
    Array.from({ length: p === 5 ? 2 : 3 + p * 2 }, (_, n) => {
      const k = seed + p * 7 + n * 13;
      const month = p === 5 ? 1 + n : 1 + (k % 19);
      const date = `${month > 12 ? 2026 : 2025}-${String(month > 12 ? month - 12 : month).padStart(2, '0')}-15`;
      return { rankingModalityId: table, personId, validId: tournaments[k % tournaments.length] ?? 0, phaseId: null, source: 'valid' as const, reason: 'position' as const, detail: 1, points: (k * 37) % 50, date };
    }),
  );
}

async function stored() {
  const rows = await t.database.db.select().from(rankingStandings).where(eq(rankingStandings.rankingModalityId, table));
  // The table's count of people moves with every change, full or partial.
  const [modality] = await t.database.db.select({ count: rankingModalities.standingsCount }).from(rankingModalities).where(eq(rankingModalities.id, table));
  expect(modality?.count).toBe(rows.length);
  return rows.map(({ personId, points, tournaments: count, lastDate }) => ({ personId, points, tournaments: count, lastDate })).sort((a, b) => a.personId - b.personId);
}

function expected(lines: ReturnType<typeof linesOf>, cut: CutPoint) {
  return people.flatMap((personId) => {
    const total = personTotal(personId, lines.filter((line) => line.personId === personId), cut, AS_OF);
    return total ? [total] : [];
  });
}

describe('stored standings', () => {
  it('hold, for every cut point, the totals the rules give, whether all people or some are recomputed', async () => {
    const db = t.database.db;
    const first = linesOf(1);
    await db.insert(balanceLines).values(first);
    for (const cut of CUTS) {
      await db.transaction((tx) => refreshStandings(tx, table, cut, AS_OF, null));
      expect(await stored(), `cut ${JSON.stringify(cut)}`).toEqual(expected(first, cut));
    }

    // Some people's lines change: recomputing only them gives the same table as recomputing everyone.
    const changed = people.slice(0, 3);
    const second = [...first.filter((line) => !changed.includes(line.personId)), ...linesOf(5).filter((line) => changed.includes(line.personId) && line.personId !== people[2])];
    await db.delete(balanceLines).where(eq(balanceLines.rankingModalityId, table));
    await db.insert(balanceLines).values(second);
    for (const cut of CUTS) {
      await db.transaction((tx) => refreshStandings(tx, table, cut, AS_OF, null));
      await db.delete(balanceLines).where(eq(balanceLines.rankingModalityId, table));
      await db.insert(balanceLines).values(first);
      await db.transaction((tx) => refreshStandings(tx, table, cut, AS_OF, null));
      await db.delete(balanceLines).where(eq(balanceLines.rankingModalityId, table));
      await db.insert(balanceLines).values(second);
      await db.transaction((tx) => refreshStandings(tx, table, cut, AS_OF, changed));
      expect(await stored(), `cut ${JSON.stringify(cut)}`).toEqual(expected(second, cut));
    }
  });

  it('hold the same totals when one statement takes some lines out, puts others in and recomputes', async () => {
    const db = t.database.db;
    const first = linesOf(2);
    const changed = people.slice(1, 4);
    // Person 3 loses every line; persons 1 and 2 get new ones; the others keep theirs.
    const added = linesOf(9).filter((line) => line.personId === people[1] || line.personId === people[2]);
    const second = [...first.filter((line) => !changed.includes(line.personId)), ...added];
    const key = (line: (typeof first)[number]) => [line.personId, line.validId, line.points, line.date].join('|');
    for (const cut of CUTS) {
      await db.delete(balanceLines).where(eq(balanceLines.rankingModalityId, table));
      const ids = await db.insert(balanceLines).values(first).returning({ id: balanceLines.id, personId: balanceLines.personId });
      await db.transaction((tx) => refreshStandings(tx, table, cut, AS_OF, null));
      const removedIds = ids.filter((row) => changed.includes(row.personId)).map((row) => row.id);
      await db.transaction((tx) => refreshStandings(tx, table, cut, AS_OF, changed, { removedIds, added }));
      expect(await stored(), `cut ${JSON.stringify(cut)}`).toEqual(expected(second, cut));
      const lines = await db.select().from(balanceLines).where(eq(balanceLines.rankingModalityId, table));
      expect(lines.map((line) => key({ ...line, phaseId: null, source: 'valid', reason: 'position' })).sort()).toEqual(second.map(key).sort());
    }
  });
});

describe('pages of a table', () => {
  it('give equal points the better position, across page boundaries, whether the table is read whole or narrowed', async () => {
    const db = t.database.db;
    const points = [10, 10, 10, 5, 5, 3];
    await db.delete(rankingStandings).where(eq(rankingStandings.rankingModalityId, table));
    await db.insert(rankingStandings).values(people.map((personId, index) => ({ rankingModalityId: table, personId, points: points[index] ?? 0, tournaments: 1, lastDate: AS_OF })));
    // Stored standings are current for today: the read takes them as they are.
    await db.update(rankingModalities).set({ standingsOn: new Date().toISOString().slice(0, 10), standingsCount: people.length }).where(eq(rankingModalities.id, table));
    const visitor = api(t.url, scoped(community));
    const read = async (size: number, q: string) => {
      const positions: Array<[number, number, number]> = [];
      for (let page = 0; page * size < people.length; page += 1) {
        const res = await visitor.get<{ items: ModalityTableRow[]; total: number }>(`/api/ranking/modality/${table}?page=${page}&size=${size}${q}`);
        expect(res.status).toBe(200);
        expect(res.body.data.total).toBe(people.length);
        positions.push(...res.body.data.items.map((row): [number, number, number] => [row.personId, row.position, row.overallPosition]));
      }
      return positions;
    };
    const want = people.map((personId, index): [number, number, number] => [personId, [1, 1, 1, 4, 4, 6][index] ?? 0, [1, 1, 1, 4, 4, 6][index] ?? 0]);
    for (const size of [1, 2, 4, 5, 6]) {
      expect(await read(size, ''), `pages of ${size}`).toEqual(want);
      expect(await read(size, '&q=totales'), `pages of ${size}, narrowed by name`).toEqual(want);
    }
  });
});

describe('a new day', () => {
  it('brings a table due for new standings up to today outside any read, and leaves one that does not move with the day', async () => {
    const db = t.database.db;
    const standingsOn = async () => (await db.select({ on: rankingModalities.standingsOn }).from(rankingModalities).where(eq(rankingModalities.id, table)))[0]?.on;
    // Never computed: due whatever its cut point.
    await db.update(rankingModalities).set({ standingsOn: null }).where(eq(rankingModalities.id, table));
    expect(await refreshDueStandings(db)).toBeGreaterThanOrEqual(1);
    expect(await standingsOn()).toBe(today());
    // Computed on an earlier day, with a cut point that does not move with the calendar: not due.
    await db.update(rankingModalities).set({ standingsOn: '2020-01-01' }).where(eq(rankingModalities.id, table));
    await refreshDueStandings(db);
    expect(await standingsOn()).toBe('2020-01-01');
  });
});
