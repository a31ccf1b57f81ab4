import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { validationMessage } from '@domain/contract';
import type { Database } from '../db/client';
import { accountShares } from '../db/schema';
import { requireAuth } from '../plugins/auth';
import { badRequest } from './errors';
import { requestLocale } from './locale';
import { isOwnedReferenceField, OWNED_REFERENCE_FIELDS, OWNED_SOURCES, type OwnedKind } from './reference-fields';

type CommunityTable = PgTable & { id: PgColumn; communityId: PgColumn };

export interface CommunityRef {
  table: CommunityTable;
  id: number | null;
  /** The failing field, e.g. `body.tournamentId`. */
  field: string;
}

/**
 * Every reference a write names must be a record of the same community; the first that is not answers 400 on
 * its field. Null references are skipped. For records an account keeps, `assertOwnedReferences` says more.
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

interface FoundRef {
  kind: OwnedKind;
  id: number;
  /** Where it sits in the request, e.g. `body.teamMembers.0.personId`. */
  field: string;
}

/** The owned references in a value, in the order they appear, by the field names of `OWNED_REFERENCE_FIELDS`. */
function ownedReferencesIn(value: unknown, path: string, found: FoundRef[] = []): FoundRef[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => ownedReferencesIn(item, `${path}.${index}`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = `${path}.${key}`;
      if (!isOwnedReferenceField(key)) {
        ownedReferencesIn(item, field, found);
        continue;
      }
      const kind = OWNED_REFERENCE_FIELDS[key];
      if (typeof item === 'number') found.push({ kind, id: item, field });
      if (!Array.isArray(item)) continue;
      for (const [index, id] of item.entries()) if (typeof id === 'number') found.push({ kind, id, field: `${field}.${index}` });
    }
  }
  return found;
}

/** The acting account and the accounts that share themselves with it (`account_shares`). */
export async function actingAccounts(db: Database, request: FastifyRequest): Promise<number[]> {
  const { accountId } = requireAuth(request);
  const sharers = await db.select({ accountId: accountShares.accountId }).from(accountShares).where(eq(accountShares.sharedWithAccountId, accountId));
  return [accountId, ...sharers.map((row) => row.accountId)];
}

/**
 * The one rule for references to records an account keeps (`OWNED_REFERENCE_FIELDS`, wherever they sit in
 * `input`): each must be a record of the community that the acting account keeps or that its keeper shares with
 * it. The first that is not answers 400 on its field: `unknownReference` when no such record is in the community,
 * `foreignReference` when another account keeps it. A service passes the part of its input the rule covers;
 * `kept` holds the references the record already has, which may stay whoever keeps them now.
 */
export async function assertOwnedReferences(db: Database, request: FastifyRequest, communityId: number, input: object, kept: object = {}): Promise<void> {
  const keptIds = new Set(ownedReferencesIn(kept, 'body').map((ref) => `${ref.kind}:${ref.id}`));
  const refs = ownedReferencesIn(input, 'body').filter((ref) => !keptIds.has(`${ref.kind}:${ref.id}`));
  if (refs.length === 0) return;
  const accounts = await actingAccounts(db, request);
  const mine = new Map<string, boolean>();
  for (const kind of new Set(refs.map((ref) => ref.kind))) {
    const { table, ownedBy } = OWNED_SOURCES[kind];
    const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
    const rows = await db
      .select({ id: table.id, mine: sql<number>`case when ${ownedBy(accounts)} then 1 else 0 end`.mapWith(Number) })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.communityId, communityId)));
    for (const row of rows) mine.set(`${kind}:${String(row.id)}`, row.mine === 1);
  }
  for (const ref of refs) {
    const owned = mine.get(`${ref.kind}:${ref.id}`);
    if (owned === undefined) throw badRequest(ref.field, validationMessage('unknownReference', requestLocale(request)));
    if (!owned) throw badRequest(ref.field, validationMessage('foreignReference', requestLocale(request)));
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
