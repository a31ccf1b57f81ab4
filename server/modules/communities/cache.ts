import type { Community } from '@domain/contract';
import type { Database } from '../../db/client';
import { memoizeBy } from '../../lib/memo';
import { findCommunityById, findCommunityByName, findDefaultCommunity } from './queries';

class Missing extends Error {}

/** Turns a miss into a failed load, which the memo forgets. */
async function found(lookup: Promise<Community | null>): Promise<Community> {
  const community = await lookup;
  if (!community) throw new Missing('no such community');
  return community;
}

function missing(error: unknown): null {
  if (error instanceof Missing) return null;
  throw error;
}

/** How long an instance may serve a community another instance changed, should the change notice be lost. */
const TTL_MS = 60_000;

/**
 * Communities as every request looks them up (by domain on first load, by id for the scope and the sports), kept
 * in memory. Any write to communities clears it, here and, through the live bus, on every other instance.
 */
export function createCommunityCache(db: Database) {
  // A miss is not kept: a community created a moment later (or by the demo seed) is found at once.
  const byName = memoizeBy((name: string) => found(findCommunityByName(db, name)), TTL_MS);
  const byId = memoizeBy((id: number) => found(findCommunityById(db, id)), TTL_MS);
  const fallback = memoizeBy((_: null) => found(findDefaultCommunity(db)), TTL_MS);
  return {
    byName: (name: string): Promise<Community | null> => byName.get(name.trim().toLowerCase()).catch(missing),
    byId: (id: number): Promise<Community | null> => byId.get(id).catch(missing),
    default: (): Promise<Community | null> => fallback.get(null).catch(missing),
    clear(): void {
      byName.clear();
      byId.clear();
      fallback.clear();
    },
  };
}

export type CommunityCache = ReturnType<typeof createCommunityCache>;

/** The live-bus topic that tells every instance communities changed. */
export const COMMUNITIES_TOPIC = 'communities';
