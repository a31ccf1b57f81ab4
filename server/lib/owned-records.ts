import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ApiErrorBody, Page } from '@domain/contract';
import type { Database } from '../db/client';
import { assertOwner } from '../plugins/auth';
import { ApiError, conflict, missingVersion, notFound } from './errors';
import { ERROR_CODES } from '@domain/contract';
import { requestLocale } from './locale';

/** A catalogue table: scoped to a community, owned by the account that created it, versioned. */
export type OwnedTable = PgTable & {
  id: PgColumn;
  communityId: PgColumn;
  createdByAccountId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

// A type literal, not an interface: rows read from a table are plain records, and must stay assignable to one.
export type OwnedRow = {
  id: number;
  communityId: number;
  createdByAccountId: number | null;
  version: number;
};

/**
 * Someone changed the record since the caller read it: 409 with the record's current version (and whatever else of it
 * the caller needs to try again, where the code has it), so a program can read it again or retry on it.
 */
export const staleVersion = (current: NonNullable<ApiErrorBody['current']>) => new ApiError(409, ERROR_CODES.conflict, 'staleVersion', '', undefined, current);

/**
 * The answer to a change whose guarded write found the row at another version than the one checked (someone saved
 * in between): the version it has now, read again, or 404 when it was deleted meanwhile.
 */
export async function staleNow(read: () => Promise<{ version: number } | null | undefined>): Promise<ApiError> {
  const now = await read();
  return now ? staleVersion({ version: now.version }) : notFound();
}

/**
 * The version check of every change: none sent is a 400 on `body.version` (a write that names no version would
 * overwrite whatever is stored), another one than the stored is a 409 with the current version.
 */
export function assertVersion(request: FastifyRequest, sent: number | undefined, current: number, extra: Omit<NonNullable<ApiErrorBody['current']>, 'version'> = {}): void {
  if (sent === undefined) throw missingVersion(requestLocale(request));
  if (sent !== current) throw staleVersion({ version: current, ...extra });
}
export const inUse = () => new ApiError(409, ERROR_CODES.conflict, 'inUse');

/** The PostgreSQL error code of a failed query, whichever driver (and drizzle wrapper) raised it. */
export function pgErrorCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = typeof current === 'object' && 'cause' in current ? current.cause : null;
  }
  return null;
}

/** Still referenced by another row: a foreign key (23503) or an ON DELETE RESTRICT (23001) refused the delete. */
export function isReferenced(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === '23503' || code === '23001';
}

export interface Paging {
  page: number;
  size: number;
}

/**
 * The queries every owned catalogue table shares: a community's page of rows, one row, and writes that keep
 * `version` honest (an update only lands on the version it was read at).
 */
export function ownedRecords<TTable extends OwnedTable, TRow extends OwnedRow>(table: TTable, order: (PgColumn | SQL)[]) {
  const base = table as PgTable;
  // Rows of this table, read with every column: TRow is its select shape.
  const isRow = (row: Record<string, unknown>): row is TRow => typeof row.id === 'number' && typeof row.version === 'number' && typeof row.communityId === 'number';
  const toRow = (row: Record<string, unknown>): TRow => {
    if (isRow(row)) return row;
    throw new Error('a row without id, version or community');
  };
  return {
    async page(db: Database, communityId: number, paging: Paging, extra?: SQL): Promise<Page<TRow>> {
      const where = and(eq(table.communityId, communityId), extra);
      const items = await db.select().from(base).where(where).orderBy(...order).limit(paging.size).offset(paging.page * paging.size);
      const [totals] = await db.select({ total: count() }).from(base).where(where);
      return { items: items.map(toRow), page: paging.page, size: paging.size, total: totals?.total ?? 0 };
    },
    async find(db: Database, id: number): Promise<TRow | null> {
      const [row] = await db.select().from(base).where(eq(table.id, id)).limit(1);
      return row ? toRow(row) : null;
    },
    async insert(db: Database, values: Record<string, unknown>): Promise<TRow> {
      try {
        const [row] = await db.insert(base).values(values).returning();
        if (!row) throw new Error('the insert returned no row');
        return toRow(row);
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw conflict();
        throw error;
      }
    },
    /** Applies the change only if nobody changed the row since `version`; otherwise 409 with the version it has now. */
    async update(db: Database, row: TRow, values: Record<string, unknown>): Promise<TRow> {
      const [updated] = await db
        .update(base)
        .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() })
        .where(and(eq(table.id, row.id), eq(table.version, row.version)))
        .returning()
        .catch((error: unknown) => {
          if (pgErrorCode(error) === '23505') throw conflict();
          throw error;
        });
      if (!updated) {
        const [now] = await db.select().from(base).where(eq(table.id, row.id)).limit(1);
        if (!now) throw notFound();
        throw staleVersion({ version: toRow(now).version });
      }
      return toRow(updated);
    },
    async remove(db: Database, id: number): Promise<void> {
      try {
        await db.delete(base).where(eq(table.id, id));
      } catch (error) {
        if (isReferenced(error)) throw inUse();
        throw error;
      }
    },
  };
}

/** A row about to be deleted or acted on: 404 when it does not exist, 403 when another account created it. */
export function assertEditable<TRow extends OwnedRow>(request: FastifyRequest, row: TRow | null): TRow {
  if (!row) throw notFound();
  assertOwner(request, row.createdByAccountId);
  return row;
}

/**
 * A row about to be changed: as `assertEditable`, and 400 when the change names no version, 409 (with the current
 * version) when the caller edited an older version than the stored one.
 */
export function assertEditableAt<TRow extends OwnedRow>(request: FastifyRequest, row: TRow | null, version: number | undefined): TRow {
  const editable = assertEditable(request, row);
  assertVersion(request, version, editable.version);
  return editable;
}
