import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { personValidations, persons, teamMembers, validations } from '../schema';
import { findSport } from '@domain/catalog';

type Space = { communityId: number; accountId: number; sportId: number; playerIds: number[] };

const STAFF = [
  { modalityId: 4, firstName: 'Hernán', lastName: 'Quintero', typeId: 1 },
  { modalityId: 4, firstName: 'Marcela', lastName: 'Ospina', typeId: 2 },
  { modalityId: 5, firstName: 'Gustavo', lastName: 'Lozano', typeId: null },
  { modalityId: 5, firstName: 'Patricia', lastName: 'Salazar', typeId: null },
  { modalityId: 7, firstName: 'Rodrigo', lastName: 'Benítez', typeId: 1 },
  { modalityId: 7, firstName: 'Carmen', lastName: 'Villamizar', typeId: 2 },
];

const TEAM_NAMES = ['Los Halcones', 'Relámpago', 'Atlético Central', 'Estrella del Sur'];

/** Coaches, referees, affiliates, doubles and teams of the demo players, and a validation some players hold. */
export async function seedPeople(db: Database, space: Space): Promise<void> {
  const { communityId, accountId, sportId, playerIds } = space;
  const owned = { communityId, createdByAccountId: accountId };
  await db.insert(persons).values(STAFF.map((staff) => ({ ...staff, ...owned, sportId: staff.modalityId === 4 ? sportId : null })));
  const sport = findSport(sportId);
  const roster = Math.min(sport?.config.teamRosterLimit ?? 3, 5);
  const teams = TEAM_NAMES.slice(0, Math.floor(playerIds.length / roster / 2) || 1);
  for (const [index, name] of teams.entries()) {
    const members = playerIds.slice(index * roster, index * roster + roster);
    const [team] = await db.insert(persons).values({ ...owned, modalityId: 2, firstName: name, sportId }).returning({ id: persons.id });
    if (team) await db.insert(teamMembers).values(members.map((personId, position) => ({ teamId: team.id, personId, position })));
  }
  if (sport?.config.enableDoubles) {
    for (let pair = 0; pair < 2; pair += 1) {
      const members = playerIds.slice(playerIds.length - 2 * (pair + 1), playerIds.length - 2 * pair);
      // A double is known by its players' surnames, as on a draw sheet.
      const names = await db.select({ lastName: persons.lastName }).from(persons).where(inArray(persons.id, members));
      const label = names.map((row) => row.lastName).join(' / ') || `Pareja ${pair + 1}`;
      const [double] = await db.insert(persons).values({ ...owned, modalityId: 3, firstName: label, sportId }).returning({ id: persons.id });
      if (double) await db.insert(teamMembers).values(members.map((personId, position) => ({ teamId: double.id, personId, position })));
    }
  }
  const [medical] = await db
    .insert(validations)
    .values({ ...owned, name: 'Certificado médico 2026', description: 'Apto para competir, firmado por un médico deportólogo', validFrom: '2026-01-01', validUntil: '2026-12-31' })
    .returning({ id: validations.id });
  await db.insert(validations).values({ ...owned, name: 'Licencia federativa', description: 'Inscripción vigente en la liga' });
  if (medical) await db.insert(personValidations).values(playerIds.slice(0, 6).map((personId) => ({ personId, validationId: medical.id, createdByAccountId: accountId })));
}
