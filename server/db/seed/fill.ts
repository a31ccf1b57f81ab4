import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedCommunities } from './communities';
import { seedCalendar } from './calendar';
import { seedCatalog } from './catalog';
import { seedNextEdition } from './editions';
import { seedFollows } from './follows';
import { seedIdentity } from './identity';
import { seedMatchDay } from './match-day';
import { seedRankings } from './rankings';
import { seedRequests } from './requests';
import { seedTournaments } from './tournaments';

/** The whole demo in one transaction, ending with the marker row that says it ran. */
export async function fillDemo(db: Database, seededKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    const spaces = await seedCommunities(tx);
    await seedCatalog(tx, spaces);
    await seedIdentity(tx, spaces);
    await seedTournaments(tx, spaces);
    await seedNextEdition(tx, spaces.torneos);
    await seedRankings(tx, spaces);
    await seedCalendar(tx, spaces);
    await seedMatchDay(tx, spaces.torneos);
    await seedFollows(tx, spaces.torneos.communityId);
    await seedRequests(tx, spaces.torneos, new Date());
    await tx.insert(appMeta).values({ key: seededKey, value: new Date().toISOString() });
  });
}
