import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const exported: unknown[] = Object.values(schema);
const TABLES = exported
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/**
 * Every row of every table of the schema, table by table, in a stable order: two snapshots are equal only if no
 * write landed in between. One round trip, so it can run around each request under test.
 */
export async function snapshotDatabase(db: Database): Promise<Record<string, string>> {
  const query = TABLES.map((name) => `select '${name}' as name, coalesce((select json_agg(r order by r::text)::text from "${name}" r), '[]') as rows`).join(' union all ');
  const result = await db.execute<{ name: string; rows: string }>(sql.raw(query));
  const rows = Array.isArray(result) ? result : (result as { rows: { name: string; rows: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}
