import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta, communities } from '../schema';

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
  // The demo's code (the engine, every seeding step) loads only when it runs: a restart checks and goes on.
  const { fillDemo } = await import('./fill');
  await fillDemo(db, SEEDED_KEY);
  return true;
}
