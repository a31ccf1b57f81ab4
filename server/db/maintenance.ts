import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { numberOf, rowsOf } from './rows';

/** What one table needs: a vacuum (dead rows to reclaim, pages to mark all-visible), fresh statistics, or both. */
export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * PostgreSQL's own autovacuum thresholds: a table is vacuumed once its dead rows pass 50 + 20% of its live rows,
 * or its rows inserted since the last vacuum pass 1,000 + 20% (so index-only reads stop visiting the heap), and
 * analysed once its changed rows pass 50 + 10%.
 */
const THRESHOLDS = {
  dead: { base: 50, share: 0.2 },
  inserted: { base: 1000, share: 0.2 },
  changed: { base: 50, share: 0.1 },
};

/** The tables of the schema that are due for a vacuum or an analyze, most dead rows first. */
export async function tablesDue(db: Database): Promise<TableUpkeep[]> {
  // Counters reach the statistics views in batches: the ones this session holds are handed over first.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await rowsOf(db, sql`select relname, n_live_tup, n_dead_tup, n_ins_since_vacuum, n_mod_since_analyze
    from pg_stat_user_tables where schemaname = 'public' order by n_dead_tup desc, relname`);
  const due: TableUpkeep[] = [];
  for (const row of rows) {
    if (typeof row.relname !== 'string') continue;
    const live = numberOf(row.n_live_tup) ?? 0;
    const over = (count: unknown, limit: { base: number; share: number }) => (numberOf(count) ?? 0) > limit.base + limit.share * live;
    const vacuum = over(row.n_dead_tup, THRESHOLDS.dead) || over(row.n_ins_since_vacuum, THRESHOLDS.inserted);
    const analyze = over(row.n_mod_since_analyze, THRESHOLDS.changed);
    if (vacuum || analyze) due.push({ table: row.relname, vacuum, analyze });
  }
  return due;
}

/** Vacuums and analyses the given tables (a vacuum runs outside any transaction). */
export async function upkeep(db: Database, tables: readonly TableUpkeep[]): Promise<void> {
  for (const { table, vacuum, analyze } of tables) {
    const name = sql.identifier(table);
    if (vacuum) await db.execute(analyze ? sql`vacuum (analyze) ${name}` : sql`vacuum ${name}`);
    else if (analyze) await db.execute(sql`analyze ${name}`);
  }
}

/** How long one tick may keep starting work on further tables. */
const TICK_BUDGET_MS = 50;

/**
 * The embedded database has no autovacuum: without it, every update and delete leaves its old rows in the tables
 * and their indexes for good, and reads slow down as they wade through them. This does the same upkeep on a timer,
 * a few tables per tick so that no tick holds the database for long. Answers a function that stops it.
 */
export function startUpkeep(db: Database, everyMs: number, report: { done(upkept: TableUpkeep): void; failed(error: unknown): void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tablesDue(db)
      .then(async (due) => {
        // Tables one after another until this tick has held the database for its share of time.
        const started = performance.now();
        for (const table of due) {
          if (performance.now() - started > TICK_BUDGET_MS) break;
          await upkeep(db, [table]);
          report.done(table);
        }
      })
      .catch(report.failed)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
