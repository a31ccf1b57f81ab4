import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userTokens } from '../../db/schema';
import { hashToken } from './session-store';

export type TokenPurpose = 'verify-email' | 'reset-password';

export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { 'verify-email': 24 * 60, 'reset-password': 30 };

/** A fresh mailed token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Database, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MINUTES[purpose] * 60_000),
  });
  return token;
}

/** The user of a token that still works, without spending it (to check what it would be spent on). */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Redeems a token once: the conditional update marks it used and returns its user in one statement, so two
 * simultaneous clicks cannot both succeed.
 */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
