import type { SQL } from 'drizzle-orm';

/**
 * The rows a raw statement answers, whichever driver ran it, each an object to read field by field. A module of
 * its own, free of the drivers, so that code importing it does not open or locate a database when it loads.
 */
export async function rowsOf(db: { execute(query: SQL): PromiseLike<unknown> }, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  const rows: unknown = Array.isArray(result) ? result : typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
}

