import { eq } from 'drizzle-orm';
import type { BearerSession, SessionUser } from '@domain/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { createSession } from './session-store';
import { userMemberships } from './memberships';

/** The user as the web app's session holds it: no email, no hash, only what the menus show. */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [user] = await db
    .select({ id: users.id, user: users.username, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const memberships = await userMemberships(db, userId);
  return { ...user, accounts: memberships.map((m) => ({ id: m.accountId, name: m.accountName })) };
}

/** Opens a session and answers with the shape login, register and social sign-in share (the token leaves in the cookie). */
export async function startSession(db: Database, userId: number, ttlHours: number): Promise<BearerSession> {
  const user = await loadSessionUser(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  const { token, expires } = await createSession(db, userId, ttlHours);
  return { token, user, expires: expires.toISOString() };
}
