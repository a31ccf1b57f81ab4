import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { communities, communityAccounts } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertVersion, pgErrorCode, staleNow } from '../../lib/owned-records';
import { requireAuth } from '../../plugins/auth';
import { validationMessage, type CommunityDetail, type CommunityInput } from '@domain/contract';
import { communityColumns, communityCounts, findCommunityRow, type CommunityRow } from './admin-queries';
import { assertAdministers, canAdminister } from './guard';

/** Path words of the communities API that a domain would shadow. */
const RESERVED_DOMAINS = new Set(['accounts', 'by-id', 'images', 'api', 'www', 'admin']);

function domainTaken(request: FastifyRequest) {
  return badRequest('body.domain', validationMessage('slugTaken', requestLocale(request)));
}

export async function communityDetail(db: Database, request: FastifyRequest, id: number): Promise<CommunityDetail> {
  const row = await findCommunityRow(db, id);
  if (!row) throw notFound();
  const canEdit = request.auth ? await canAdminister(db, id, request.auth, 'communities') : false;
  const canManageAccounts = request.auth ? await canAdminister(db, id, request.auth, 'communityAccounts') : false;
  return { ...row, counts: await communityCounts(db, id), canEdit, canManageAccounts };
}

/** A new community is created with its creator's account as its first admin, both or neither. */
export async function createCommunity(db: Database, request: FastifyRequest, input: CommunityInput): Promise<CommunityRow> {
  const { accountId } = requireAuth(request);
  if (RESERVED_DOMAINS.has(input.domain)) throw domainTaken(request);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communities)
        .values({ name: input.name, domain: input.domain, lookAndFeel: input.lookAndFeel, sportId: input.sportId, ...(input.timeZone ? { timeZone: input.timeZone } : {}), createdByAccountId: accountId })
        .returning(communityColumns);
      if (!row) throw new Error('community not created');
      await tx.insert(communityAccounts).values({ communityId: row.id, accountId, role: 'admin' });
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw domainTaken(request);
    throw error;
  }
}

export async function updateCommunity(db: Database, request: FastifyRequest, id: number, input: CommunityInput & { version?: number | undefined }): Promise<CommunityRow> {
  const current = await findCommunityRow(db, id);
  if (!current) throw notFound();
  await assertAdministers(db, request, id, 'communities');
  assertVersion(request, input.version, current.version);
  if (RESERVED_DOMAINS.has(input.domain)) throw domainTaken(request);
  try {
    const [row] = await db
      .update(communities)
      .set({ name: input.name, domain: input.domain, lookAndFeel: input.lookAndFeel, sportId: input.sportId, ...(input.timeZone ? { timeZone: input.timeZone } : {}), version: sql`${communities.version} + 1` })
      .where(and(eq(communities.id, id), eq(communities.version, current.version)))
      .returning(communityColumns);
    if (!row) throw await staleNow(() => findCommunityRow(db, id));
    return row;
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw domainTaken(request);
    throw error;
  }
}
