import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, communities } from '../schema';
import { seedCommunities } from './communities';
import { seedCalendar } from './calendar';
import { seedCatalog } from './catalog';
import { seedIdentity } from './identity';
import { seedRankings } from './rankings';
import { seedRequests } from './requests';
import { seedTournaments } from './tournaments';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty database with a believable platform, once. A marker row records that it ran, so a restart
 * (or an organiser who deleted every demo row) never gets the demo twice.
 */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (marker) return false;
  const [anyCommunity] = await db.select({ id: communities.id }).from(communities).limit(1);
  if (anyCommunity) return false;
  await db.transaction(async (tx) => {
    const spaces = await seedCommunities(tx);
    await seedCatalog(tx, spaces);
    await seedIdentity(tx, spaces);
    await seedTournaments(tx, spaces);
    await seedRankings(tx, spaces.torneos);
    await seedCalendar(tx, spaces);
    await seedRequests(tx, spaces.torneos, new Date());
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  return true;
}
