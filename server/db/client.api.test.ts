// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';

/** The PostgreSQL error code a failed query carries, wherever the driver put it. */
function codeOf(error: unknown): unknown {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : null;
  }
  return undefined;
}

async function rows<T extends Record<string, unknown>>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = await database.db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

describe.skipIf(Boolean(process.env.API_TEST_DATABASE_URL))('the embedded database on its own thread', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    await database.db.execute(sql`create table probe (id int primary key, name text not null)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers with the same driver results and PostgreSQL error codes as a server', async () => {
    expect(database.kind).toBe('pglite');
    await database.db.execute(sql`insert into probe values (1, 'one')`);
    expect(await rows<{ id: number; name: string }>(database, sql`select id, name from probe`)).toEqual([{ id: 1, name: 'one' }]);
    const duplicate = await database.db.execute(sql`insert into probe values (1, 'again')`).catch((error: unknown) => error);
    expect(codeOf(duplicate)).toBe('23505');
    const missing = await database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    expect(codeOf(missing)).toBe('42P01');
    // A failed statement leaves the session usable.
    expect(await rows<{ n: number }>(database, sql`select count(*)::int as n from probe`)).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction whole while other queries wait for it, and rolls it back on failure', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (2, 'two')`);
      await held;
      await tx.execute(sql`insert into probe values (3, 'three')`);
    });
    // Asked for while the transaction is open: answered once it commits, with both rows.
    const meanwhile = rows<{ n: number }>(database, sql`select count(*)::int as n from probe`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await meanwhile).toEqual([{ n: 3 }]);

    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (4, 'four')`);
        await tx.execute(sql`insert into probe values (1, 'duplicate')`);
      })
      .catch((error: unknown) => error);
    expect(codeOf(failed)).toBe('23505');
    expect(await rows<{ id: number }>(database, sql`select id from probe order by id`)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('serves many concurrent queries in order, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => rows<{ value: number }>(database, sql`select ${index}::int as value`)));
    expect(answers.map((answer) => answer[0]?.value)).toEqual(Array.from({ length: 40 }, (_, index) => index));
  });

  it('closes its thread, after which queries fail instead of hanging', async () => {
    const other = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    await other.close();
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
