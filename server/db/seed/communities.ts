import type { Database } from '../client';
import { accounts, communities } from '../schema';

/** Three spaces, each with its own logo set and colours; the first is the default community. */
export const DEMO_COMMUNITIES = [
  {
    key: 'torneos',
    name: 'Torneos Abiertos',
    domain: 'torneos',
    isDefault: true,
    sportId: null,
    timeZone: 'America/Bogota',
    lookAndFeel: { logos: { brand: '/communities/torneos/logo.svg', icon: '/communities/torneos/icon.svg' }, primary: '#111111', secondary: '#f97316' },
  },
  {
    key: 'andina',
    name: 'Liga Andina de Tenis de Mesa',
    domain: 'liga-andina',
    isDefault: false,
    sportId: 1,
    timeZone: 'America/Lima',
    lookAndFeel: { logos: { brand: '/communities/liga-andina/logo.svg', icon: '/communities/liga-andina/icon.svg' }, primary: '#0b3d91', secondary: '#e11d48' },
  },
  {
    key: 'barrio',
    name: 'Fútbol de Barrio',
    domain: 'futbol-barrio',
    isDefault: false,
    sportId: 5,
    timeZone: 'America/Bogota',
    lookAndFeel: { logos: { brand: '/communities/futbol-barrio/logo.svg', icon: '/communities/futbol-barrio/icon.svg' }, primary: '#14532d', secondary: '#facc15' },
  },
] as const;

export type DemoCommunityKey = (typeof DEMO_COMMUNITIES)[number]['key'];

export async function seedCommunities(db: Database): Promise<Record<DemoCommunityKey, { communityId: number; accountId: number }>> {
  const result = {} as Record<DemoCommunityKey, { communityId: number; accountId: number }>;
  for (const demo of DEMO_COMMUNITIES) {
    const [community] = await db
      .insert(communities)
      .values({ name: demo.name, domain: demo.domain, isDefault: demo.isDefault, sportId: demo.sportId, timeZone: demo.timeZone, lookAndFeel: demo.lookAndFeel })
      .returning({ id: communities.id });
    if (!community) throw new Error(`community ${demo.domain} was not created`);
    const [account] = await db.insert(accounts).values({ name: demo.name, communityId: community.id }).returning({ id: accounts.id });
    if (!account) throw new Error(`account for ${demo.domain} was not created`);
    result[demo.key] = { communityId: community.id, accountId: account.id };
  }
  return result;
}
