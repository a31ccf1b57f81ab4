import type { Database } from '../db/client';
import { clubs, inscribed, persons } from '../db/schema';

/**
 * `count` entries of a tournament straight in the database (people of the tournament's community and sport,
 * seeded 1…seeds), for tests that need many. `clubs` spreads them over that many clubs, in turn.
 */
export async function seedEntries(
  db: Database,
  valid: { id: number; communityId: number; sportId: number },
  count: number,
  options: { seeds?: number; clubs?: number; prefix?: string } = {},
): Promise<number[]> {
  const clubIds: number[] = [];
  for (let index = 0; index < (options.clubs ?? 0); index += 1) {
    const [club] = await db.insert(clubs).values({ communityId: valid.communityId, sportId: valid.sportId, name: `Club ${index + 1}` }).returning({ id: clubs.id });
    if (club) clubIds.push(club.id);
  }
  const people = await db
    .insert(persons)
    .values(Array.from({ length: count }, (_, index) => ({ communityId: valid.communityId, modalityId: 1, sportId: valid.sportId, genreId: 3, firstName: `${options.prefix ?? 'P'}${index + 1}`, lastName: 'Test' })))
    .returning({ id: persons.id });
  const rows = await db
    .insert(inscribed)
    .values(
      people.map((person, index) => ({
        validId: valid.id,
        personId: person.id,
        clubId: clubIds.length > 0 ? (clubIds[index % clubIds.length] ?? null) : null,
        seed: index < (options.seeds ?? 0) ? index + 1 : null,
        origin: 'organic' as const,
      })),
    )
    .returning({ id: inscribed.id });
  return rows.map((row) => row.id);
}
