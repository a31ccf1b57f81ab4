import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SPORT, tallyResult } from '@domain/engine';
import type { Versus, VersusMatch } from '@domain/contract';
import type { Database } from '../../db/client';
import { inscribed, matches, phases, valids } from '../../db/schema';
import { publicPerson } from '../people/service';
import { sportRules } from './engine';

const home = alias(inscribed, 'home_entry');
const away = alias(inscribed, 'away_entry');

/** Every played match (byes excluded) between the people `a` and `b`, in any tournament, newest first. */
async function playedBetween(db: Database, a: number, b: number) {
  return db
    .select({
      match: matches,
      homePersonId: home.personId,
      awayPersonId: away.personId,
      valid: { id: valids.id, name: valids.name, sportId: valids.sportId, startDate: valids.startDate },
      phase: { id: phases.id, name: phases.name, configuration: phases.configuration },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeId))
    .innerJoin(away, eq(away.id, matches.awayId))
    .innerJoin(phases, eq(phases.id, matches.phaseId))
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(and(eq(matches.status, 'played'), or(and(eq(home.personId, a), eq(away.personId, b)), and(eq(home.personId, b), eq(away.personId, a)))))
    .orderBy(desc(matches.updatedAt), desc(matches.id));
}

/**
 * Head-to-head between two people across every tournament: each played match from `personId`'s side, with the
 * score the sport counts (games in table tennis, goals or points otherwise), and how many each won. People are
 * shown by their public projection only.
 */
export async function versus(db: Database, personId: number, otherId: number): Promise<Versus> {
  const [person, other] = await Promise.all([publicPerson(db, personId), publicPerson(db, otherId)]);
  const rows = personId === otherId ? [] : await playedBetween(db, personId, otherId);
  const totals = { person: 0, other: 0, drawn: 0 };
  const list: VersusMatch[] = [];
  for (const row of rows) {
    const { match } = row;
    if (!match.result) continue;
    const tally = tallyResult(sportRules(row.valid.sportId, row.phase.configuration), match.result);
    const games = row.valid.sportId === SPORT.tableTennis;
    const points = { home: games ? tally.home.periods : tally.home.score, away: games ? tally.away.periods : tally.away.score };
    const personHome = row.homePersonId === personId;
    const winnerId = match.winnerId === null ? null : match.winnerId === match.homeId ? row.homePersonId : row.awayPersonId;
    if (winnerId === null) totals.drawn += 1;
    else if (winnerId === personId) totals.person += 1;
    else totals.other += 1;
    list.push({
      matchId: match.id,
      validId: row.valid.id,
      validName: row.valid.name,
      phaseId: row.phase.id,
      phaseName: row.phase.name,
      sportId: row.valid.sportId,
      startDate: row.valid.startDate,
      playedAt: match.updatedAt.toISOString(),
      score: personHome ? { person: points.home, other: points.away } : { person: points.away, other: points.home },
      winnerId,
    });
  }
  return { person, other, matches: list, totals };
}
