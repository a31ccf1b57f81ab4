import type { FastifyInstance, RouteOptions } from 'fastify';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildApp } from '../app';
import { PGLITE_TEMPLATE_ENV } from './pglite-template.global';
import type { Mailer } from '../modules/mail/service';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base URL of the listening server: tests talk to it over real HTTP. */
  url: string;
  close(): Promise<void>;
}

/** Drops everything in the shared PostgreSQL test database so each file starts from the migrations. */
async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * A fresh platform for one test file: PGlite in memory, or the PostgreSQL named by API_TEST_DATABASE_URL,
 * migrated and listening on a random loopback port.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  extra: {
    mailer?: Mailer;
    beforeListen?: (app: FastifyInstance) => void | Promise<void>;
    onRoute?: (route: RouteOptions) => void;
    /** The embedded database on its own thread, reached over a pool as `npm start` runs it (in this thread by default). */
    pgliteWorker?: boolean;
  } = {},
): Promise<TestApp> {
  const pgUrl = process.env.API_TEST_DATABASE_URL;
  if (pgUrl) await resetPostgres(pgUrl);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: './dist-none', ...env });
  const embedded = extra.pgliteWorker ? { dataDir: 'memory://', pgliteThread: 'worker' as const } : { dataDir: 'memory://', pgliteTemplate: await pgliteTemplate() };
  const database = await openDatabase(pgUrl ? { url: pgUrl } : embedded);
  await database.migrate();
  const app = await buildApp({ config, database, ...(extra.mailer ? { mailer: extra.mailer } : {}), ...(extra.onRoute ? { onRoute: extra.onRoute } : {}) });
  // Test-only routes go in here: Fastify takes no new routes once it listens.
  await extra.beforeListen?.(app);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    url: address,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** fetch with JSON in and out, for tests. */
export async function http<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.raw !== undefined) {
    body = init.raw;
    headers['content-type'] ??= 'application/json';
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}
