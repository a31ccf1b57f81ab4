import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { rowsOf } from './rows';
import { startTsWorker } from '../lib/ts-worker';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Calls `listener` with the text of every statement the handle's `db` sends, as it is sent, in the caller's async
   * context (a cache learns from it which tables a request read or wrote); returns the way to stop.
   */
  watchStatements(listener: (statement: string) => void): () => void;
  /** The PostgreSQL address, for connections of their own (change notifications); absent on PGlite. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Hands each statement drizzle sends to whoever watches (drizzle calls it just before sending). */
class StatementWatch implements Logger {
  private readonly listeners = new Set<(statement: string) => void>();

  logQuery(query: string): void {
    for (const listener of this.listeners) listener(query);
  }

  watch(listener: (statement: string) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Runs the migrations only when the database is behind the newest one. Drizzle's own check reads and hashes every
 * migration file and takes a transaction first; a restart on an up-to-date database (the usual case, and the one
 * after a crash) answers from one read of the newest applied migration's time, which is what drizzle compares.
 */
async function migrateWhenBehind(db: Database, migrate: () => Promise<void>): Promise<void> {
  const journal: unknown = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = typeof journal === 'object' && journal !== null && 'entries' in journal && Array.isArray(journal.entries) ? journal.entries : [];
  const newest: unknown = entries.at(-1);
  const newestWhen = typeof newest === 'object' && newest !== null && 'when' in newest ? Number(newest.when) : NaN;
  const applied = await rowsOf(db, sql`select max(created_at) as applied from drizzle.__drizzle_migrations`).catch(() => []);
  if (Number.isFinite(newestWhen) && Number(applied[0]?.applied) === newestWhen) return;
  await migrate();
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir?: string;
  /** Where PGlite runs: on a worker thread of its own (`worker`, the server's default) or on the calling thread (`main`). */
  pgliteThread?: 'main' | 'worker' | undefined;
  /** A PGlite data folder dumped as a tarball (`dumpDataDir`) to start from, on the HTTP thread only. */
  pgliteTemplate?: Blob | undefined;
}

const workerFile = new URL('./pglite-worker.ts', import.meta.url);

interface WorkerReport {
  type: 'ready' | 'closed' | 'failed' | 'error';
  message?: string;
}

function workerReport(value: unknown): WorkerReport | null {
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return null;
  const type = value.type;
  if (type !== 'ready' && type !== 'closed' && type !== 'failed' && type !== 'error') return null;
  return { type, ...('message' in value && typeof value.message === 'string' ? { message: value.message } : {}) };
}

/** Resolves on the worker's next report of one of `types`; rejects when it fails or exits first. */
function nextReport(worker: Worker, types: WorkerReport['type'][]): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (value: unknown) => {
      const report = workerReport(value);
      if (!report) return;
      if (report.type === 'failed') {
        done();
        reject(new Error(`the embedded database did not start: ${report.message ?? 'unknown error'}`));
      } else if (types.includes(report.type)) {
        done();
        resolve(report);
      }
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`the embedded database thread stopped (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * PGlite on a worker thread, reached over a Unix socket with the same `pg` driver as PostgreSQL: its queries never
 * run on the thread that serves HTTP. PGlite has one session, which the worker lends to one statement at a time
 * (a whole transaction at a time); several connections keep statements queued on its side, so the database thread
 * goes from one to the next without waiting for this thread. Statements are not prepared under names: the session
 * is shared, so a name prepared by one connection would clash with another's.
 */
async function openPgliteOnWorker(dataDir: string): Promise<DatabaseHandle> {
  const socketFolder = await mkdtemp(path.join(tmpdir(), 'torneos-pglite-'));
  const socketPath = path.join(socketFolder, '.s.PGSQL.5432');
  const worker = startTsWorker(workerFile, { workerData: { dataDir, socketPath } });
  worker.on('message', (value: unknown) => {
    const report = workerReport(value);
    if (report?.type === 'error') console.error(`embedded database: ${report.message ?? 'unknown error'}`);
  });
  try {
    await nextReport(worker, ['ready']);
  } catch (error) {
    await worker.terminate();
    await rm(socketFolder, { recursive: true, force: true });
    throw error;
  }
  worker.unref();
  let closing: Promise<void> | null = null;
  // After a start, a database thread that stops is reported; the pool's queries then fail and readiness answers 503.
  worker.on('error', (error) => console.error('embedded database thread failed', error));
  worker.on('exit', (code) => {
    if (!closing) console.error(`embedded database thread stopped (exit code ${code})`);
  });
  const pool = new pg.Pool({ host: socketFolder, port: 5432, user: 'postgres', database: 'postgres', max: 8, idleTimeoutMillis: 0 });
  pool.on('error', (error) => console.error('embedded database connection failed', error));
  const statements = new StatementWatch();
  const db = drizzlePg({ client: pool, schema, logger: statements });
  return {
    db,
    kind: 'pglite',
    watchStatements: (listener) => statements.watch(listener),
    migrate: () => migrateWhenBehind(db, () => migratePg(db, { migrationsFolder })),
    close: () => {
      closing ??= (async () => {
        await pool.end();
        worker.ref();
        const closed = nextReport(worker, ['closed']).catch(() => undefined);
        worker.postMessage('close');
        await closed;
        await worker.terminate();
        await rm(socketFolder, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const statements = new StatementWatch();
  const db = drizzlePg({ client: pool, schema, logger: statements });
  return {
    db,
    kind: 'postgres',
    watchStatements: (listener) => statements.watch(listener),
    url,
    migrate: () => migrateWhenBehind(db, () => migratePg(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}

/** PGlite on the HTTP thread itself: fewer moving parts, but each query holds every connection while it runs. */
async function openPgliteInProcess(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  // Loaded here only: the server's default (the database on its own thread) never needs them on this thread.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!dataDir.startsWith('memory://')) await mkdir(path.resolve(dataDir), { recursive: true });
  const client = template ? await PGlite.create({ dataDir, loadDataDir: template }) : await PGlite.create(dataDir);
  const statements = new StatementWatch();
  const db = drizzlePglite({ client, schema, logger: statements });
  return {
    db,
    kind: 'pglite',
    watchStatements: (listener) => statements.watch(listener),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** One code path for both engines: PGlite embedded by default, PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  const dataDir = options.dataDir ?? './data';
  return options.pgliteThread === 'worker' ? openPgliteOnWorker(dataDir) : openPgliteInProcess(dataDir, options.pgliteTemplate);
}

export async function databaseVersion(db: Database): Promise<string> {
  const [row] = await rowsOf(db, sql`select current_setting('server_version') as version`);
  return typeof row?.version === 'string' ? row.version : 'unknown';
}
