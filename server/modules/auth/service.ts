import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@domain/catalog';
import { passwordProblem, type BearerSession, type LoginInput, type RegisterInput, type ResetPasswordInput, type ResetRequestInput } from '@domain/contract';
import { users } from '../../db/schema';
import { checkPassword, hashPassword } from '../identity/passwords';
import { consumeToken, issueToken, peekToken } from '../identity/one-time-tokens';
import { revokeUserSessions } from '../identity/session-store';
import { startSession } from '../identity/session-user';
import type { AuthContext } from './context';
import { accountTaken, captchaHarder, captchaInvalid, invalidCredentials, refusedPassword, tokenInvalid, tooManyAttempts } from './errors';
import { findLoginUser, findUserByEmail, findUserById, insertUserWithAccount, isUniqueViolation, usernameOrEmailTaken } from './queries';
import { resetMail, verifyMail } from './mails';

/** Spends the solution and answers what it cost, so a login can tell a costlier captcha from a plain one. */
export async function requireCaptcha(ctx: AuthContext, solution: string | undefined): Promise<number> {
  const cost = await ctx.captcha.redeemCost(solution);
  if (cost === null) throw captchaInvalid();
  return cost;
}

/** Who is asking: the address the limits count and the work their captcha cost. */
export interface Attempt {
  address: string;
  captchaCost: number;
}

export async function login(ctx: AuthContext, input: LoginInput, attempt: Attempt): Promise<BearerSession> {
  if (await ctx.limiter.isBlocked('login', input.user, attempt.address)) throw tooManyAttempts();
  // Many failures on this name from anywhere: its owner still gets in, after more proof of work.
  if (attempt.captchaCost < ctx.captcha.hardCost && (await ctx.limiter.isUnderAttack('login', input.user))) throw captchaHarder();
  const user = await findLoginUser(ctx.db, input.user);
  // Always verify, even without a user, so timing does not tell whether the name exists.
  const valid = await checkPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await ctx.limiter.recordFailure('login', input.user, attempt.address);
    throw invalidCredentials();
  }
  return startSession(ctx.db, user.id, ctx.config.SESSION_TTL_HOURS);
}

export async function sendVerification(ctx: AuthContext, userId: number, locale: Locale): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.emailVerifiedAt) return;
  const token = await issueToken(ctx.db, user.id, 'verify-email');
  await ctx.mailer.send(verifyMail(user.email, user.fullName, token, locale, ctx.config.PUBLIC_URL));
}

export async function register(ctx: AuthContext, input: RegisterInput, where: { locale: Locale; communityId: number | null; address: string }): Promise<BearerSession> {
  const { locale, communityId, address } = where;
  if (await ctx.limiter.isBlocked('register', input.user, address)) throw tooManyAttempts();
  if (await usernameOrEmailTaken(ctx.db, input.user, input.email)) {
    await ctx.limiter.recordFailure('register', input.user, address);
    throw accountTaken();
  }
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await insertUserWithAccount(ctx.db, { username: input.user, email: input.email, passwordHash, fullName: input.fullName, communityId });
  } catch (error) {
    if (isUniqueViolation(error)) throw accountTaken();
    throw error;
  }
  await sendVerification(ctx, userId, locale);
  return startSession(ctx.db, userId, ctx.config.SESSION_TTL_HOURS);
}

export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  const userId = await consumeToken(ctx.db, token, 'verify-email');
  if (userId === null) throw tokenInvalid();
  await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Answers the same way whether or not the email exists: the lookup and the mail happen after the answer,
 * so neither the message nor the timing tells anything.
 */
export async function requestReset(ctx: AuthContext, input: ResetRequestInput, where: { locale: Locale; address: string }, log: FastifyBaseLogger): Promise<void> {
  const { locale, address } = where;
  if (await ctx.limiter.isBlocked('reset', input.email, address)) throw tooManyAttempts();
  await ctx.limiter.recordFailure('reset', input.email, address);
  void (async () => {
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user) return;
    const token = await issueToken(ctx.db, user.id, 'reset-password');
    await ctx.mailer.send(resetMail(user.email, user.fullName, token, locale, ctx.config.PUBLIC_URL));
  })().catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
}

/**
 * A new password ends every open session; the mailed link also proves the address. The password is judged
 * against its owner before the token is spent, so a refused one leaves the link usable.
 */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordInput, locale: Locale): Promise<void> {
  const ownerId = await peekToken(ctx.db, input.token, 'reset-password');
  const owner = ownerId === null ? null : await findUserById(ctx.db, ownerId);
  const problem = owner ? passwordProblem(input.password, { user: owner.username, email: owner.email }) : null;
  if (problem) throw refusedPassword('body.password', problem, locale);
  const userId = await consumeToken(ctx.db, input.token, 'reset-password');
  if (userId === null) throw tokenInvalid();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.update(users).set({ passwordHash, emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  await revokeUserSessions(ctx.db, userId);
}
