import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communities } from '../../db/schema';
import type { Community } from '@domain/contract';

const columns = {
  id: communities.id,
  name: communities.name,
  domain: communities.domain,
  lookAndFeel: communities.lookAndFeel,
  sportId: communities.sportId,
  isDefault: communities.isDefault,
};

export async function findDefaultCommunity(db: Database): Promise<Community | null> {
  const [row] = await db.select(columns).from(communities).orderBy(sql`${communities.isDefault} desc`, asc(communities.id)).limit(1);
  return row ?? null;
}

/** Matches a community by its domain slug or by the first label of a host name (`liga.example.org` → `liga`). */
export async function findCommunityByName(db: Database, name: string): Promise<Community | null> {
  const normalized = name.trim().toLowerCase();
  const firstLabel = normalized.split('.')[0] ?? normalized;
  const [row] = await db
    .select(columns)
    .from(communities)
    .where(or(eq(communities.domain, normalized), eq(communities.domain, firstLabel)))
    .limit(1);
  return row ?? null;
}

export async function findCommunityById(db: Database, id: number): Promise<Community | null> {
  const [row] = await db.select(columns).from(communities).where(eq(communities.id, id)).limit(1);
  return row ?? null;
}

export async function listCommunities(db: Database): Promise<Community[]> {
  return db.select(columns).from(communities).orderBy(asc(communities.name));
}
