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


/** A column of a raw row read as a number: counts arrive as text or bigint from some drivers. */
export const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** A text column of a raw row. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A timestamp column of a raw row: a Date or its text, by driver. */
export const timeOf = (value: unknown): Date | null => (value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null);

/** A text[] column of a raw row. */
export const textsOf = (value: unknown): string[] | null => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null);
