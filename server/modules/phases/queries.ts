import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupEntries, inscribed, matches, phaseGroups, phases, valids } from '../../db/schema';
import type { Phase, PhaseHighlight } from '@domain/contract';
import { withPlannedEntries } from './planned-entries';

/** The first phase takes the tournament's own entries (no phase set) as well as those placed in it. */
const isFirstPhase = sql`${phases.order} = (select min(p2."order") from ${phases} p2 where p2.valid_id = ${phases.validId})`;
const enteredCount = sql`(select count(*)::int from ${inscribed} i where i.valid_id = ${phases.validId} and i.origin <> 'removed' and (i.phase_id = ${phases.id} or (i.phase_id is null and ${isFirstPhase})))`;
/**
 * Once drawn, a phase holds whoever its draw placed: its groups' entries, or the sides of its bracket's first round
 * (a later phase's entries come from the phase before it, not from entries of its own).
 */
const drawnCount = sql`((select count(*)::int from ${groupEntries} ge join ${phaseGroups} g on g.id = ge.group_id where g.phase_id = ${phases.id})
  + (select count(distinct side)::int from (select m.home_id as side from ${matches} m where m.phase_id = ${phases.id} and m.group_id is null and m.round = 1
      union all select m.away_id from ${matches} m where m.phase_id = ${phases.id} and m.group_id is null and m.round = 1) first_round where side is not null))`;
const entryCount = sql<number>`(select case when drawn > 0 then drawn else ${enteredCount} end from (select ${drawnCount} as drawn) counted)`;

const columns = {
  id: phases.id,
  validId: phases.validId,
  order: phases.order,
  name: phases.name,
  formatId: phases.formatId,
  categoryId: phases.categoryId,
  statusId: phases.statusId,
  startDate: phases.startDate,
  endDate: phases.endDate,
  configuration: phases.configuration,
  entryCount,
  createdByAccountId: phases.createdByAccountId,
  version: phases.version,
  createdAt: phases.createdAt,
  updatedAt: phases.updatedAt,
};

export type PhaseRow = Omit<Phase, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export const toPhase = (row: PhaseRow): Phase => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

export async function findPhase(db: Database, id: number): Promise<PhaseRow | null> {
  const [row] = await db.select(columns).from(phases).where(eq(phases.id, id)).limit(1);
  return row ?? null;
}

export async function phaseRowsOfValid(db: Database, validId: number): Promise<PhaseRow[]> {
  return db.select(columns).from(phases).where(eq(phases.validId, validId)).orderBy(asc(phases.order), asc(phases.id));
}

/** A tournament's phases in order, a later one not drawn yet counting the entries it waits for (`withPlannedEntries`). */
export async function phasesOfValid(db: Database, validId: number): Promise<Phase[]> {
  return (await withPlannedEntries(db, await phaseRowsOfValid(db, validId))).map(toPhase);
}

/** Running (started, then paused) first; then, per tournament still on, the next phase not started. */
const rank = sql<number>`case ${phases.statusId} when 2 then 0 when 5 then 1 else 2 end`;
const isNextPhase = sql`${phases.order} = (select min(p3."order") from ${phases} p3 where p3.valid_id = ${phases.validId} and p3.status_id = 1)`;

/**
 * The phases worth showing now, of one tournament or of the community's tournaments that are not over:
 * running phases first, then each tournament's next phase, earliest tournaments first.
 */
export async function phaseHighlights(db: Database, scope: { validId?: number | undefined; communityId: number }, size: number): Promise<PhaseHighlight[]> {
  const where = and(
    scope.validId === undefined ? eq(valids.communityId, scope.communityId) : eq(valids.id, scope.validId),
    inArray(valids.statusId, [1, 2, 5]),
    sql`(${phases.statusId} in (2, 5) or (${phases.statusId} = 1 and ${isNextPhase}))`,
  );
  const rows = await db
    .select({ ...columns, validName: valids.name, sportId: valids.sportId })
    .from(phases)
    .innerJoin(valids, eq(valids.id, phases.validId))
    .where(where)
    .orderBy(asc(rank), asc(valids.startDate), asc(valids.id), asc(phases.order))
    .limit(size);
  return rows.map((row) => ({ ...toPhase(row), validName: row.validName, sportId: row.sportId }));
}
