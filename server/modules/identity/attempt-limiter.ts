import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema';

const WINDOW_MS = 60_000;

/** Names and addresses are stored hashed: people sometimes type their password into the user field. */
function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

const normalName = (name: string) => name.trim().toLowerCase();

/** The three counters a failure moves: the name from anywhere, the name from this address, this address. */
function attemptKeys(scope: string, name: string, address: string) {
  return {
    name: `${scope}:n:${digest(normalName(name))}`,
    pair: `${scope}:na:${digest(normalName(name), address)}`,
    address: `${scope}:a:${digest(address)}`,
  };
}

/**
 * Failed attempts (login, register, reset, password change) in a one-minute window, kept in the database so
 * every instance behind the load balancer sees the same counts. An address is refused once it failed `max`
 * times on one name or on any names; failures on a name from anywhere never refuse its owner (a stranger could
 * lock them out that way): they only make the login to that name ask for a costlier captcha.
 */
export function createAttemptLimiter(db: Database, max: number) {
  async function count(key: string): Promise<number> {
    const since = new Date(Date.now() - WINDOW_MS);
    const [row] = await db
      .select({ count: authAttempts.count })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, key), gte(authAttempts.windowStart, since)))
      .limit(1);
    return row?.count ?? 0;
  }

  async function bump(key: string): Promise<void> {
    const since = new Date(Date.now() - WINDOW_MS);
    const stale = sql`${authAttempts.windowStart} < ${since}`;
    await db
      .insert(authAttempts)
      .values({ key, windowStart: new Date(), count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${stale} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${stale} then now() else ${authAttempts.windowStart} end`,
        },
      });
  }

  return {
    /** This address failed too often, on this name or on any. */
    async isBlocked(scope: string, name: string, address: string): Promise<boolean> {
      const keys = attemptKeys(scope, name, address);
      const [pair, from] = await Promise.all([count(keys.pair), count(keys.address)]);
      return pair >= max || from >= max;
    },
    /** The name failed too often from anywhere: its login wants the costlier captcha. */
    async isUnderAttack(scope: string, name: string): Promise<boolean> {
      return (await count(attemptKeys(scope, name, '').name)) >= max;
    },
    async recordFailure(scope: string, name: string, address: string): Promise<void> {
      const keys = attemptKeys(scope, name, address);
      for (const key of [keys.name, keys.pair, keys.address]) await bump(key);
    },
    async purgeStale(): Promise<void> {
      await db.delete(authAttempts).where(lt(authAttempts.windowStart, new Date(Date.now() - WINDOW_MS)));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
