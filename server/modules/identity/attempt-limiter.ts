import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema';

const WINDOW_MS = 60_000;

/** Names are stored hashed: people sometimes type their password into the user field. */
function attemptKey(scope: string, name: string): string {
  return `${scope}:${createHash('sha256').update(name.trim().toLowerCase()).digest('hex')}`;
}

/**
 * Failed attempts per account name (login, register, reset) in a one-minute window, kept in the database so
 * every instance behind the load balancer sees the same count. Complements the per-IP limit.
 */
export function createAttemptLimiter(db: Database, max: number) {
  return {
    async isBlocked(scope: string, name: string): Promise<boolean> {
      const since = new Date(Date.now() - WINDOW_MS);
      const [row] = await db
        .select({ count: authAttempts.count })
        .from(authAttempts)
        .where(and(eq(authAttempts.key, attemptKey(scope, name)), gte(authAttempts.windowStart, since)))
        .limit(1);
      return (row?.count ?? 0) >= max;
    },
    async recordFailure(scope: string, name: string): Promise<void> {
      const since = new Date(Date.now() - WINDOW_MS);
      const stale = sql`${authAttempts.windowStart} < ${since}`;
      await db
        .insert(authAttempts)
        .values({ key: attemptKey(scope, name), windowStart: new Date(), count: 1 })
        .onConflictDoUpdate({
          target: authAttempts.key,
          set: {
            count: sql`case when ${stale} then 1 else ${authAttempts.count} + 1 end`,
            windowStart: sql`case when ${stale} then now() else ${authAttempts.windowStart} end`,
          },
        });
    },
    async purgeStale(): Promise<void> {
      await db.delete(authAttempts).where(lt(authAttempts.windowStart, new Date(Date.now() - WINDOW_MS)));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
