// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { tablesDue, upkeep } from './maintenance';
import { makeCommunity } from '../test/catalog';
import { persons } from './schema';
import { rowsOf } from './rows';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function deadRows(table: string): Promise<number> {
  await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await rowsOf(t.database.db, sql`select n_dead_tup from pg_stat_user_tables where relname = ${table}`);
  return Number(rows[0]?.n_dead_tup ?? -1);
}

// PostgreSQL vacuums on its own, at moments of its choosing: the upkeep is the embedded database's, and checked there.
describe.skipIf(Boolean(process.env.API_TEST_DATABASE_URL))('table upkeep of the embedded database', () => {
  it('vacuums a table once its dead rows pass the threshold, and leaves the others alone', async () => {
    const db = t.database.db;
    const community = await makeCommunity(db);
    const person = (index: number) => ({ communityId: community, modalityId: 1, sportId: 1, genreId: 3, firstName: `Limpieza ${index}`, lastName: 'Test' });
    const ids = (await db.insert(persons).values(Array.from({ length: 400 }, (_, index) => person(index))).returning({ id: persons.id })).map((row) => row.id);
    await upkeep(db, await tablesDue(db));
    expect((await tablesDue(db)).map((due) => due.table)).not.toContain('persons');

    // 20 dead rows of 400 stay under 50 + 20%: not due yet.
    await db.execute(sql`update ${persons} set last_name = 'Cambio' where id = any(${`{${ids.slice(0, 20).join(',')}}`}::int[])`);
    expect((await tablesDue(db)).find((due) => due.table === 'persons')?.vacuum ?? false).toBe(false);

    // 300 more pass it: the table is due, and the upkeep reclaims its dead rows.
    await db.execute(sql`update ${persons} set last_name = 'Otro' where id = any(${`{${ids.slice(50, 350).join(',')}}`}::int[])`);
    expect(await deadRows('persons')).toBeGreaterThanOrEqual(320);
    const due = (await tablesDue(db)).find((table) => table.table === 'persons');
    expect(due).toEqual({ table: 'persons', vacuum: true, analyze: true });
    await upkeep(db, due ? [due] : []);
    expect(await deadRows('persons')).toBe(0);
    expect((await tablesDue(db)).map((table) => table.table)).not.toContain('persons');
  });
});
