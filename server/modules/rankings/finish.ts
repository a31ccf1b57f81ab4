import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Finish, FinishedEntry } from '@domain/rankings';
import { groupEntries, inscribed, matches, phaseGroups, phases, valids } from '../../db/schema';
import { validPositions } from '../draws/positions';
import { phasesInOrder, type Db } from '../draws/queries';

export type ValidRow = typeof valids.$inferSelect;

/** Today in UTC (YYYY-MM-DD): the day standings are read for. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A finished tournament or phase as the ranking rules read it: every active entry with its final position, the
 * phases it played and the matches it won. Points are dated on the last day, or today if it ended early.
 */
export async function finishOf(db: Db, scope: 'valid' | 'phase', id: number): Promise<{ valid: ValidRow; finish: Finish; statusId: number } | null> {
  let validId = id;
  let phaseEnd: string | null = null;
  let statusId: number;
  if (scope === 'phase') {
    const [phase] = await db.select({ validId: phases.validId, endDate: phases.endDate, statusId: phases.statusId }).from(phases).where(eq(phases.id, id));
    if (!phase) return null;
    validId = phase.validId;
    phaseEnd = phase.endDate;
    statusId = phase.statusId;
  }
  const [valid] = await db.select().from(valids).where(eq(valids.id, validId));
  if (!valid) return null;
  statusId ??= valid.statusId;
  const end = phaseEnd ?? valid.endDate;
  const date = end < today() ? end : today();

  const entries = await db.select({ id: inscribed.id, personId: inscribed.personId }).from(inscribed).where(and(eq(inscribed.validId, validId), ne(inscribed.origin, 'removed')));
  const ordered = await phasesInOrder(db, validId);
  const phaseIds = ordered.map((phase) => phase.id);
  const orderOf = new Map(ordered.map((phase, index) => [phase.id, index + 1]));
  const played = new Map<number, Set<number>>();
  const wins = new Map<number, { phaseId: number; count: number }[]>();
  if (phaseIds.length > 0) {
    const sides = await db.select({ phaseId: matches.phaseId, home: matches.homeId, away: matches.awayId }).from(matches).where(inArray(matches.phaseId, phaseIds));
    const grouped = await db.select({ phaseId: phaseGroups.phaseId, entry: groupEntries.inscribedId }).from(groupEntries).innerJoin(phaseGroups, eq(phaseGroups.id, groupEntries.groupId)).where(inArray(phaseGroups.phaseId, phaseIds));
    const note = (entry: number | null, phaseId: number) => {
      if (entry === null) return;
      played.set(entry, (played.get(entry) ?? new Set()).add(phaseId));
    };
    for (const row of sides) {
      note(row.home, row.phaseId);
      note(row.away, row.phaseId);
    }
    for (const row of grouped) note(row.entry, row.phaseId);
    const won = await db
      .select({ phaseId: matches.phaseId, entry: matches.winnerId, count: count() })
      .from(matches)
      .where(and(inArray(matches.phaseId, phaseIds), eq(matches.status, 'played'), isNotNull(matches.winnerId)))
      .groupBy(matches.phaseId, matches.winnerId);
    for (const row of won) if (row.entry !== null) wins.set(row.entry, [...(wins.get(row.entry) ?? []), { phaseId: row.phaseId, count: row.count }]);
  }
  const positions = new Map((await validPositions(db, validId)).map((row) => [row.inscribedId, row.position]));
  const finished: FinishedEntry[] = entries.map((entry) => ({
    personId: entry.personId,
    position: positions.get(entry.id) ?? null,
    phases: [...(played.get(entry.id) ?? [])].map((phaseId) => ({ phaseId, order: orderOf.get(phaseId) ?? 1 })).sort((a, b) => a.order - b.order),
    wins: wins.get(entry.id) ?? [],
    coachIds: [],
  }));
  return { valid, statusId, finish: { scope, validId, phaseId: scope === 'phase' ? id : null, date, entries: finished } };
}
