import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/** Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, userId: number, ttlHours: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: expires });
  return { token, expires };
}

export async function findActiveSession(db: Database, token: string): Promise<{ id: number; userId: number; expiresAt: Date } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Used on password change: every open session of the user ends. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
