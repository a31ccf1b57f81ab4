import { and, asc, count, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, personClubs, persons, teamMembers } from '../../db/schema';
import { MODALITIES } from '@domain/catalog';
import type { Address, Handedness, Page, Person, PersonSummary } from '@domain/contract';
import { searchPrefix } from './search-key';

export const summaryColumns = {
  id: persons.id,
  modalityId: persons.modalityId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  avatar: persons.avatar,
  sportId: persons.sportId,
};

export interface PersonFilter {
  modalityId?: number | undefined;
  clubId?: number | undefined;
  q: string;
}

/**
 * Filters shaped for the (community, modality, search_last|search_first) indexes: equality on the leading
 * columns and a prefix LIKE on a byte-ordered column, so a search reads only the matching index range.
 */
function conditions(communityId: number, filter: PersonFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(persons.communityId, communityId)];
  parts.push(
    filter.modalityId !== undefined
      ? eq(persons.modalityId, filter.modalityId)
      : inArray(
          persons.modalityId,
          MODALITIES.filter((m) => m.code !== 'club').map((m) => m.id),
        ),
  );
  const prefix = searchPrefix(filter.q);
  if (prefix) parts.push(or(like(persons.searchFirst, prefix), like(persons.searchLast, prefix)));
  return and(...parts.filter((part) => part !== undefined));
}

export async function pagePersons(db: Database, communityId: number, filter: PersonFilter, paging: { page: number; size: number }): Promise<Page<PersonSummary>> {
  const base = conditions(communityId, filter);
  const inClub = filter.clubId !== undefined ? inArray(persons.id, db.select({ id: personClubs.personId }).from(personClubs).where(eq(personClubs.clubId, filter.clubId))) : undefined;
  const where = and(base, inClub);
  const items = await db.select(summaryColumns).from(persons).where(where).orderBy(asc(persons.searchLast), asc(persons.id)).limit(paging.size).offset(paging.page * paging.size);
  const [totals] = await db.select({ total: count() }).from(persons).where(where);
  return { items, page: paging.page, size: paging.size, total: totals?.total ?? 0 };
}

export async function typeahead(db: Database, communityId: number, filter: PersonFilter, limit: number): Promise<PersonSummary[]> {
  if (!searchPrefix(filter.q)) return [];
  return db.select(summaryColumns).from(persons).where(conditions(communityId, filter)).orderBy(asc(persons.searchLast), asc(persons.id)).limit(limit);
}

export type PersonRow = typeof persons.$inferSelect;

/** The public projection of a person (no birth date, address or contact), or null. */
export async function findPersonSummary(db: Database, id: number): Promise<PersonSummary | null> {
  const [row] = await db.select(summaryColumns).from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}

export async function findPersonRow(db: Database, id: number): Promise<PersonRow | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row ?? null;
}

/** A person with its clubs, its members (doubles and teams) and the doubles and teams it plays in. */
export async function personDetail(db: Database, row: PersonRow): Promise<Person> {
  const clubRows = await db
    .select({ id: clubs.id, name: clubs.name, logo: clubs.logo })
    .from(personClubs)
    .innerJoin(clubs, eq(clubs.id, personClubs.clubId))
    .where(eq(personClubs.personId, row.id))
    .orderBy(asc(clubs.name));
  const members = await db
    .select(summaryColumns)
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(eq(teamMembers.teamId, row.id))
    .orderBy(asc(teamMembers.position), asc(persons.id));
  const memberOf = await db
    .select(summaryColumns)
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.teamId))
    .where(eq(teamMembers.personId, row.id))
    .orderBy(asc(persons.modalityId), asc(persons.searchLast));
  return {
    id: row.id,
    modalityId: row.modalityId,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    sportId: row.sportId,
    birthDate: row.birthDate,
    genreId: row.genreId,
    handedness: row.handedness as Handedness | null,
    address: (row.address as Address | null) ?? null,
    typeId: row.typeId,
    clubs: clubRows,
    teamMembers: members.map((person) => ({ personId: person.id, person })),
    memberOf,
    createdByAccountId: row.createdByAccountId,
    version: row.version,
  };
}
