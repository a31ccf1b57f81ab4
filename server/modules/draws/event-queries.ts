import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchEvent, MatchSideView } from '@domain/contract';
import { images, inscribed, matchEvents, persons, teamMembers, valids } from '../../db/schema';
import type { Db } from './queries';

const second = alias(persons, 'second_person');

/** A match's events in minute order (events without a minute, its video and pictures, last). */
export async function eventsOfMatch(db: Db, matchId: number): Promise<MatchEvent[]> {
  const rows = await db
    .select({
      event: matchEvents,
      person: { id: persons.id, firstName: persons.firstName, lastName: persons.lastName },
      secondPerson: { id: second.id, firstName: second.firstName, lastName: second.lastName },
    })
    .from(matchEvents)
    .leftJoin(persons, eq(persons.id, matchEvents.personId))
    .leftJoin(second, eq(second.id, matchEvents.secondPersonId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(sql`${matchEvents.minute} asc nulls last`, asc(matchEvents.id));
  return rows.map(({ event, person, secondPerson }) => ({
    id: event.id,
    matchId: event.matchId,
    type: event.type,
    minute: event.minute,
    side: event.side,
    person: event.personId === null ? null : person,
    secondPerson: event.secondPersonId === null ? null : secondPerson,
    videoId: event.videoId,
    imageUrl: event.imageId === null ? null : `/api/images/${event.imageId}`,
    createdAt: event.createdAt.toISOString(),
  }));
}

/**
 * An entry's side of a match: the person it stands for and the people who may appear in its events (a team's
 * or double's members, or the player who is the entry), public fields only. Null when the entry is missing.
 */
export async function sideOfEntry(db: Db, entryId: number): Promise<MatchSideView | null> {
  const columns = { id: persons.id, firstName: persons.firstName, lastName: persons.lastName };
  const [entry] = await db.select(columns).from(inscribed).innerJoin(persons, eq(persons.id, inscribed.personId)).where(eq(inscribed.id, entryId)).limit(1);
  if (!entry) return null;
  const members = await db
    .select(columns)
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(eq(teamMembers.teamId, entry.id))
    .orderBy(asc(teamMembers.position), asc(persons.id));
  return { entryId, person: entry, people: members.length > 0 ? members : [entry] };
}

/** The ids of the people who may appear in an event of an entry's side, or null when the entry is missing. */
export async function peopleOfEntry(db: Db, entryId: number): Promise<Set<number> | null> {
  const side = await sideOfEntry(db, entryId);
  return side ? new Set(side.people.map((person) => person.id)) : null;
}

export async function personExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.id, id)).limit(1);
  return row !== undefined;
}

/** An uploaded image of the community, or null. */
export async function imageOfCommunity(db: Db, id: number, communityId: number): Promise<number | null> {
  const [row] = await db.select({ id: images.id }).from(images).where(and(eq(images.id, id), eq(images.communityId, communityId))).limit(1);
  return row?.id ?? null;
}

export async function eventOfMatch(db: Db, matchId: number, eventId: number): Promise<number | null> {
  const [row] = await db.select({ id: matchEvents.id }).from(matchEvents).where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId))).limit(1);
  return row?.id ?? null;
}

export async function communityOfValid(db: Db, validId: number): Promise<number | null> {
  const [row] = await db.select({ communityId: valids.communityId }).from(valids).where(eq(valids.id, validId)).limit(1);
  return row?.communityId ?? null;
}
