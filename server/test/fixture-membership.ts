import type { Database } from '../db/client';
import { communityAccounts } from '../db/schema';

/**
 * Catalogue records go only into communities the acting account belongs to. The accounts and communities the
 * fixtures make (`createTestUser`, `makeCommunity`) stand for one platform whose accounts publish in its
 * communities, so each such account is a member of each such community, whichever is made first. Tests of who
 * may publish where make accounts outside it (`createTestUser(db, { outsider: true })`) or communities through
 * the API.
 */
const made = new WeakMap<Database, { accounts: number[]; communities: number[] }>();

function of(db: Database) {
  let found = made.get(db);
  if (!found) {
    found = { accounts: [], communities: [] };
    made.set(db, found);
  }
  return found;
}

export async function fixtureAccountMade(db: Database, accountId: number): Promise<void> {
  const known = of(db);
  known.accounts.push(accountId);
  if (known.communities.length > 0) await db.insert(communityAccounts).values(known.communities.map((communityId) => ({ communityId, accountId, role: 'member' })));
}

export async function fixtureCommunityMade(db: Database, communityId: number): Promise<void> {
  const known = of(db);
  known.communities.push(communityId);
  if (known.accounts.length > 0) await db.insert(communityAccounts).values(known.accounts.map((accountId) => ({ communityId, accountId, role: 'member' })));
}
