import type { Database } from '../client';
import { clubs, personClubs, persons, places, seasons } from '../schema';
import type { DemoCommunityKey } from './communities';
import { seedCatalogExtras } from './catalog-extras';
import { seedPeople } from './people';

type Spaces = Record<DemoCommunityKey, { communityId: number; accountId: number }>;

const FIRST_NAMES = ['Ana', 'Lucía', 'Valentina', 'Camila', 'Sofía', 'Martina', 'Daniela', 'Isabella', 'Mateo', 'Santiago', 'Sebastián', 'Diego', 'Nicolás', 'Samuel', 'Tomás', 'Joaquín', 'Gabriel', 'Emilia', 'Renata', 'Julián'];
const LAST_NAMES = ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Vargas', 'Castro', 'Rojas', 'Morales', 'Ortiz', 'Herrera', 'Medina'];
const FEMALE_FIRST_NAMES = new Set(['Ana', 'Lucía', 'Valentina', 'Camila', 'Sofía', 'Martina', 'Daniela', 'Isabella', 'Emilia', 'Renata']);
const HANDEDNESS = ['right-handed', 'left-handed', 'ambidextrous'] as const;

const SPACE_DATA = {
  torneos: {
    sportId: 1,
    places: [
      { name: 'Coliseo Municipal', address: 'Av. Principal 120', city: 'Bogotá', latitude: 4.6482, longitude: -74.0621 },
      { name: 'Polideportivo Norte', address: 'Calle 140 #15-30', city: 'Bogotá', latitude: 4.7209, longitude: -74.0434 },
    ],
    clubs: ['Club Raqueta Dorada', 'Club Deportivo Los Andes', 'Club Tenis de Mesa Norte'],
  },
  andina: {
    sportId: 1,
    places: [
      { name: 'Centro de Alto Rendimiento', address: 'Av. Brasil 2950', city: 'Lima', latitude: -12.0833, longitude: -77.0513 },
      { name: 'Gimnasio Andino', address: 'Jr. Cusco 455', city: 'Cusco', latitude: -13.5319, longitude: -71.9675 },
    ],
    clubs: ['Club Cóndor', 'Club Titicaca', 'Club Misti'],
  },
  barrio: {
    sportId: 5,
    places: [
      { name: 'Cancha La Bombonera Chica', address: 'Calle 12 #4-56', city: 'Medellín', latitude: 6.2442, longitude: -75.5812 },
      { name: 'Cancha Sintética El Poblado', address: 'Carrera 43A #7-50', city: 'Medellín', latitude: 6.2088, longitude: -75.5673 },
    ],
    clubs: ['Atlético Barrio Sur', 'Deportivo La Esquina', 'Real Parque'],
  },
} as const;

export async function seedCatalog(db: Database, spaces: Spaces): Promise<void> {
  let counter = 0;
  for (const key of Object.keys(SPACE_DATA) as DemoCommunityKey[]) {
    const data = SPACE_DATA[key];
    const { communityId, accountId } = spaces[key];
    const placeRows = await db
      .insert(places)
      .values(data.places.map((place) => ({ ...place, communityId, createdByAccountId: accountId })))
      .returning({ id: places.id });
    const clubRows = await db
      .insert(clubs)
      .values(data.clubs.map((name, index) => ({ name, communityId, sportId: data.sportId, placeId: placeRows[index % placeRows.length]?.id ?? null, createdByAccountId: accountId })))
      .returning({ id: clubs.id });
    await db.insert(seasons).values({ name: 'Temporada 2026', startDate: '2026-01-15', endDate: '2026-12-15', communityId, createdByAccountId: accountId });
    // Table tennis spaces have enough players for an open of 32.
    const playerCount = key === 'barrio' ? 12 : 32;
    const people = Array.from({ length: playerCount }, () => {
      counter += 1;
      return {
        communityId,
        modalityId: 1,
        sportId: data.sportId,
        // Distinct first/last pairs for up to 400 people: a first name repeats only with another last name.
        firstName: FIRST_NAMES[counter % FIRST_NAMES.length] ?? 'Ana',
        lastName: LAST_NAMES[(counter * 7 + Math.floor(counter / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'García',
        genreId: FEMALE_FIRST_NAMES.has(FIRST_NAMES[counter % FIRST_NAMES.length] ?? '') ? 2 : 3,
        birthDate: `${1980 + (counter % 30)}-0${(counter % 9) + 1}-1${counter % 9}`,
        handedness: HANDEDNESS[counter % 3] ?? 'right-handed',
        createdByAccountId: accountId,
      };
    });
    const personRows = await db.insert(persons).values(people).returning({ id: persons.id });
    await seedCatalogExtras(db, key, spaces[key]);
    await seedPeople(db, { communityId, accountId, sportId: data.sportId, playerIds: personRows.map((row) => row.id) });
    await db.insert(personClubs).values(
      personRows.flatMap((person, index) => {
        const club = clubRows[index % clubRows.length];
        return club ? [{ personId: person.id, clubId: club.id }] : [];
      }),
    );
  }
}
