import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { validationMessage, type SnapshotComparison, type SnapshotSummary } from '@domain/contract';
import type { Locale } from '@domain/catalog';
import { persons, rankingModalities, rankings, rankingSnapshotRows, rankingSnapshots } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Db } from '../draws/queries';

/** A ranking's snapshots, newest first, with how many people each froze; 404 for a ranking that does not exist. */
export async function snapshotSummaries(db: Db, rankingId: number): Promise<SnapshotSummary[]> {
  const [ranking] = await db.select({ id: rankings.id }).from(rankings).where(eq(rankings.id, rankingId));
  if (!ranking) throw notFound();
  const rows = await db
    .select({ id: rankingSnapshots.id, rankingId: rankingSnapshots.rankingId, takenOn: rankingSnapshots.takenOn, people: count(rankingSnapshotRows.personId) })
    .from(rankingSnapshots)
    .leftJoin(rankingSnapshotRows, eq(rankingSnapshotRows.snapshotId, rankingSnapshots.id))
    .where(eq(rankingSnapshots.rankingId, rankingId))
    .groupBy(rankingSnapshots.id)
    .orderBy(desc(rankingSnapshots.takenOn), desc(rankingSnapshots.id));
  return rows.map((row) => ({ ...row, people: Number(row.people) }));
}

export interface CompareQuery {
  rankingModalityId: number;
  from: number;
  to: number;
  page: number;
  size: number;
}

/**
 * One table of a ranking as two of its snapshots froze it: who moved up or down, who arrived and who left. Both
 * snapshots must be of the table's ranking.
 */
export async function compareSnapshots(db: Db, query: CompareQuery, locale: Locale): Promise<SnapshotComparison> {
  const [table] = await db.select({ rankingId: rankingModalities.rankingId }).from(rankingModalities).where(eq(rankingModalities.id, query.rankingModalityId));
  if (!table) throw notFound();
  const found = await db.select({ id: rankingSnapshots.id, rankingId: rankingSnapshots.rankingId, takenOn: rankingSnapshots.takenOn }).from(rankingSnapshots).where(inArray(rankingSnapshots.id, [query.from, query.to]));
  const from = found.find((row) => row.id === query.from);
  const to = found.find((row) => row.id === query.to);
  if (!from || !to) throw notFound();
  for (const [field, snapshot] of [['query.from', from], ['query.to', to]] as const) {
    if (snapshot.rankingId !== table.rankingId) throw badRequest(field, validationMessage('notInRanking', locale));
  }
  const rowsOf = (snapshotId: number) =>
    db
      .select({ personId: rankingSnapshotRows.personId, position: rankingSnapshotRows.position, points: rankingSnapshotRows.points })
      .from(rankingSnapshotRows)
      .where(and(eq(rankingSnapshotRows.snapshotId, snapshotId), eq(rankingSnapshotRows.rankingModalityId, query.rankingModalityId)))
      .orderBy(asc(rankingSnapshotRows.position), asc(rankingSnapshotRows.personId));
  const [before, after] = await Promise.all([rowsOf(from.id), rowsOf(to.id)]);
  const earlier = new Map(before.map((row) => [row.personId, row]));
  const later = new Set(after.map((row) => row.personId));
  const merged = [
    ...after.map((row) => {
      const old = earlier.get(row.personId);
      return { personId: row.personId, fromPosition: old?.position ?? null, toPosition: row.position, fromPoints: old?.points ?? null, toPoints: row.points, movement: old ? old.position - row.position : null };
    }),
    ...before.filter((row) => !later.has(row.personId)).map((row) => ({ personId: row.personId, fromPosition: row.position, toPosition: null, fromPoints: row.points, toPoints: null, movement: null })),
  ];
  const page = merged.slice(query.page * query.size, (query.page + 1) * query.size);
  const names = page.length === 0 ? [] : await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(inArray(persons.id, page.map((row) => row.personId)));
  const nameOf = new Map(names.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]));
  return {
    rankingModalityId: query.rankingModalityId,
    from: { id: from.id, takenOn: from.takenOn },
    to: { id: to.id, takenOn: to.takenOn },
    total: merged.length,
    items: page.map((row) => ({ ...row, name: nameOf.get(row.personId) ?? '' })),
  };
}
