import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ResultHistory } from '@domain/contract';
import type { Database } from '../../db/client';
import { accounts, apiKeys, resultHistory, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { matchWithPhase } from './queries';

/** Who saved a result: the signed-in user and the account they acted as (either unknown for the demo seed), and the key of a program. */
export interface ResultAuthor {
  userId: number | null;
  accountId: number;
  /** The score-keeper link's name when the save came through one. */
  keeperName?: string;
  /** The API key a program saved it with. */
  apiKeyId?: number | null;
}

/** Every save of a match's result, newest first: for the owner of its tournament only (401, 403, 404 otherwise). */
export async function historyOfMatch(db: Database, request: FastifyRequest, matchId: number): Promise<ResultHistory> {
  requireAuth(request);
  const found = await matchWithPhase(db, matchId);
  if (!found) throw notFound();
  assertOwner(request, found.phase.ownerAccountId);
  const rows = await db
    .select({
      id: resultHistory.id,
      recordedAt: resultHistory.recordedAt,
      userId: resultHistory.userId,
      userName: users.fullName,
      accountId: resultHistory.accountId,
      accountName: accounts.name,
      before: resultHistory.before,
      after: resultHistory.after,
      reason: resultHistory.reason,
      keeperName: resultHistory.keeperName,
      apiKeyName: apiKeys.name,
      version: resultHistory.matchVersion,
    })
    .from(resultHistory)
    .leftJoin(users, eq(users.id, resultHistory.userId))
    .leftJoin(accounts, eq(accounts.id, resultHistory.accountId))
    .leftJoin(apiKeys, eq(apiKeys.id, resultHistory.apiKeyId))
    .where(eq(resultHistory.matchId, matchId))
    .orderBy(desc(resultHistory.id));
  return { matchId, entries: rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() })) };
}
