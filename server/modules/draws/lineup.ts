import { eq, inArray } from 'drizzle-orm';
import { checkLineup, encounterRefusal, refuse, type Lineup, type MatchResult, type Outcome } from '@domain/engine';
import { findSequence } from '@domain/catalog';
import { teamEncounters, type MatchLineupInput, type SheetPlayer, type TeamSheet } from '@domain/contract';
import { inscribed, persons, teamMembers } from '../../db/schema';
import { matchWithPhase, type Db, type MatchRow, type PhaseContext } from './queries';

/** The people on each side's roster: the members of the team each entry is. */
export async function rostersOf(db: Db, match: Pick<MatchRow, 'homeId' | 'awayId'>): Promise<{ home: number[]; away: number[] }> {
  const entryIds = [match.homeId, match.awayId].filter((value): value is number => value !== null);
  if (entryIds.length === 0) return { home: [], away: [] };
  const rows = await db
    .select({ entryId: inscribed.id, personId: teamMembers.personId })
    .from(inscribed)
    .innerJoin(teamMembers, eq(teamMembers.teamId, inscribed.personId))
    .where(inArray(inscribed.id, entryIds))
    .orderBy(teamMembers.position, teamMembers.personId);
  const of = (entryId: number | null) => rows.filter((row) => row.entryId === entryId).map((row) => row.personId);
  return { home: of(match.homeId), away: of(match.awayId) };
}

/**
 * The line-up a result is saved with. A table tennis team encounter whose phase names an order of play is entered
 * individual match by individual match, with each captain's line-up of people from the team's roster (unless
 * conceded whole); any other match takes no line-up.
 */
export async function encounterLineup(db: Db, phase: Pick<PhaseContext, 'sportId' | 'modalityId' | 'configuration'>, match: MatchRow, result: MatchResult, lineup: MatchLineupInput | undefined): Promise<Outcome<Lineup | null>> {
  const sequence = teamEncounters(phase.sportId, phase.modalityId) ? findSequence(phase.configuration.sequenceId) : null;
  if (!sequence) return lineup ? refuse('lineupNotTeam') : { ok: true, value: null };
  const missing = encounterRefusal(result, lineup);
  if (missing) return missing;
  if (!lineup) return { ok: true, value: null };
  const rosters = await rostersOf(db, match);
  return checkLineup(sequence, lineup, { home: new Set(rosters.home), away: new Set(rosters.away) });
}

/** Public names of people, by id. */
async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(inArray(persons.id, ids));
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ')]));
}

/** A table tennis team encounter's sheet; null for a match that is not one. */
export async function teamSheet(db: Db, id: number): Promise<TeamSheet | null> {
  const found = await matchWithPhase(db, id);
  if (!found || !teamEncounters(found.phase.sportId, found.phase.modalityId)) return null;
  const { match, phase } = found;
  const rosters = await rostersOf(db, match);
  const names = await namesOf(db, [...rosters.home, ...rosters.away]);
  const players = (ids: number[]): SheetPlayer[] => ids.map((personId) => ({ personId, name: names.get(personId) ?? '' }));
  return {
    matchId: match.id,
    sequenceId: findSequence(phase.configuration.sequenceId)?.id ?? null,
    rubbersToWin: phase.configuration.rubbersToWin,
    rosters: { home: players(rosters.home), away: players(rosters.away) },
    lineup: match.lineup ?? null,
  };
}
