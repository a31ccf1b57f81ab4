import * as v from 'valibot';

const bool = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'),
  v.transform((value) => ['true', '1', 'yes'].includes(value)),
);
const int = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    v.check((value) => protocols.some((p) => value.startsWith(`${p}:`)), `must start with ${protocols.join(': or ')}:`),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  PORT: v.optional(int(0, 65535), '3000'),
  /** The address people reach the platform at; without it, http://localhost on the port it listens on. */
  PUBLIC_URL: v.optional(url(['http', 'https'])),
  DATABASE_URL: v.optional(url(['postgres', 'postgresql'])),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data'),
  /**
   * Where the embedded database runs: `worker` (a thread of its own, behind the PostgreSQL protocol, so that a query
   * never holds the HTTP thread and a kept answer is not left waiting behind a write) or `main` (the HTTP thread).
   */
  PGLITE_THREAD: v.optional(v.picklist(['main', 'worker'], 'must be main or worker'), 'worker'),
  /**
   * Where public screens are rendered: `worker` (a thread of its own, so that a rendering never holds the HTTP thread)
   * or `main` (the HTTP thread).
   */
  RENDER_THREAD: v.optional(v.picklist(['main', 'worker'], 'must be main or worker'), 'worker'),
  /** How long a public screen may take to render before its page is sent for the browser to render. */
  RENDER_TIMEOUT_MS: v.optional(int(100, 120_000), '10000'),
  REDIS_URL: v.optional(url(['redis', 'rediss'])),
  DEMO_DATA: v.optional(bool, 'true'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
  /** Writes per minute, per session (or per address without one). */
  RATE_LIMIT_MAX: v.optional(int(1, 1_000_000), '600'),
  /** Public reads per minute, per session (or per address without one): sized for a venue behind one address. */
  RATE_LIMIT_READ_MAX: v.optional(int(1, 10_000_000), '6000'),
  AUTH_RATE_LIMIT_MAX: v.optional(int(1, 1_000_000), '10'),
  /** Live streams (`live/phase/{id}`) one client address may hold open at once, on each instance. */
  LIVE_STREAMS_PER_ADDRESS: v.optional(int(1, 100_000), '20'),
  SESSION_TTL_HOURS: v.optional(int(1, 24 * 365), '720'),
  /** A session not used for this long ends before its lifetime does. */
  SESSION_IDLE_MINUTES: v.optional(int(1, 60 * 24 * 365), '10080'),
  SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SMTP_URL: v.optional(url(['smtp', 'smtps'])),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email('must be an email address')), 'no-reply@torneos.local'),
  CONTACT_MAIL_TO: v.optional(v.pipe(v.string(), v.email('must be an email address')), 'contacto@torneos.local'),
  WEB_DIST_DIR: v.optional(v.string(), './dist'),
  UPLOAD_DIR: v.optional(v.string()),
  CAPTCHA_COST: v.optional(int(1, 1_000_000), '5000'),
  /** How many times costlier the captcha a login to a name under attack asks for. */
  CAPTCHA_HARD_FACTOR: v.optional(int(1, 1000), '5'),
  /** Trust X-Forwarded-* only behind a known proxy; otherwise any client could pick the IP its rate limits count. */
  TRUST_PROXY: v.optional(bool, 'false'),
  /**
   * Ask browsers to ship the domain in their HSTS preload lists (`preload` in Strict-Transport-Security): a promise
   * about every subdomain, slow to take back, so only for a deployment that means it.
   */
  HSTS_PRELOAD: v.optional(bool, 'false'),
  OAUTH_PROVIDERS: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,19}(,[a-z][a-z0-9]{0,19})*$/, 'must be comma-separated lowercase names (e.g. google,microsoft)')),
  ),
});

/** An OpenID Connect provider for social sign-in, from OAUTH_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _LABEL. */
export interface OAuthProviderConfig {
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

export type Config = v.InferOutput<typeof EnvSchema> & { PUBLIC_URL: string; oauthProviders: OAuthProviderConfig[] };

function oauthProviders(env: Record<string, string | undefined>, names: string | undefined): { providers: OAuthProviderConfig[]; problems: string[] } {
  const providers: OAuthProviderConfig[] = [];
  const problems: string[] = [];
  for (const name of names ? names.split(',') : []) {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!issuer || !v.is(url(['http', 'https']), issuer)) problems.push(`${prefix}ISSUER must be the provider's http(s) issuer URL`);
    if (!clientId) problems.push(`${prefix}CLIENT_ID must be set`);
    if (!issuer || !clientId) continue;
    const label = env[`${prefix}LABEL`] ?? name.charAt(0).toUpperCase() + name.slice(1);
    providers.push({ name, label, issuer, clientId, clientSecret: env[`${prefix}CLIENT_SECRET`] });
  }
  return { providers, problems };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start; every bad variable is named with what is wrong with it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  const oauth = oauthProviders(present, result.success ? result.output.OAUTH_PROVIDERS : undefined);
  if (result.success && oauth.problems.length === 0) {
    const publicUrl = result.output.PUBLIC_URL ?? `http://localhost:${result.output.PORT}`;
    return { ...result.output, PUBLIC_URL: publicUrl, oauthProviders: oauth.providers };
  }
  const problems = result.success
    ? []
    : result.issues.map((issue) => {
        const key = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment';
        return `${key} ${issue.message}`;
      });
  throw new ConfigError([...problems, ...oauth.problems]);
}
