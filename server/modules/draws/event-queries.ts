import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchEvent } from '@domain/contract';
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
 * The people who may appear in an event of an entry's side: a team's or double's members, or the player who is
 * the entry. Null when the entry is missing.
 */
export async function peopleOfEntry(db: Db, entryId: number): Promise<Set<number> | null> {
  const [entry] = await db.select({ personId: inscribed.personId }).from(inscribed).where(eq(inscribed.id, entryId)).limit(1);
  if (!entry) return null;
  const members = await db.select({ personId: teamMembers.personId }).from(teamMembers).where(eq(teamMembers.teamId, entry.personId));
  return new Set(members.length > 0 ? members.map((member) => member.personId) : [entry.personId]);
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
