import { eq } from 'drizzle-orm';
import type { AuthSession, ProfileUpdateInput, SessionUser } from '@domain/contract';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { AuthContext as RequestAuth } from '../../plugins/auth';
import { checkPassword, hashPassword } from '../identity/passwords';
import { revokeUserSessions } from '../identity/session-store';
import { loadSessionUser, startSession } from '../identity/session-user';
import type { AuthContext } from './context';
import { tooManyAttempts, wrongCurrentPassword } from './errors';
import { findUserById } from './queries';

/** Checks the current password (when there is one) and stores the new hash; every session ends. */
async function changePassword(ctx: AuthContext, userId: number, current: string | undefined, next: string): Promise<AuthSession> {
  const key = String(userId);
  if (await ctx.limiter.isBlocked('password', key)) throw tooManyAttempts();
  const user = await findUserById(ctx.db, userId);
  // A user who only ever signed in through a provider has no password yet and sets a first one.
  if (user?.passwordHash && !(await checkPassword(user.passwordHash, current ?? ''))) {
    await ctx.limiter.recordFailure('password', key);
    throw wrongCurrentPassword();
  }
  await ctx.db.update(users).set({ passwordHash: await hashPassword(next) }).where(eq(users.id, userId));
  await revokeUserSessions(ctx.db, userId);
  return startSession(ctx.db, userId, ctx.config.SESSION_TTL_HOURS);
}

/** `PUT auth/{id}`: only the user themself; a password change answers with a fresh session. */
export async function updateProfile(
  ctx: AuthContext,
  auth: RequestAuth,
  userId: number,
  input: ProfileUpdateInput,
): Promise<{ user: SessionUser; session: AuthSession | null }> {
  if (userId !== auth.userId) throw forbidden();
  const session = input.newPassword ? await changePassword(ctx, userId, input.currentPassword, input.newPassword) : null;
  await ctx.db.update(users).set({ fullName: input.fullName, avatar: input.avatar ?? null }).where(eq(users.id, userId));
  const user = await loadSessionUser(ctx.db, userId);
  if (!user) throw forbidden();
  return { user, session: session ? { ...session, user } : null };
}
