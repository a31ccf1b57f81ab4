import { eq } from 'drizzle-orm';
import type { Locale } from '@domain/catalog';
import { passwordProblem, type AuthSession, type ProfileUpdateInput, type SessionUser } from '@domain/contract';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { AuthContext as RequestAuth } from '../../plugins/auth';
import { checkPassword, hashPassword } from '../identity/passwords';
import { revokeUserSessions } from '../identity/session-store';
import { loadSessionUser, startSession } from '../identity/session-user';
import type { AuthContext } from './context';
import { refusedPassword, tooManyAttempts, wrongCurrentPassword } from './errors';
import { findUserById } from './queries';

interface PasswordChange {
  current: string | undefined;
  next: string;
  address: string;
  locale: Locale;
}

/** Checks the current password (when there is one) and stores the new hash; every session ends. */
async function changePassword(ctx: AuthContext, userId: number, change: PasswordChange): Promise<AuthSession> {
  const { current, next, address } = change;
  const key = String(userId);
  if (await ctx.limiter.isBlocked('password', key, address)) throw tooManyAttempts();
  const user = await findUserById(ctx.db, userId);
  // A user who only ever signed in through a provider has no password yet and sets a first one.
  if (user?.passwordHash && !(await checkPassword(user.passwordHash, current ?? ''))) {
    await ctx.limiter.recordFailure('password', key, address);
    throw wrongCurrentPassword();
  }
  // The schema saw the password alone; its owner's names are known only here.
  const problem = user ? passwordProblem(next, { user: user.username, email: user.email }) : null;
  if (problem) throw refusedPassword('body.newPassword', problem, change.locale);
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
  request: { address: string; locale: Locale },
): Promise<{ user: SessionUser; session: AuthSession | null }> {
  if (userId !== auth.userId) throw forbidden();
  const session = input.newPassword ? await changePassword(ctx, userId, { current: input.currentPassword, next: input.newPassword, ...request }) : null;
  await ctx.db.update(users).set({ fullName: input.fullName, avatar: input.avatar ?? null }).where(eq(users.id, userId));
  const user = await loadSessionUser(ctx.db, userId);
  if (!user) throw forbidden();
  return { user, session: session ? { ...session, user } : null };
}
