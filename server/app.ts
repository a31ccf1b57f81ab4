import { startUpkeep } from './db/maintenance';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Redis } from 'ioredis';
import { createLiveBus, type LiveBus } from './lib/live-bus';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import errors, { clientErrorHandler, sendFrameworkError } from './plugins/errors';
import auth, { requestSessionToken } from './plugins/auth';
import { isEmbedPath } from '@domain/routes';
import securityHeaders from './plugins/security-headers';
import apiCacheHeaders from './plugins/api-cache-headers';
import idempotency from './plugins/idempotency';
import { registerWeb } from './plugins/web';
import { pageRecords } from './lib/page-records';
import sitemapRoutes from './modules/share/sitemap';
import { createKnownSessions, createRenderToken, exemptWebRoutes, rateLimitOptions, type KnownSessions } from './lib/rate-limits';
import communityScope from './modules/communities/scope';
import { createMailer, type Mailer } from './modules/mail/service';
import { registerApi } from './modules';
import unsubscribePage, { withoutUnsubscribeToken } from './modules/favorites/unsubscribe-page';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  /** Replaces the mailer built from the configuration (tests). */
  mailer?: Mailer;
  /** Told of every route as it is registered (tests read the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: { config: Config; database: DatabaseHandle; mailer: Mailer };
    /** Change notifications shared by every instance (see `live/phase/{id}`). */
    live: LiveBus;
    /** Sessions seen valid lately: each gets its own request budget. */
    knownSessions: KnownSessions;
    /** `starting` while a process that has just started prepares itself (see server/main.ts): not ready yet. */
    readiness: { starting: boolean };
  }
}

/** How often the embedded database's tables are checked for a vacuum or an analyze. */
const UPKEEP_EVERY_MS = 20_000;

/** Builds the whole platform: the API under /api and, when built, the web app. */
export async function buildApp({ config, database, redis, mailer, onRoute }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
      // Fastify's own request fields, with the token of an unsubscribe link (which travels in its address) left out.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: withoutUnsubscribeToken(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    ajv: { customOptions: { coerceTypes: false } },
    // Errors Fastify and Node answer before any route or hook runs get the envelope too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Inputs are validated by valibot in each handler; the route schemas only describe the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  const resolvedMailer = mailer ?? createMailer(database.db, app.log, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app.decorate('deps', { config, database, mailer: resolvedMailer });
  app.decorate('readiness', { starting: false });
  const live = createLiveBus({ redisUrl: config.REDIS_URL, postgresUrl: database.url, log: app.log });
  app.decorate('live', live);
  app.addHook('onClose', async () => live.close());
  // PostgreSQL vacuums its tables itself; the embedded database gets the same upkeep from here.
  if (database.kind === 'pglite' && config.NODE_ENV !== 'test') {
    const stop = startUpkeep(database.db, UPKEEP_EVERY_MS, {
      done: (upkept) => app.log.info({ upkeep: upkept }, 'table upkept'),
      failed: (error) => app.log.error({ err: error }, 'table upkeep failed'),
    });
    app.addHook('onClose', async () => stop());
  }

  await app.register(errors);
  const secure = config.PUBLIC_URL.startsWith('https:');
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        // Nothing is allowed unless listed: the platform's own scripts, styles, fonts, images and API, nothing inline
        // (the captcha's stylesheet and solver are files of the platform too), no plugins, and no frames but the
        // privacy-enhanced YouTube player that shows a match's video and the platform's own pages (only its embed
        // screens let themselves be framed: the embed dialog previews one).
        useDefaults: false,
        directives: {
          'default-src': ["'none'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          // Style attributes only (no style element, no stylesheet): server-rendered screens position drawn
          // shapes — a bracket's matches — with them, and an attribute can neither select nor load anything.
          'style-src-attr': ["'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'manifest-src': ["'self'"],
          'worker-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          'upgrade-insecure-requests': secure ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: config.HSTS_PRELOAD },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
    // The embed screens, made for a club's website to frame, are the only pages any origin may frame.
    framable: isEmbedPath,
    // Powerful browser features the platform never uses stay off for it and anything it embeds.
    extra: { 'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()' },
  });
  // Behind TLS, a plain-http request (as the proxy reports it) is sent to the https address.
  if (secure) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'http' && config.TRUST_PROXY) return reply.redirect(`${config.PUBLIC_URL.replace(/\/$/, '')}${request.url}`, 301);
    });
  }
  await app.register(cookie, { secret: config.SECRET });
  await app.register(apiCacheHeaders);
  // Files and screens are exempted before the limiter sees any route.
  app.addHook('onRoute', exemptWebRoutes);
  const knownSessions = createKnownSessions();
  app.decorate('knownSessions', knownSessions);
  const renderer = createRenderToken();
  await app.register(rateLimit, {
    ...rateLimitOptions({ readMax: config.RATE_LIMIT_READ_MAX, writeMax: config.RATE_LIMIT_MAX, sessionToken: requestSessionToken, sessions: knownSessions, exempt: (request) => renderer.isRenderer(request) || app.publicReads.isRefresh(request.headers) }),
    ...(redis ? { redis } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Torneos API', version: '1.0.0', description: 'Tournaments, leagues and rankings' },
      // The three ways a call is signed in. Each route says what it needs in its summary; the schemes say how.
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tk_live_…',
            description:
              "An account's API key, made by its owner in the account's settings: `Authorization: Bearer tk_live_…` (or the `x-api-key` header). It acts as that account within the key's scopes (`read`, `results`, `entries`, `admin`), with no captcha; `x-account-id` is not needed. A revoked, expired or unknown key is refused with 401, a write outside its scopes with 403 naming the scope. Each key has its own request budget.",
          },
          bearerSession: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The session token `POST /api/auth/login` answers. A user with several accounts sends `x-account-id` with every write (400 otherwise); an account that is not theirs is refused with 403.',
          },
          cookieSession: {
            type: 'apiKey',
            in: 'cookie',
            name: secure ? '__Host-session' : 'session',
            description: "The web app's HttpOnly session cookie; writes must come from the platform's own pages.",
          },
        },
      },
      security: [{ apiKey: [] }, { bearerSession: [] }, { cookieSession: [] }, {}],
    },
  });
  // The API explorer keeps a policy of its own, with the hashes of the inline code it ships.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(communityScope, { db: database.db });
  await app.register(auth, { db: database.db });
  // After auth (its hook says who is calling) and the rate limiter (a repeat counts as a write); before the routes,
  // whose POSTs it describes with the Idempotency-Key header.
  await app.register(idempotency, { db: database.db });
  await app.register(registerApi, { prefix: '/api' });
  await app.register(unsubscribePage, { db: database.db });
  await app.register(sitemapRoutes, { db: database.db, origin: config.PUBLIC_URL });
  await registerWeb(app, { distDir: config.WEB_DIST_DIR, rendering: { thread: config.RENDER_THREAD, timeoutMs: config.RENDER_TIMEOUT_MS }, renderToken: renderer.token, records: (match) => pageRecords(database.db, match) });
  return app;
}
