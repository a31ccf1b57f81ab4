import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { STATUS } from '@domain/machines';
import type { Podium } from '@domain/contract';
import { inscribed, rankingFinishes, valids } from '../../db/schema';
import { validPositions } from './positions';
import type { Db } from './queries';

/** How many of a person's latest finished tournaments are read for podiums. */
export const PODIUM_TOURNAMENTS = 30;

/**
 * The finished tournaments where a person ended first, second or third, newest first. A tournament's finish is
 * kept once it counted for a ranking; the others are ranked from their matches, as their results page does.
 */
export async function podiumsOf(db: Db, personId: number): Promise<Podium[]> {
  const finished = await db
    .select({ validId: valids.id, validName: valids.name, sportId: valids.sportId, endDate: valids.endDate, entryId: inscribed.id })
    .from(inscribed)
    .innerJoin(valids, eq(valids.id, inscribed.validId))
    .where(and(eq(inscribed.personId, personId), ne(inscribed.origin, 'removed'), eq(valids.statusId, STATUS.finished)))
    .orderBy(desc(valids.endDate), desc(valids.id))
    .limit(PODIUM_TOURNAMENTS);
  if (finished.length === 0) return [];
  const recorded = await db
    .select({ validId: rankingFinishes.validId, entries: rankingFinishes.entries })
    .from(rankingFinishes)
    .where(and(eq(rankingFinishes.scope, 'valid'), inArray(rankingFinishes.validId, finished.map((row) => row.validId))));
  const kept = new Map(recorded.map((row) => [row.validId, row.entries.find((entry) => entry.personId === personId)?.position ?? null]));
  const podiums: Podium[] = [];
  for (const row of finished) {
    const position = kept.has(row.validId) ? kept.get(row.validId) : (await validPositions(db, row.validId)).find((line) => line.personId === personId)?.position;
    if (position === 1 || position === 2 || position === 3) podiums.push({ validId: row.validId, validName: row.validName, sportId: row.sportId, endDate: row.endDate, position });
  }
  return podiums;
}
