import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { personClubs, persons, teamMembers, userPlayers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertEditable, assertEditableAt, inUse, isReferenced, staleNow } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { requireAuth } from '../../plugins/auth';
import { PERSON_KINDS, type Person, type PersonInput, type PersonKind, type PersonSummary } from '@domain/contract';
import { communityOf, scopedCommunity } from '../communities/guard';
import { findPersonRow, findPersonSummary, personDetail } from './queries';
import { checkPersonRefs } from './rules';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function columns(kind: PersonKind, input: PersonInput, sportId: number | null) {
  return {
    modalityId: PERSON_KINDS[kind].modalityId,
    firstName: input.firstName,
    lastName: input.lastName,
    avatar: input.avatar,
    birthDate: input.birthDate,
    genreId: input.genreId,
    address: input.address,
    sportId,
    handedness: 'handedness' in input ? input.handedness : null,
    typeId: 'typeId' in input ? input.typeId : null,
  };
}

/** Replaces a person's clubs and members inside the caller's transaction. */
async function writeLinks(tx: Tx, personId: number, input: PersonInput): Promise<void> {
  await tx.delete(personClubs).where(eq(personClubs.personId, personId));
  const clubIds = [...new Set(input.clubs)];
  if (clubIds.length > 0) await tx.insert(personClubs).values(clubIds.map((clubId) => ({ personId, clubId })));
  if (!('teamMembers' in input)) return;
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, personId));
  await tx.insert(teamMembers).values(input.teamMembers.map((member, position) => ({ teamId: personId, personId: member.personId, position })));
}

const refsOf = (input: PersonInput) => ({
  sportId: input.sportId,
  genreId: input.genreId,
  clubs: input.clubs,
  ...('typeId' in input ? { typeId: input.typeId } : {}),
  ...('teamMembers' in input ? { teamMembers: input.teamMembers } : {}),
});

/** Writes a new player of a community and its clubs inside the caller's transaction; the caller has checked its references. */
export async function insertPlayer(tx: Tx, owner: { communityId: number; accountId: number }, input: PersonInput, sportId: number | null): Promise<number> {
  const [row] = await tx
    .insert(persons)
    .values({ ...columns('players', input, sportId), communityId: owner.communityId, createdByAccountId: owner.accountId })
    .returning({ id: persons.id });
  if (!row) throw new Error('person not created');
  await writeLinks(tx, row.id, input);
  return row.id;
}

/** A new person with its clubs and members: all written, or nothing. */
export async function createPerson(db: Database, request: FastifyRequest, kind: PersonKind, input: PersonInput): Promise<Person> {
  const { accountId } = requireAuth(request);
  const community = await scopedCommunity(db, request);
  const sportId = await checkPersonRefs(db, request, kind, refsOf(input), community);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(persons)
      .values({ ...columns(kind, input, sportId), communityId: community.id, createdByAccountId: accountId })
      .returning({ id: persons.id });
    if (!row) throw new Error('person not created');
    await writeLinks(tx, row.id, input);
    return row.id;
  });
  return personById(db, id);
}

export async function updatePerson(db: Database, request: FastifyRequest, kind: PersonKind, id: number, input: PersonInput): Promise<Person> {
  const found = await findPersonRow(db, id);
  if (found && found.modalityId !== PERSON_KINDS[kind].modalityId) throw notFound();
  const current = assertEditableAt(request, found, input.version);
  const sportId = await checkPersonRefs(db, request, kind, refsOf(input), await communityOf(db, current.communityId));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(persons)
      .set({ ...columns(kind, input, sportId), version: sql`${persons.version} + 1`, updatedAt: new Date() })
      .where(and(eq(persons.id, id), eq(persons.version, current.version)))
      .returning({ id: persons.id });
    if (!row) throw await staleNow(() => findPersonRow(tx, id));
    await writeLinks(tx, id, input);
  });
  return personById(db, id);
}

/** A player who is part of a double or a team stays until it is taken out of them. */
export async function deletePerson(db: Database, request: FastifyRequest, id: number, kind?: PersonKind): Promise<void> {
  const found = await findPersonRow(db, id);
  if (found && kind && found.modalityId !== PERSON_KINDS[kind].modalityId) throw notFound();
  assertEditable(request, found);
  try {
    await db.delete(persons).where(eq(persons.id, id));
  } catch (error) {
    if (isReferenced(error)) throw inUse();
    throw error;
  }
}

export async function setPersonClubs(db: Database, request: FastifyRequest, personId: number, clubIds: number[]): Promise<Person> {
  const current = assertEditable(request, await findPersonRow(db, personId));
  await assertOwnedReferences(db, request, current.communityId, { clubIds });
  await db.transaction(async (tx) => {
    await tx.delete(personClubs).where(eq(personClubs.personId, personId));
    const unique = [...new Set(clubIds)];
    if (unique.length > 0) await tx.insert(personClubs).values(unique.map((clubId) => ({ personId, clubId })));
    await tx.update(persons).set({ version: sql`${persons.version} + 1`, updatedAt: new Date() }).where(eq(persons.id, personId));
  });
  return personById(db, personId);
}

/** What anyone may see of a person, for other areas (head-to-head, events); 404 when there is none. */
export async function publicPerson(db: Database, id: number): Promise<PersonSummary> {
  const person = await findPersonSummary(db, id);
  if (!person) throw notFound();
  return person;
}

export async function personById(db: Database, id: number): Promise<Person> {
  const row = await findPersonRow(db, id);
  if (!row) throw notFound();
  return personDetail(db, row);
}

/**
 * Privacy by projection: a person's birth date and address reach only the account that owns the record (the
 * one the viewer acts as) and the user linked to that person; everyone else gets the public fields.
 */
export async function personForViewer(db: Database, request: FastifyRequest, id: number): Promise<Person> {
  const person = await personById(db, id);
  const viewer = request.auth;
  if (viewer && viewer.accountId === person.createdByAccountId) return person;
  if (viewer) {
    const [link] = await db
      .select({ personId: userPlayers.personId })
      .from(userPlayers)
      .where(and(eq(userPlayers.userId, viewer.userId), eq(userPlayers.personId, person.id)));
    if (link) return person;
  }
  return { ...person, birthDate: null, address: null };
}
