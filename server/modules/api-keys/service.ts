import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@domain/catalog';
import { API_KEY_MESSAGES, ERROR_CODES, type ApiKey, type ApiKeyCreated, type ApiKeyInput } from '@domain/contract';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { assertAccountOwner } from '../accounts/ownership';
import { newSecret } from './secret';

type KeyRow = typeof apiKeys.$inferSelect;

const toView = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  version: row.version,
});

/** The keys of the account the caller acts as, newest first: for its direct owners only. */
export async function listKeys(db: Database, auth: AuthContext): Promise<ApiKey[]> {
  assertAccountOwner(auth, auth.accountId);
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.accountId, auth.accountId)).orderBy(desc(apiKeys.id));
  return rows.map(toView);
}

/** A new key of the acting account; its secret is in this answer and nowhere else. */
export async function createKey(db: Database, auth: AuthContext, input: ApiKeyInput, locale: Locale): Promise<ApiKeyCreated> {
  assertAccountOwner(auth, auth.accountId);
  if (input.expiresAt && new Date(input.expiresAt).getTime() <= Date.now()) throw badRequest('body.expiresAt', API_KEY_MESSAGES.pastExpiry[locale]);
  const { secret, prefix, hash } = newSecret();
  const [row] = await db
    .insert(apiKeys)
    .values({
      accountId: auth.accountId,
      createdByUserId: auth.userId,
      name: input.name,
      prefix,
      secretHash: hash,
      scopes: [...new Set(input.scopes)],
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning();
  if (!row) throw notFound();
  return { ...toView(row), secret };
}

/**
 * Revokes key `id` on the version read: 404 when there is no such key, 403 when the caller owns no account of
 * it, 409 with the key as it is when someone changed it first. Revoking a revoked key answers it as it is.
 */
export async function revokeKey(db: Database, auth: AuthContext, id: number, version: number): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    if (!row) throw notFound();
    assertAccountOwner(auth, row.accountId);
    if (row.version !== version) throw new ApiError(409, ERROR_CODES.conflict, 'staleVersion', '', undefined, { version: row.version });
    if (row.revokedAt !== null) return toView(row);
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), version: row.version + 1 })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.version, version)))
      .returning();
    if (!revoked) throw new ApiError(409, ERROR_CODES.conflict, 'staleVersion');
    return toView(revoked);
  });
}
