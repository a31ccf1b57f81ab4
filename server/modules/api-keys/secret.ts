import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or, isNull } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyScope } from '@domain/contract';
import type { Database } from '../../db/client';
import { accountUsers, accounts, apiKeys } from '../../db/schema';

/** A secret is the prefix and 256 random bits in base64url (43 characters): anything else is not looked up. */
const SECRET_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
/** How much of the secret the list shows: the prefix and a few random characters, too few to guess the rest. */
const VISIBLE = API_KEY_PREFIX.length + 6;
/** How stale `last_used_at` may get before a call writes it again: one write per key a minute at most. */
const TOUCH_EVERY_MS = 60_000;

export const isApiKeyShape = (value: string) => SECRET_SHAPE.test(value);

/** Only this digest of a key's secret is stored: a copy of the database gives nobody a usable key. */
export const secretDigest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newSecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, VISIBLE), hash: secretDigest(secret) };
}

/** What a request with a key acts as: the key, its account and the owner who made it. */
export interface KeyHolder {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  accountId: number;
  accountName: string;
  userId: number;
  /** Why the key no longer works, or null while it does. */
  refusal: 'revoked' | 'expired' | null;
}

/**
 * The key of a secret with its account, or null for a secret nobody was given. A key stops working when it is
 * revoked, when it expires, and when the owner who made it no longer owns its account (as if revoked).
 */
export async function keyOfSecret(db: Database, secret: string, now: number): Promise<KeyHolder | null> {
  if (!isApiKeyShape(secret)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      accountId: apiKeys.accountId,
      accountName: accounts.name,
      userId: apiKeys.createdByUserId,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      makerOwns: accountUsers.isOwner,
    })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .leftJoin(accountUsers, and(eq(accountUsers.accountId, apiKeys.accountId), eq(accountUsers.userId, apiKeys.createdByUserId)))
    .where(eq(apiKeys.secretHash, secretDigest(secret)))
    .limit(1);
  if (!row) return null;
  const refusal = row.revokedAt !== null || row.makerOwns !== 1 ? 'revoked' : row.expiresAt !== null && row.expiresAt.getTime() <= now ? 'expired' : null;
  if (refusal === null && (row.lastUsedAt === null || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)) {
    const stale = new Date(now - TOUCH_EVERY_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { id: row.id, name: row.name, scopes: row.scopes, accountId: row.accountId, accountName: row.accountName, userId: row.userId, refusal };
}
