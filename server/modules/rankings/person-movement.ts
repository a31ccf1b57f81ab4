import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { movementOf, type Movement } from '@domain/rankings';
import { rankingSnapshotRows, rankingSnapshots } from '../../db/schema';
import type { Db } from '../draws/queries';

/**
 * How a person moved in each of their tables since the latest snapshot of its ranking: two statements however many
 * tables they are in. Without a snapshot, or absent from it, they count as new.
 */
export async function personMovements<R extends { rankingId: number; rankingModalityId: number; position: number }>(db: Db, personId: number, rows: R[]): Promise<(R & { movement: Movement })[]> {
  const rankingIds = [...new Set(rows.map((row) => row.rankingId))];
  const latest =
    rankingIds.length === 0
      ? []
      : await db
          .selectDistinctOn([rankingSnapshots.rankingId], { id: rankingSnapshots.id })
          .from(rankingSnapshots)
          .where(inArray(rankingSnapshots.rankingId, rankingIds))
          .orderBy(asc(rankingSnapshots.rankingId), desc(rankingSnapshots.takenOn), desc(rankingSnapshots.id));
  const before =
    latest.length === 0
      ? []
      : await db
          .select({ rankingModalityId: rankingSnapshotRows.rankingModalityId, position: rankingSnapshotRows.position })
          .from(rankingSnapshotRows)
          .where(and(inArray(rankingSnapshotRows.snapshotId, latest.map((row) => row.id)), eq(rankingSnapshotRows.personId, personId)));
  const previous = new Map(before.map((row) => [row.rankingModalityId, row.position]));
  return rows.map((row) => ({ ...row, movement: movementOf(row.position, previous.get(row.rankingModalityId)) }));
}
