import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEEP_HOURS } from '@domain/contract';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { canonicalJson } from './canonical-json';

/**
 * How long a running claim holds its key. A request that is still running after this long is taken to be one whose
 * process died before it answered: a retry may then claim the key and run again. No request of the API runs this long.
 */
export const LEASE_SECONDS = 120;

const keyTable = sql.identifier('idempotency_keys');
/** Database time, so that every instance judges ages by the same clock. */
const expired = sql`${keyTable}.created_at < now() - interval '${sql.raw(String(IDEMPOTENCY_KEEP_HOURS))} hours'`;

/** What makes two requests the same one: method, address, community and body (its keys in a fixed order). */
export function requestFingerprint(request: { method: string; url: string; community: string; body: unknown }): string {
  const text = JSON.stringify([request.method, request.url, request.community, canonicalJson(request.body)]);
  return createHash('sha256').update(text).digest('hex');
}

/** One caller's key, as the plugin holds it while its request runs. */
export interface KeyOf {
  scope: string;
  key: string;
}

/** An answer kept for replay. */
export interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type Claim =
  /** The key is this request's: run it, then `recordAnswer` or `releaseKey` with `owner`. */
  | { kind: 'claimed'; owner: string }
  | { kind: 'replay'; answer: KeptAnswer }
  /** The key was used with another request. */
  | { kind: 'mismatch' }
  /** The key's first request is still running (or has just been given back): look again shortly. */
  | { kind: 'busy' };

/**
 * Claims a key with one insert on its primary key. A row already there is taken over only when nothing holds it any
 * more: given back after a server error, older than the keeping time, or claimed by a request past its lease. Two
 * claims at once are decided by the database: the second waits for the first's row and sees it as claimed.
 */
export async function claimKey(db: Database, { scope, key }: KeyOf, fingerprint: string): Promise<Claim> {
  const owner = randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, fingerprint, state: 'running', owner })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { fingerprint, state: 'running', owner, status: null, contentType: null, body: null, createdAt: sql`now()`, claimedAt: sql`now()` },
      setWhere: sql`${keyTable}.state = 'released' or ${expired} or (${keyTable}.state = 'running' and ${keyTable}.claimed_at < now() - interval '${sql.raw(String(LEASE_SECONDS))} seconds')`,
    })
    .returning({ owner: idempotencyKeys.owner });
  if (row?.owner === owner) return { kind: 'claimed', owner };
  const [found] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))).limit(1);
  // Given back (or deleted) since the insert looked: the next claim may take it.
  if (!found || found.state === 'released') return { kind: 'busy' };
  if (found.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (found.state === 'running' || found.status === null || found.body === null) return { kind: 'busy' };
  return { kind: 'replay', answer: { status: found.status, contentType: found.contentType ?? 'application/json; charset=utf-8', body: found.body } };
}

/** Keeps the answer of the claim's request, if the claim is still this request's. */
export async function recordAnswer(db: Database, { scope, key }: KeyOf, owner: string, answer: KeptAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', owner: null, status: answer.status, contentType: answer.contentType, body: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.owner, owner)));
}

/** Gives the key back after an answer that is not kept: the next request with it runs as if it were the first. */
export async function releaseKey(db: Database, { scope, key }: KeyOf, owner: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'released', owner: null })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.owner, owner)));
}

/**
 * Deletes the keys past their keeping time; answers how many went. It looks before it deletes: a delete makes every
 * public answer kept by the read cache old (see server/plugins/api-cache-headers.ts), which only a due key is worth.
 */
export async function purgeExpiredKeys(db: Database): Promise<number> {
  const cutoff = sql`now() - interval '${sql.raw(String(IDEMPOTENCY_KEEP_HOURS))} hours'`;
  const [due] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).limit(1);
  if (!due) return 0;
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return gone.length;
}
