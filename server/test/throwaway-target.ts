import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The database a run starts the server on: the embedded one in a fresh folder, or a fresh PostgreSQL database. */
export type ThrowawayDatabase = 'pglite' | 'postgres';

export interface ThrowawayTarget {
  /** What the run writes to, for its report. */
  label: string;
  /** Environment of every start of the server: the run's own data each time. */
  env: Record<string, string>;
  /** Removes the temporary folder and drops the temporary database. */
  cleanup(): Promise<void>;
}

export interface ThrowawayOptions {
  /** Names the folder and the database (`<prefix>_<time>_<pid>`). */
  prefix: string;
  /** Says what refuses a server off this machine, in the error. */
  purpose: string;
  /** Settings of the run on top of the common ones (they win). */
  env?: Record<string, string>;
}

const pending = new Set<() => Promise<void>>();

/** Runs the cleanup of every target not cleaned up yet, for an interrupted run. */
export async function cleanupAllTargets(): Promise<void> {
  await Promise.allSettled([...pending].map((cleanup) => cleanup()));
}

function tracked(target: ThrowawayTarget): ThrowawayTarget {
  const cleanup = async () => {
    pending.delete(cleanup);
    await target.cleanup();
  };
  pending.add(cleanup);
  return { ...target, cleanup };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Settings of the environment that would point the server elsewhere than the run's own data. */
const INHERITED_OUT = ['DATABASE_URL', 'DATA_DIR', 'UPLOAD_DIR', 'REDIS_URL', 'SMTP_URL', 'OAUTH_PROVIDERS', 'HOST', 'PORT', 'PUBLIC_URL'];

function baseEnv(folder: string, own: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !INHERITED_OUT.includes(key)) env[key] = value;
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The API alone: the run reads what the screens read through their calls.
    WEB_DIST_DIR: path.join(folder, 'no-web'),
    UPLOAD_DIR: path.join(folder, 'uploads'),
    // Everything comes from one address and signs up at once: no limit or captcha cost may slow the run.
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_READ_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    CAPTCHA_COST: '10',
    ...own,
  };
}

async function withAdmin<T>(serverUrl: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh temporary folder, and for PostgreSQL a fresh database on the server `DATABASE_URL` names (default
 * postgres://postgres@127.0.0.1:5432), dropped by `cleanup`; only a PostgreSQL on this machine is accepted.
 */
export async function prepareThrowawayTarget(kind: ThrowawayDatabase, options: ThrowawayOptions): Promise<ThrowawayTarget> {
  const folder = await mkdtemp(path.join(tmpdir(), `${options.prefix}-${kind}-`));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  const env = baseEnv(folder, options.env ?? {});
  if (kind === 'pglite') {
    const dataDir = path.join(folder, 'db');
    return tracked({ label: `PGlite in ${dataDir}`, env: { ...env, DATA_DIR: dataDir }, cleanup: removeFolder });
  }
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!LOOPBACK.has(serverUrl.hostname)) {
    await removeFolder();
    throw new Error(`refusing ${serverUrl.hostname}: ${options.purpose} only runs against a PostgreSQL on this machine`);
  }
  const name = `${options.prefix}_${Date.now().toString(36)}_${process.pid}`;
  try {
    await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    await removeFolder();
    throw error;
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return tracked({
    label: `PostgreSQL database ${name} on ${serverUrl.host}`,
    env: { ...env, DATABASE_URL: databaseUrl.toString() },
    async cleanup() {
      try {
        await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      } finally {
        await removeFolder();
      }
    },
  });
}
