import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type SimDatabase = 'pglite' | 'postgres';

export interface SimTarget {
  label: string;
  /** Environment of the server: the run's own data, limits raised for one busy address. */
  env: Record<string, string>;
  /** Removes the temporary folder and drops the temporary database. */
  cleanup(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Settings of the environment that would point the server elsewhere than the run's own data. */
const INHERITED_OUT = ['DATABASE_URL', 'DATA_DIR', 'UPLOAD_DIR', 'REDIS_URL', 'SMTP_URL', 'OAUTH_PROVIDERS', 'HOST', 'PORT', 'PUBLIC_URL'];
const pending = new Set<() => Promise<void>>();

/** Runs the cleanup of every target not cleaned up yet, for an interrupted run. */
export async function cleanupAllTargets(): Promise<void> {
  await Promise.allSettled([...pending].map((cleanup) => cleanup()));
}

function baseEnv(folder: string, visitors: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !INHERITED_OUT.includes(key)) env[key] = value;
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    // The API alone: the public screens are read through the calls they make.
    WEB_DIST_DIR: path.join(folder, 'no-web'),
    UPLOAD_DIR: path.join(folder, 'uploads'),
    // Score-keepers, visitors and the organiser all come from 127.0.0.1, as a venue behind one address does.
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_READ_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000',
    LIVE_STREAMS_PER_ADDRESS: String(visitors + 20),
    CAPTCHA_COST: '10',
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
 * A fresh temporary folder, and for PostgreSQL a fresh `test_sim_…` database on the server `DATABASE_URL` names
 * (default postgres://postgres@127.0.0.1:5432), dropped by `cleanup`; only a PostgreSQL on this machine is accepted.
 */
export async function prepareTarget(kind: SimDatabase, visitors: number): Promise<SimTarget> {
  const folder = await mkdtemp(path.join(tmpdir(), `sim-${kind}-`));
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  let target: SimTarget;
  if (kind === 'pglite') {
    const dataDir = path.join(folder, 'db');
    target = { label: `PGlite in ${dataDir}`, env: { ...baseEnv(folder, visitors), DATA_DIR: dataDir }, cleanup: removeFolder };
  } else {
    const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    if (!LOOPBACK.has(serverUrl.hostname)) {
      await removeFolder();
      throw new Error(`refusing ${serverUrl.hostname}: the match day only runs against a PostgreSQL on this machine`);
    }
    const name = `test_sim_${Date.now().toString(36)}_${process.pid}`;
    try {
      await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    } catch (error) {
      await removeFolder();
      throw error;
    }
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${name}`;
    target = {
      label: `PostgreSQL database ${name} on ${serverUrl.host}`,
      env: { ...baseEnv(folder, visitors), DATABASE_URL: databaseUrl.toString() },
      async cleanup() {
        try {
          await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        } finally {
          await removeFolder();
        }
      },
    };
  }
  const cleanup = async () => {
    pending.delete(cleanup);
    await target.cleanup();
  };
  pending.add(cleanup);
  return { ...target, cleanup };
}
