import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, organizers, personClubs, persons, places } from '../../db/schema';
import type { Club, Page, PersonSummary } from '@domain/contract';

const playerCount = sql<number>`(select count(*)::int from ${personClubs} pc join ${persons} p on p.id = pc.person_id where pc.club_id = ${clubs.id} and p.modality_id = 1)`;

const columns = {
  id: clubs.id,
  communityId: clubs.communityId,
  name: clubs.name,
  sportId: clubs.sportId,
  organizerId: clubs.organizerId,
  organizerName: organizers.name,
  organizerSlug: organizers.slug,
  placeId: clubs.placeId,
  placeName: places.name,
  logo: clubs.logo,
  playerCount,
  createdByAccountId: clubs.createdByAccountId,
  version: clubs.version,
};

export type ClubRow = Club & { communityId: number };

function joined(db: Database) {
  return db.select(columns).from(clubs).leftJoin(organizers, eq(organizers.id, clubs.organizerId)).leftJoin(places, eq(places.id, clubs.placeId));
}

export interface ClubFilter {
  page: number;
  size: number;
  organizerId?: number | undefined;
  q: string;
}

export async function pageClubs(db: Database, communityId: number, filter: ClubFilter): Promise<Page<ClubRow>> {
  const conditions: SQL[] = [eq(clubs.communityId, communityId)];
  if (filter.organizerId !== undefined) conditions.push(eq(clubs.organizerId, filter.organizerId));
  if (filter.q) conditions.push(ilike(clubs.name, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...conditions);
  const items = await joined(db).where(where).orderBy(asc(clubs.name), asc(clubs.id)).limit(filter.size).offset(filter.page * filter.size);
  const [totals] = await db.select({ total: count() }).from(clubs).where(where);
  return { items, page: filter.page, size: filter.size, total: totals?.total ?? 0 };
}

export async function findClub(db: Database, id: number): Promise<ClubRow | null> {
  const [row] = await joined(db).where(eq(clubs.id, id)).limit(1);
  return row ?? null;
}

export async function clubsOfOrganizer(db: Database, organizerId: number): Promise<ClubRow[]> {
  return joined(db).where(eq(clubs.organizerId, organizerId)).orderBy(asc(clubs.name), asc(clubs.id));
}

/** Clubs of the organisers an account runs: the spec's "user group clubs". */
export async function clubsOfAccount(db: Database, accountId: number): Promise<ClubRow[]> {
  const own = db.select({ id: organizers.id }).from(organizers).where(eq(organizers.accountId, accountId));
  return joined(db).where(inArray(clubs.organizerId, own)).orderBy(asc(clubs.name), asc(clubs.id));
}

export async function clubMembers(db: Database, clubId: number): Promise<PersonSummary[]> {
  return db
    .select({ id: persons.id, modalityId: persons.modalityId, firstName: persons.firstName, lastName: persons.lastName, avatar: persons.avatar, sportId: persons.sportId })
    .from(personClubs)
    .innerJoin(persons, eq(persons.id, personClubs.personId))
    .where(eq(personClubs.clubId, clubId))
    .orderBy(asc(persons.modalityId), asc(persons.searchLast), asc(persons.id));
}
