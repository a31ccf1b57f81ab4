import type { Database } from '../../db/client';
import type { Community } from '@domain/contract';
import { notFound } from '../../lib/errors';
import { findCommunityById, findCommunityByName, findDefaultCommunity } from './queries';

/** Looks a community up by domain; an unknown domain gets the default community, as first load expects. */
export async function communityForDomain(db: Database, name: string): Promise<Community> {
  const found = (await findCommunityByName(db, name)) ?? (await findDefaultCommunity(db));
  if (!found) throw notFound();
  return found;
}

export async function communityById(db: Database, id: number): Promise<Community> {
  const found = await findCommunityById(db, id);
  if (!found) throw notFound();
  return found;
}
