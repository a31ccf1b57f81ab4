import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CaptchaFields, LoginInput, registerInput, resetPasswordInput, ResetRequestInput, VerifyEmailInput } from '@domain/contract';
import { parseRequest } from '../../lib/validate';
import { requestLocale } from '../../lib/locale';
import { clearSessionCookie, requireAuth, writeSessionToken } from '../../plugins/auth';
import { unauthorized } from '../../lib/errors';
import { isCommonPassword } from '../identity/common-passwords';
import { findActiveSession, revokeSession } from '../identity/session-store';
import { authContext, authRateLimit, type AuthContext } from './context';
import { login, register, requestReset, requireCaptcha, resetPassword, sendVerification, verifyEmail } from './service';
import profileRoutes from './profile-routes';
import socialRoutes from './social/routes';
import { asksForToken, withoutToken } from './token-answer';

const tags = ['auth'];
const RegisterInput = registerInput(isCommonPassword);
const ResetPasswordInput = resetPasswordInput(isCommonPassword);
/** How the sign-in answers hand out the session, in the OpenAPI description. */
const SESSION_ANSWER =
  'Answers `{ user, expires }` and sets the session in an HttpOnly cookie. An API client that authenticates with `Authorization: Bearer` sends `"token": true` in the body to get the session token in the answer as well (`{ token, user, expires }`); the web app never asks for it.';
const CaptchaQuery = v.object({ strength: v.optional(v.picklist(['normal', 'high'], 'oneOf'), 'normal') });

/** The captcha comes first: a bot without a solution never reaches the password hashing. Answers its cost. */
async function captchaFirst(ctx: AuthContext, body: unknown): Promise<number> {
  const parsed = v.safeParse(CaptchaFields, body ?? {});
  return requireCaptcha(ctx, parsed.success ? parsed.output.recaptcha : undefined);
}

export default async function authRoutes(app: FastifyInstance) {
  const ctx = authContext(app);
  const limited = authRateLimit(ctx.config);
  // The auth plugin has already put the session in the HttpOnly cookie; the token stays in the body only for an API
  // client that asks for it (`"token": true`), so a script on one of the platform's pages cannot read it.
  app.addHook('preSerialization', async (request, _reply, payload) => (asksForToken(request.body) ? payload : withoutToken(payload)));

  // `strength=high` is what a login to a name under attack needs; asking for it only costs the asker.
  app.get('/auth/captcha', { config: limited, schema: { tags, summary: 'A proof-of-work captcha challenge (ALTCHA)' } }, async (request) => {
    const { query } = parseRequest(request, { query: CaptchaQuery });
    await Promise.all([ctx.captcha.purgeExpired(), ctx.limiter.purgeStale()]);
    return { data: await ctx.captcha.issue(query.strength) };
  });

  app.post('/auth/register', { config: limited, schema: { tags, summary: 'Create a user and their first account; signs in', description: SESSION_ANSWER } }, async (request) => {
    await captchaFirst(ctx, request.body);
    const { body } = parseRequest(request, { body: RegisterInput });
    return { data: await register(ctx, body, { locale: requestLocale(request), communityId: request.communityId || null, address: request.ip }) };
  });

  app.post('/auth/login', { config: limited, schema: { tags, summary: 'Sign in with username or email', description: SESSION_ANSWER } }, async (request) => {
    const captchaCost = await captchaFirst(ctx, request.body);
    const { body } = parseRequest(request, { body: LoginInput });
    return { data: await login(ctx, body, { address: request.ip, captchaCost }) };
  });

  // Deliberately outside the account check: signing out must work even when the remembered account is stale. Its
  // cookie still gets the same-origin check of every other write, so another site cannot sign a visitor out.
  app.post('/auth/logout', { schema: { tags, summary: 'End the current session' } }, async (request, reply) => {
    const token = writeSessionToken(request, ctx.config.PUBLIC_URL);
    const session = token ? await findActiveSession(ctx.db, token, ctx.config.SESSION_IDLE_MINUTES) : null;
    clearSessionCookie(reply, ctx.config.PUBLIC_URL.startsWith('https:'));
    if (!session) throw unauthorized();
    await revokeSession(ctx.db, session.id);
    return { data: null };
  });

  app.post('/auth/verify', { config: limited, schema: { tags, summary: 'Confirm an email with the mailed token (once)' } }, async (request) => {
    const { body } = parseRequest(request, { body: VerifyEmailInput });
    await verifyEmail(ctx, body.token);
    return { data: { verified: true } };
  });

  app.post('/auth/verify/resend', { config: { ...limited, auth: 'required' }, schema: { tags, summary: 'Mail a new verification link' } }, async (request) => {
    await sendVerification(ctx, requireAuth(request).userId, requestLocale(request));
    return { data: { sent: true } };
  });

  app.post('/auth/reset/request', { config: limited, schema: { tags, summary: 'Mail a password reset link, if the email is known' } }, async (request) => {
    await captchaFirst(ctx, request.body);
    const { body } = parseRequest(request, { body: ResetRequestInput });
    await requestReset(ctx, body, { locale: requestLocale(request), address: request.ip }, request.log);
    return { data: { sent: true } };
  });

  app.post('/auth/reset', { config: limited, schema: { tags, summary: 'Set a new password with the mailed token (once)' } }, async (request) => {
    const { body } = parseRequest(request, { body: ResetPasswordInput });
    await resetPassword(ctx, body, requestLocale(request));
    return { data: { reset: true } };
  });

  await app.register(profileRoutes, { ctx });
  await app.register(socialRoutes, { ctx });
}
