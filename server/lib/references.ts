import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { validationMessage } from '@domain/contract';
import type { Database } from '../db/client';
import { badRequest } from './errors';
import { requestLocale } from './locale';

type CommunityTable = PgTable & { id: PgColumn; communityId: PgColumn };

export interface CommunityRef {
  table: CommunityTable;
  id: number | null;
  /** The failing field, e.g. `body.seasonId`. */
  field: string;
}

/**
 * Every reference a write names must be a record of the same community; the first that is not answers 400 on
 * its field. Null references are skipped.
 */
export async function assertCommunityRefs(db: Database, request: FastifyRequest, communityId: number, refs: CommunityRef[]): Promise<void> {
  for (const ref of refs) {
    if (ref.id === null) continue;
    const [row] = await db
      .select({ id: ref.table.id })
      .from(ref.table)
      .where(and(eq(ref.table.id, ref.id), eq(ref.table.communityId, communityId)))
      .limit(1);
    if (!row) throw badRequest(ref.field, validationMessage('unknownReference', requestLocale(request)));
  }
}

/** A free-text filter as an ILIKE pattern, with its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Today in UTC as YYYY-MM-DD (dates are stored as days). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
