import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, communityAccounts } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertVersion, pgErrorCode, staleNow } from '../../lib/owned-records';
import { ERROR_CODES, validationMessage, type CommunityAccount, type CommunityRole } from '@domain/contract';
import { assertAdministers, assertNotSelfGranted } from './guard';

const columns = {
  id: communityAccounts.id,
  communityId: communityAccounts.communityId,
  accountId: communityAccounts.accountId,
  accountName: accounts.name,
  role: sql<CommunityRole>`${communityAccounts.role}`,
  version: communityAccounts.version,
};

export async function listCommunityAccounts(db: Database, communityId: number): Promise<CommunityAccount[]> {
  return db
    .select(columns)
    .from(communityAccounts)
    .innerJoin(accounts, eq(accounts.id, communityAccounts.accountId))
    .where(eq(communityAccounts.communityId, communityId))
    .orderBy(asc(accounts.name), asc(communityAccounts.id));
}

async function findLink(db: Database, id: number): Promise<CommunityAccount> {
  const [row] = await db.select(columns).from(communityAccounts).innerJoin(accounts, eq(accounts.id, communityAccounts.accountId)).where(eq(communityAccounts.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function addCommunityAccount(db: Database, request: FastifyRequest, input: { communityId: number; accountId: number; role: CommunityRole }): Promise<CommunityAccount> {
  await assertAdministers(db, request, input.communityId, 'communityAccounts');
  assertNotSelfGranted(request, input.accountId, input.role);
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).limit(1);
  if (!account) throw badRequest('body.accountId', validationMessage('unknownReference', requestLocale(request)));
  try {
    const [row] = await db.insert(communityAccounts).values(input).returning({ id: communityAccounts.id });
    return findLink(db, row?.id ?? 0);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict();
    throw error;
  }
}

/** A community keeps at least one admin account, so someone can always manage it. */
async function assertOtherAdmin(db: Database, link: CommunityAccount): Promise<void> {
  if (link.role !== 'admin') return;
  const [other] = await db
    .select({ n: count() })
    .from(communityAccounts)
    .where(and(eq(communityAccounts.communityId, link.communityId), eq(communityAccounts.role, 'admin'), ne(communityAccounts.id, link.id)));
  if (!other || other.n === 0) throw new ApiError(409, ERROR_CODES.conflict, 'lastAdmin');
}

export async function changeCommunityAccount(db: Database, request: FastifyRequest, id: number, input: { role: CommunityRole; version?: number | undefined }): Promise<CommunityAccount> {
  const link = await findLink(db, id);
  await assertAdministers(db, request, link.communityId, 'communityAccounts');
  assertNotSelfGranted(request, link.accountId, input.role);
  assertVersion(request, input.version, link.version);
  if (input.role !== 'admin') await assertOtherAdmin(db, link);
  const [row] = await db
    .update(communityAccounts)
    .set({ role: input.role, version: sql`${communityAccounts.version} + 1` })
    .where(and(eq(communityAccounts.id, id), eq(communityAccounts.version, link.version)))
    .returning({ id: communityAccounts.id });
  if (!row) throw await staleNow(() => findLink(db, id));
  return findLink(db, id);
}

export async function removeCommunityAccount(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const link = await findLink(db, id);
  await assertAdministers(db, request, link.communityId, 'communityAccounts');
  await assertOtherAdmin(db, link);
  await db.delete(communityAccounts).where(eq(communityAccounts.id, id));
}
