import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, inscribed, personClubs, persons, teamMembers } from '../../db/schema';
import { containsPattern } from '../../lib/references';
import type { EntryCandidate, Inscribed, InscribedListQuery, Page } from '@domain/contract';

const columns = {
  id: inscribed.id,
  validId: inscribed.validId,
  phaseId: inscribed.phaseId,
  personId: inscribed.personId,
  clubId: inscribed.clubId,
  clubName: clubs.name,
  seed: inscribed.seed,
  origin: inscribed.origin,
  previousOrigin: inscribed.previousOrigin,
  createdByAccountId: inscribed.createdByAccountId,
  createdAt: inscribed.createdAt,
  version: inscribed.version,
  person: {
    id: persons.id,
    modalityId: persons.modalityId,
    firstName: persons.firstName,
    lastName: persons.lastName,
    avatar: persons.avatar,
    genreId: persons.genreId,
  },
};

export type InscribedRow = Omit<Inscribed, 'createdAt'> & { createdAt: Date };

export const toInscribed = (row: InscribedRow): Inscribed => ({ ...row, createdAt: row.createdAt.toISOString() });

function joined(db: Database) {
  return db.select(columns).from(inscribed).innerJoin(persons, eq(persons.id, inscribed.personId)).leftJoin(clubs, eq(clubs.id, inscribed.clubId));
}

/** Removed last, then by seed (unseeded after the seeds), then by name. */
const order = [sql`${inscribed.origin} = 'removed'`, sql`${inscribed.seed} asc nulls last`, asc(persons.lastName), asc(persons.firstName), asc(inscribed.id)];

export interface EntryScope {
  validId: number;
  /** A phase's entries; for the first phase also the tournament's own (no phase set). */
  phaseId?: number | undefined;
  firstPhase?: boolean;
  /** The entries a later phase holds (its draw's, or those it will be drawn from), when they are known. */
  ids?: number[] | undefined;
}

export async function pageInscribed(db: Database, scope: EntryScope, filter: InscribedListQuery): Promise<Page<InscribedRow>> {
  const conditions: (SQL | undefined)[] = [eq(inscribed.validId, scope.validId)];
  if (scope.ids !== undefined) {
    conditions.push(scope.ids.length > 0 ? inArray(inscribed.id, scope.ids) : sql`false`);
  } else if (scope.phaseId !== undefined) {
    conditions.push(scope.firstPhase ? or(eq(inscribed.phaseId, scope.phaseId), isNull(inscribed.phaseId)) : eq(inscribed.phaseId, scope.phaseId));
  }
  if (filter.origin !== undefined) conditions.push(eq(inscribed.origin, filter.origin));
  if (!filter.removed) conditions.push(ne(inscribed.origin, 'removed'));
  if (filter.q) conditions.push(ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, containsPattern(filter.q)));
  const where = and(...conditions);
  const items = await joined(db).where(where).orderBy(...order).limit(filter.size).offset(filter.page * filter.size);
  const [totals] = await db.select({ total: count() }).from(inscribed).innerJoin(persons, eq(persons.id, inscribed.personId)).where(where);
  return { items, page: filter.page, size: filter.size, total: totals?.total ?? 0 };
}

export async function findInscribed(db: Database, id: number): Promise<InscribedRow | null> {
  const [row] = await joined(db).where(eq(inscribed.id, id)).limit(1);
  return row ?? null;
}

export async function inscribedByIds(db: Database, ids: number[]): Promise<InscribedRow[]> {
  if (ids.length === 0) return [];
  return joined(db).where(inArray(inscribed.id, ids)).orderBy(...order);
}

/** The tournament's entry rows (removed ones too), for the add and seed checks. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function entryRowsOfValid(db: Database | Tx, validId: number) {
  return db
    .select({ id: inscribed.id, personId: inscribed.personId, seed: inscribed.seed, origin: inscribed.origin, version: inscribed.version })
    .from(inscribed)
    .where(eq(inscribed.validId, validId));
}

/** People as the eligibility rules read them, with their members and their first club. */
export async function candidatesByIds(db: Database | Tx, ids: number[]): Promise<Map<number, EntryCandidate & { id: number; clubId: number | null }>> {
  const result = new Map<number, EntryCandidate & { id: number; clubId: number | null }>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: persons.id,
      communityId: persons.communityId,
      modalityId: persons.modalityId,
      sportId: persons.sportId,
      genreId: persons.genreId,
      birthDate: persons.birthDate,
      clubId: sql<number | null>`(select min(pc.club_id) from ${personClubs} pc where pc.person_id = ${persons.id})`,
    })
    .from(persons)
    .where(inArray(persons.id, ids));
  const members = await db
    .select({ teamId: teamMembers.teamId, genreId: persons.genreId, birthDate: persons.birthDate })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(inArray(teamMembers.teamId, ids));
  for (const row of rows) {
    result.set(row.id, { ...row, members: members.filter((member) => member.teamId === row.id).map(({ genreId, birthDate }) => ({ genreId, birthDate })) });
  }
  return result;
}

/**
 * People of a community and modality whose name contains `q` and who are not actively entered in `validId`, for the
 * entry typeahead: one page of `limit` in name order, from `offset`.
 */
export async function peopleByName(db: Database, communityId: number, modalityId: number, q: string, limit: number, options: { notEnteredIn?: number; offset?: number } = {}): Promise<number[]> {
  const conditions: (SQL | undefined)[] = [eq(persons.communityId, communityId), eq(persons.modalityId, modalityId)];
  if (q) conditions.push(ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, containsPattern(q)));
  if (options.notEnteredIn !== undefined) {
    conditions.push(
      sql`not exists (select 1 from ${inscribed} e where e.person_id = ${persons.id} and e.valid_id = ${options.notEnteredIn} and e.origin <> 'removed')`,
    );
  }
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(...conditions))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => row.id);
}
