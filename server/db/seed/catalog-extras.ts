import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { ageCategories, clubs, communities, communityAccounts, levelCategories, organizers, subCategories } from '../schema';
import type { DemoCommunityKey } from './communities';

type Space = { communityId: number; accountId: number };

const ORGANIZERS: Record<DemoCommunityKey, { name: string; slug: string; description: string }> = {
  torneos: { name: 'Torneos Abiertos', slug: 'torneos-abiertos', description: 'Circuito abierto de tenis de mesa con torneos mensuales en Bogotá.' },
  andina: { name: 'Federación Andina de Tenis de Mesa', slug: 'federacion-andina', description: 'Liga regional con sedes en Lima y Cusco.' },
  barrio: { name: 'Fútbol de Barrio', slug: 'futbol-de-barrio', description: 'Ligas de fútbol 5 entre barrios de Medellín.' },
};

const AGE_CATEGORIES = [
  { name: 'Sub 11', boundKind: 'birth-year', minValue: 2016, maxValue: 2019 },
  { name: 'Sub 15', boundKind: 'birth-year', minValue: 2012, maxValue: 2015 },
  { name: 'Sub 19', boundKind: 'birth-year', minValue: 2008, maxValue: 2011 },
  { name: 'Mayores', boundKind: 'age', minValue: 18, maxValue: null },
  { name: 'Veteranos', boundKind: 'age', minValue: 40, maxValue: null },
] as const;

const LEVELS = [
  { name: 'Primera', rank: 1, description: 'El nivel más alto del circuito' },
  { name: 'Segunda', rank: 2, description: null },
  { name: 'Tercera', rank: 3, description: 'Para quienes empiezan a competir' },
];

/**
 * Each demo space is run by its own account (its creator and admin) through an organiser profile that holds
 * its clubs, and has age, level and sub categories to build tournaments from.
 */
export async function seedCatalogExtras(db: Database, key: DemoCommunityKey, space: Space): Promise<void> {
  const { communityId, accountId } = space;
  await db.update(communities).set({ createdByAccountId: accountId }).where(eq(communities.id, communityId));
  await db.insert(communityAccounts).values({ communityId, accountId, role: 'admin' });
  const [organizer] = await db
    .insert(organizers)
    .values({ ...ORGANIZERS[key], communityId, accountId, createdByAccountId: accountId })
    .returning({ id: organizers.id });
  if (organizer) await db.update(clubs).set({ organizerId: organizer.id }).where(eq(clubs.communityId, communityId));
  const owned = { communityId, createdByAccountId: accountId };
  await db.insert(ageCategories).values(AGE_CATEGORIES.map((category) => ({ ...category, ...owned, genreId: 1 })));
  await db.insert(levelCategories).values(LEVELS.map((level) => ({ ...level, ...owned })));
  await db.insert(subCategories).values([
    { name: 'A', description: 'Grupo principal', ...owned },
    { name: 'B', description: 'Grupo de ascenso', ...owned },
  ]);
}
