import type { Database } from '../../db/client';
import type { Community } from '@domain/contract';
import { notFound } from '../../lib/errors';
import { findCommunityById } from './queries';
import type { CommunityCache } from './cache';

/** Looks a community up by domain; an unknown domain gets the default community, as first load expects. */
export async function communityForDomain(cache: CommunityCache, name: string): Promise<Community> {
  const found = (await cache.byName(name)) ?? (await cache.default());
  if (!found) throw notFound();
  return found;
}

export async function communityById(db: Database, id: number): Promise<Community> {
  const found = await findCommunityById(db, id);
  if (!found) throw notFound();
  return found;
}
