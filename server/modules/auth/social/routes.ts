import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '@domain/catalog';
import { SocialStartQuery, SocialUserQuery } from '@domain/contract';
import { buildPath } from '@domain/routes';
import { ApiError, unauthorized } from '../../../lib/errors';
import { parseRequest } from '../../../lib/validate';
import { startSession } from '../../identity/session-user';
import type { AuthContext } from '../context';
import { authRateLimit } from '../context';
import { FLOW_COOKIE, HANDOFF_COOKIE, SOCIAL_COOKIE_PATH, openFlow, sealFlow } from './flow-cookie';
import { createOidcClients, newChecks } from './oidc';
import { consumeHandoff, createHandoff, findOrCreateSocialUser } from './service';

const tags = ['auth'];
const FLOW_TTL_MS = 10 * 60_000;
/** What a failure may say in the log: an error code or class, never a message (database errors quote their parameters). */
function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'unknown';
}

const ProviderParams = v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,19}$/, 'oneOf')) });

/**
 * Social sign-in by OpenID Connect (code flow with PKCE, state and nonce). The browser navigates to
 * `/auth/social/{provider}`, the provider calls back, and the login page then reads the session with
 * `GET /auth/social/user`. These routes log at `warn`: their URLs carry the captcha solution and the
 * authorization code, which must not reach the request log.
 */
export default async function socialRoutes(app: FastifyInstance, options: { ctx: AuthContext }) {
  const { ctx } = options;
  const clients = createOidcClients(ctx.config.oauthProviders);
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const cookieBase = { path: SOCIAL_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: publicUrl.startsWith('https:') };
  const redirectUri = (provider: string) => `${publicUrl}/api/auth/social/${provider}/callback`;
  const backToLogin = (reply: FastifyReply, locale: Locale, outcome: 'done' | 'failed' | 'captcha') =>
    reply.redirect(`${publicUrl}${buildPath('login', locale)}?social=${outcome}`, 303);

  app.get('/auth/social/providers', { schema: { tags, summary: 'The configured social sign-in providers' } }, async () => ({ data: clients.list() }));

  app.get('/auth/social/:provider', { logLevel: 'warn', config: authRateLimit(ctx.config), schema: { tags, summary: 'Start social sign-in (browser navigation)' } }, async (request, reply) => {
    const { params, query } = parseRequest(request, { params: ProviderParams, query: SocialStartQuery });
    const provider = clients.find(params.provider);
    if (!provider) throw new ApiError(404, 'SOCIAL_UNAVAILABLE', 'socialUnavailable');
    if (!(await ctx.captcha.redeem(query.recaptcha))) return backToLogin(reply, query.locale, 'captcha');
    const checks = newChecks();
    try {
      const url = await clients.authorizationUrl(provider, redirectUri(provider.name), checks);
      const flow = { provider: provider.name, ...checks, locale: query.locale, domain: query.domain ? Number(query.domain) : null, expiresAt: Date.now() + FLOW_TTL_MS };
      reply.setCookie(FLOW_COOKIE, sealFlow(ctx.secret, flow), { ...cookieBase, maxAge: FLOW_TTL_MS / 1000 });
      return reply.redirect(url.href, 302);
    } catch (error) {
      request.log.warn({ provider: provider.name, reason: reasonOf(error) }, 'social sign-in could not start');
      return backToLogin(reply, query.locale, 'failed');
    }
  });

  app.get('/auth/social/:provider/callback', { logLevel: 'warn', schema: { tags, summary: 'Provider callback (browser navigation)' } }, async (request, reply) => {
    const { params } = parseRequest(request, { params: ProviderParams });
    const flow = openFlow(ctx.secret, request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, cookieBase);
    const provider = clients.find(params.provider);
    const locale = flow?.locale ?? 'es';
    if (!flow || !provider || flow.provider !== provider.name) return backToLogin(reply, locale, 'failed');
    try {
      const current = new URL(`${publicUrl}${request.url}`);
      const claims = await clients.complete(provider, current, flow);
      const userId = await findOrCreateSocialUser(ctx, provider.name, claims, flow.domain);
      const code = await createHandoff(ctx.db, userId);
      reply.setCookie(HANDOFF_COOKIE, code, { ...cookieBase, maxAge: 120 });
      return backToLogin(reply, locale, 'done');
    } catch (error) {
      request.log.warn({ provider: provider.name, reason: reasonOf(error) }, 'social sign-in failed');
      return backToLogin(reply, locale, 'failed');
    }
  });

  app.get('/auth/social/user', { config: authRateLimit(ctx.config), schema: { tags, summary: 'The session opened by social sign-in (once)' } }, async (request, reply) => {
    parseRequest(request, { query: SocialUserQuery });
    const userId = await consumeHandoff(ctx.db, request.cookies[HANDOFF_COOKIE]);
    reply.clearCookie(HANDOFF_COOKIE, cookieBase);
    if (userId === null) throw unauthorized();
    return { data: await startSession(ctx.db, userId, ctx.config.SESSION_TTL_HOURS) };
  });
}
