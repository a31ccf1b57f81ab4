import { and, asc, desc, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedMatch } from '@domain/contract';
import { communities, inscribed, matches, persons, phases, valids } from '../../db/schema';
import { scoreText } from '../calendar/entries';
import type { Db } from './queries';

export const homeEntry = alias(inscribed, 'home_entry');
export const awayEntry = alias(inscribed, 'away_entry');
const homePerson = alias(persons, 'home_person');
const awayPerson = alias(persons, 'away_person');

const nameOf = (person: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string | null>`trim(${person.firstName} || ' ' || ${person.lastName})`;

/**
 * Matches that pass `scope` (written over `matches`, `valids`, `homeEntry` and `awayEntry`): played ones newest
 * first, or coming ones (both sides known, not yet played, not scheduled in the past) soonest first, unscheduled
 * last. One statement whatever the scope covers.
 */
export async function matchLines(db: Db, scope: SQL, options: { played: boolean; limit: number; offset?: number }): Promise<FeedMatch[]> {
  const when = options.played
    ? eq(matches.status, 'played')
    : and(eq(matches.status, 'pending'), isNotNull(matches.homeId), isNotNull(matches.awayId), or(isNull(matches.scheduledAt), sql`${matches.scheduledAt} >= now()`));
  const rows = await db
    .select({
      id: matches.id,
      result: matches.result,
      homeId: matches.homeId,
      winnerId: matches.winnerId,
      scheduledAt: matches.scheduledAt,
      updatedAt: matches.updatedAt,
      phase: { id: phases.id, name: phases.name, configuration: phases.configuration },
      valid: { id: valids.id, name: valids.name, sportId: valids.sportId },
      timeZone: communities.timeZone,
      home: { personId: homePerson.id, name: nameOf(homePerson) },
      away: { personId: awayPerson.id, name: nameOf(awayPerson) },
    })
    .from(matches)
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .innerJoin(communities, eq(communities.id, valids.communityId))
    .leftJoin(homeEntry, eq(homeEntry.id, matches.homeId))
    .leftJoin(awayEntry, eq(awayEntry.id, matches.awayId))
    .leftJoin(homePerson, eq(homePerson.id, homeEntry.personId))
    .leftJoin(awayPerson, eq(awayPerson.id, awayEntry.personId))
    .where(and(scope, when))
    .orderBy(...(options.played ? [desc(matches.updatedAt), desc(matches.id)] : [sql`${matches.scheduledAt} asc nulls last`, asc(matches.id)]))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    matchId: row.id,
    validId: row.valid.id,
    validName: row.valid.name,
    phaseId: row.phase.id,
    phaseName: row.phase.name,
    sportId: row.valid.sportId,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    playedAt: options.played ? row.updatedAt.toISOString() : null,
    timeZone: row.timeZone,
    home: row.home && row.home.name !== null ? { personId: row.home.personId, name: row.home.name } : null,
    away: row.away && row.away.name !== null ? { personId: row.away.personId, name: row.away.name } : null,
    score: options.played ? scoreText(row.result, row.valid.sportId, row.phase.configuration) : null,
    winner: row.winnerId === null ? null : row.winnerId === row.homeId ? 'home' : 'away',
  }));
}

/** The scope of one person's matches: those their own entry plays. */
export const personScope = (personId: number): SQL => or(eq(homeEntry.personId, personId), eq(awayEntry.personId, personId)) ?? sql`false`;
