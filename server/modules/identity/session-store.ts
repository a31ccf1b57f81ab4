import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
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

/** How stale `last_seen_at` may get before a request writes it again: one write per session every few minutes. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Where a token's session is open: not revoked, within its lifetime, and used within the idle limit. */
export function openSession(token: string, idleMinutes: number, now: number): SQL | undefined {
  return and(
    eq(sessions.tokenHash, hashToken(token)),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date(now)),
    gt(sessions.lastSeenAt, new Date(now - idleMinutes * 60_000)),
  );
}

/** Tokens are 43 base64url characters: anything else is not looked up. */
export const isTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Writes the session's last use when the stored one is older than a few minutes. */
export async function touchSession(db: Database, session: { id: number; lastSeenAt: Date }, now: number): Promise<void> {
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, session.id));
  }
}

/**
 * The open session of a token: not revoked, within its lifetime, and used within the idle limit (give the limit
 * in minutes; the last use is kept to within a few minutes, so the limit holds to that precision).
 */
export async function findActiveSession(db: Database, token: string, idleMinutes: number): Promise<{ id: number; userId: number; expiresAt: Date } | null> {
  if (!isTokenShape(token)) return null;
  const now = Date.now();
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(openSession(token, idleMinutes, now))
    .limit(1);
  if (!row) return null;
  await touchSession(db, row, now);
  return { id: row.id, userId: row.userId, expiresAt: row.expiresAt };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Used on password change: every open session of the user ends. */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
