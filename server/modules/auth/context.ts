import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/service';
import { createCaptcha, type Captcha } from '../identity/captcha';
import { createAttemptLimiter, type AttemptLimiter } from '../identity/attempt-limiter';
import { platformSecret } from '../identity/secret';
import { strictRateLimit } from '../../lib/rate-limits';

/** What the identity routes share: the database, mail, captcha, the per-name attempt counter and settings. */
export interface AuthContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  captcha: Captcha;
  limiter: AttemptLimiter;
  secret: string;
}

export function authContext(app: FastifyInstance): AuthContext {
  const { database, config, mailer } = app.deps;
  const secret = platformSecret(config.SECRET);
  return {
    db: database.db,
    config,
    mailer,
    secret,
    captcha: createCaptcha(database.db, { secret, cost: config.CAPTCHA_COST, hardFactor: config.CAPTCHA_HARD_FACTOR }),
    limiter: createAttemptLimiter(database.db, config.AUTH_RATE_LIMIT_MAX),
  };
}

/** Per-address limit of the sensitive routes (login, register, reset, password, captcha, contact), in place of the general one. */
export function authRateLimit(config: Config) {
  return { rateLimit: strictRateLimit(config.AUTH_RATE_LIMIT_MAX) };
}
