import { eq, inArray } from 'drizzle-orm';
import { tournamentPositions, type FinalPosition } from '@domain/engine';
import { PHASE_CATEGORY_IDS, type ValidPosition } from '@domain/contract';
import { clubs, inscribed, persons, valids } from '../../db/schema';
import { phaseOutcome, positionsOf } from './entries';
import { phasesInOrder, type Db } from './queries';

/**
 * A tournament's final positions from its Normal phases in playing order, as the engine ranks them: the last
 * phase as it stands, then whoever went out earlier, band by band. Empty until a result exists.
 */
export async function validPositions(db: Db, validId: number): Promise<ValidPosition[]> {
  const [valid] = await db.select({ sportId: valids.sportId }).from(valids).where(eq(valids.id, validId));
  if (!valid) return [];
  const bands: FinalPosition[][] = [];
  for (const phase of await phasesInOrder(db, validId)) {
    if (phase.categoryId !== PHASE_CATEGORY_IDS.normal) continue;
    const outcome = await phaseOutcome(db, phase, valid.sportId);
    if (!outcome) continue;
    if (outcome.kind === 'bracket' && !outcome.bracket.matches.some((match) => match.result !== null)) continue;
    if (outcome.kind === 'groups' && !outcome.played) continue;
    bands.push(positionsOf(outcome));
  }
  const positions = tournamentPositions(bands);
  if (positions.length === 0) return [];
  const ids = positions.map((position) => Number(position.entryId));
  const people = await db
    .select({ inscribedId: inscribed.id, personId: persons.id, firstName: persons.firstName, lastName: persons.lastName, avatar: persons.avatar, clubName: clubs.name })
    .from(inscribed)
    .innerJoin(persons, eq(persons.id, inscribed.personId))
    .leftJoin(clubs, eq(clubs.id, inscribed.clubId))
    .where(inArray(inscribed.id, ids));
  const byId = new Map(people.map((row) => [row.inscribedId, row]));
  return positions.flatMap((position) => {
    const person = byId.get(Number(position.entryId));
    return person ? [{ position: position.from, positionTo: position.to, ...person }] : [];
  });
}
