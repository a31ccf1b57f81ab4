import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, communities, persons, places, seasons } from '../../db/schema';
import type { Community, CommunityDetail, Page } from '@domain/contract';

const columns = {
  id: communities.id,
  name: communities.name,
  domain: communities.domain,
  lookAndFeel: communities.lookAndFeel,
  sportId: communities.sportId,
  isDefault: communities.isDefault,
  timeZone: communities.timeZone,
  createdByAccountId: communities.createdByAccountId,
  version: communities.version,
};
export type CommunityRow = Community & { timeZone: string; createdByAccountId: number | null; version: number };

export async function pageCommunities(db: Database, paging: { page: number; size: number; q: string }): Promise<Page<CommunityRow>> {
  const pattern = `%${paging.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = paging.q ? or(ilike(communities.name, pattern), ilike(communities.domain, pattern)) : undefined;
  const items = await db
    .select(columns)
    .from(communities)
    .where(where)
    .orderBy(sql`${communities.isDefault} desc`, asc(communities.name), asc(communities.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  const [totals] = await db.select({ total: count() }).from(communities).where(where);
  return { items, page: paging.page, size: paging.size, total: totals?.total ?? 0 };
}

export async function findCommunityRow(db: Database, id: number): Promise<CommunityRow | null> {
  const [row] = await db.select(columns).from(communities).where(eq(communities.id, id)).limit(1);
  return row ?? null;
}

export async function communityCounts(db: Database, id: number): Promise<CommunityDetail['counts']> {
  const total = async (table: typeof clubs | typeof places | typeof seasons | typeof persons, extra = sql`true`) => {
    const [row] = await db.select({ n: count() }).from(table).where(sql`${table.communityId} = ${id} and ${extra}`);
    return row?.n ?? 0;
  };
  return { clubs: await total(clubs), places: await total(places), seasons: await total(seasons), players: await total(persons, sql`${persons.modalityId} = 1`) };
}

export { columns as communityColumns };
