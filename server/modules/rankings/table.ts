import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { ageOn, birthRange, movementOf, standingsOf } from '@domain/rankings';
import type { ModalityTableRow, SnapshotView } from '@domain/contract';
import type { Database } from '../../db/client';
import { ageCategories, balanceLines, clubs, personClubs, persons, rankingConfigurations, rankingModalities, rankings, rankingSnapshotRows, rankingSnapshots, rankingStandings } from '../../db/schema';
import { applyReclassification, divisionsOf } from './divisions';
import type { Db } from '../draws/queries';
import { today } from './finish';
import { refreshStandings } from './processing';

export interface TableQuery {
  page: number;
  size: number;
  ageCategoryId?: number | undefined;
  q: string;
}

/** Standings that depend on the day (expiration, inactivity) are recomputed once per new day before a read. */
export async function freshStandings(db: Database, modality: { id: number; standingsOn: string | null }, cutPoint: { typeId: number | null }) {
  const day = today();
  if (modality.standingsOn === day || (modality.standingsOn !== null && cutPoint.typeId !== 6 && cutPoint.typeId !== 8)) return;
  await db.transaction(async (tx) => {
    const [ranking] = await tx.select({ cutPoint: rankings.cutPoint }).from(rankings).innerJoin(rankingModalities, eq(rankingModalities.rankingId, rankings.id)).where(eq(rankingModalities.id, modality.id));
    if (ranking) await refreshStandings(tx, modality.id, ranking.cutPoint, day, null);
  });
}

async function latestSnapshot(db: Db, rankingId: number): Promise<number | null> {
  const [row] = await db.select({ id: rankingSnapshots.id }).from(rankingSnapshots).where(eq(rankingSnapshots.rankingId, rankingId)).orderBy(desc(rankingSnapshots.takenOn), desc(rankingSnapshots.id)).limit(1);
  return row?.id ?? null;
}

/** A page of a modality's table: positions among whoever the filters keep, and movement against the latest snapshot. */
export async function modalityTable(db: Db, modality: { id: number; rankingId: number }, query: TableQuery): Promise<{ items: ModalityTableRow[]; total: number } | null> {
  let birth: SQL | undefined;
  if (query.ageCategoryId !== undefined) {
    const [category] = await db.select().from(ageCategories).where(eq(ageCategories.id, query.ageCategoryId));
    if (!category) return null;
    const range = birthRange(category, today());
    birth = and(range.bornOnOrBefore === null ? undefined : lte(persons.birthDate, range.bornOnOrBefore), range.bornAfter === null ? undefined : gt(persons.birthDate, range.bornAfter));
  }
  // People left out of this table by their ranking configuration (usually none).
  const excluded = await db
    .select({ personId: rankingConfigurations.personId })
    .from(rankingConfigurations)
    .where(and(eq(rankingConfigurations.rankingModalityId, modality.id), eq(rankingConfigurations.excluded, true)));
  const overall = db.$with('overall').as(
    db
      .select({ personId: rankingStandings.personId, points: rankingStandings.points, tournaments: rankingStandings.tournaments, overall: sql<number>`cast(rank() over (order by ${rankingStandings.points} desc) as int)`.as('overall') })
      .from(rankingStandings)
      .where(
        and(
          eq(rankingStandings.rankingModalityId, modality.id),
          excluded.length === 0 ? undefined : notInArray(rankingStandings.personId, excluded.map((row) => row.personId)),
        ),
      ),
  );
  const name = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`;
  const filtered = db.$with('filtered').as(
    db
      .select({ personId: overall.personId, points: overall.points, tournaments: overall.tournaments, overall: overall.overall, name: name.as('name'), position: sql<number>`cast(rank() over (order by ${overall.points} desc) as int)`.as('position') })
      .from(overall)
      .innerJoin(persons, eq(persons.id, overall.personId))
      .where(birth),
  );
  const search = query.q ? sql`position(lower(${query.q}) in lower(${filtered.name})) > 0` : undefined;
  const rows = await db
    .with(overall, filtered)
    .select({ personId: filtered.personId, points: filtered.points, tournaments: filtered.tournaments, overall: filtered.overall, position: filtered.position, name: filtered.name, total: sql<number>`cast(count(*) over () as int)` })
    .from(filtered)
    .where(search)
    .orderBy(desc(filtered.points), asc(filtered.personId))
    .limit(query.size)
    .offset(query.page * query.size);
  const ids = rows.map((row) => row.personId);
  const snapshotId = await latestSnapshot(db, modality.rankingId);
  const [clubRows, previous] = await Promise.all([
    ids.length === 0 ? [] : db.select({ personId: personClubs.personId, name: clubs.name }).from(personClubs).innerJoin(clubs, eq(clubs.id, personClubs.clubId)).where(inArray(personClubs.personId, ids)).orderBy(asc(clubs.name)),
    ids.length === 0 || snapshotId === null
      ? []
      : db
          .select({ personId: rankingSnapshotRows.personId, position: rankingSnapshotRows.position })
          .from(rankingSnapshotRows)
          .where(and(eq(rankingSnapshotRows.snapshotId, snapshotId), eq(rankingSnapshotRows.rankingModalityId, modality.id), inArray(rankingSnapshotRows.personId, ids))),
  ]);
  const clubOf = new Map<number, string>();
  for (const row of clubRows) if (!clubOf.has(row.personId)) clubOf.set(row.personId, row.name);
  const before = new Map(previous.map((row) => [row.personId, row.position]));
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      position: row.position,
      overallPosition: row.overall,
      previousPosition: before.get(row.personId) ?? null,
      movement: movementOf(row.overall, before.get(row.personId)),
      personId: row.personId,
      name: row.name,
      club: clubOf.get(row.personId) ?? null,
      points: row.points,
      tournaments: row.tournaments,
    })),
  };
}

/** Freezes every table of a ranking on a day, with each person's age that day from their birth date. */
export async function takeSnapshot(db: Database, ranking: { id: number; cutPoint: Parameters<typeof standingsOf>[1] }, takenOn: string, accountId: number): Promise<SnapshotView> {
  return db.transaction(async (tx) => {
    const [snapshot] = await tx.insert(rankingSnapshots).values({ rankingId: ranking.id, takenOn, createdByAccountId: accountId }).returning();
    if (!snapshot) throw new Error('the snapshot was not stored');
    const rows: SnapshotView['rows'] = [];
    for (const modality of await tx.select({ id: rankingModalities.id }).from(rankingModalities).where(eq(rankingModalities.rankingId, ranking.id))) {
      const lines = await tx.select({ personId: balanceLines.personId, validId: balanceLines.validId, points: balanceLines.points, date: balanceLines.date }).from(balanceLines).where(eq(balanceLines.rankingModalityId, modality.id));
      const table = standingsOf(lines, ranking.cutPoint, takenOn);
      const births = new Map<number, string | null>();
      for (let start = 0; start < table.length; start += 5000) {
        const ids = table.slice(start, start + 5000).map((row) => row.personId);
        for (const person of await tx.select({ id: persons.id, birthDate: persons.birthDate }).from(persons).where(inArray(persons.id, ids))) births.set(person.id, person.birthDate);
      }
      for (const row of table) {
        const birthDate = births.get(row.personId) ?? null;
        rows.push({ rankingModalityId: modality.id, personId: row.personId, position: row.position, points: row.points, age: birthDate ? ageOn(birthDate, takenOn) : null });
      }
    }
    // A reclassification ranking moves people between divisions when it is frozen.
    if (ranking.cutPoint.typeId === 5) for (const modality of await tx.select({ id: rankingModalities.id }).from(rankingModalities).where(eq(rankingModalities.rankingId, ranking.id))) await applyReclassification(tx, await divisionsOf(tx, modality.id));
    for (let start = 0; start < rows.length; start += 5000) await tx.insert(rankingSnapshotRows).values(rows.slice(start, start + 5000).map((row) => ({ ...row, snapshotId: snapshot.id })));
    return { id: snapshot.id, rankingId: ranking.id, takenOn, rows };
  });
}
