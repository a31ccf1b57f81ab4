import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { ageOn, birthRange, movementOf, standingsOf } from '@domain/rankings';
import type { ModalityTableRow, SnapshotView } from '@domain/contract';
import type { Database } from '../../db/client';
import { ageCategories, balanceLines, clubs, personClubs, persons, rankingConfigurations, rankingModalities, rankings, rankingSnapshotRows, rankingSnapshots, rankingStandings } from '../../db/schema';
import { applyReclassification, divisionsOf } from './divisions';
import type { Db } from '../draws/queries';
import { today } from './finish';
import { lockRankings, refreshStandings } from './processing';

export interface TableQuery {
  page: number;
  size: number;
  ageCategoryId?: number | undefined;
  q: string;
}

/** Cut points whose standings move with the calendar day alone (expiration, inactivity). */
const DAY_DEPENDENT_CUTS = [6, 8];

/**
 * Standings that depend on the day (expiration, inactivity) are recomputed once per new day before a read. Answers
 * how many people the table holds then.
 */
export async function freshStandings(db: Database, modality: { id: number; standingsOn: string | null; standingsCount: number }, cutPoint: { typeId: number | null }): Promise<number> {
  const day = today();
  if (modality.standingsOn === day || (modality.standingsOn !== null && !DAY_DEPENDENT_CUTS.includes(cutPoint.typeId ?? 0))) return modality.standingsCount;
  return db.transaction(async (tx) => {
    const [ranking] = await tx.select({ cutPoint: rankings.cutPoint, communityId: rankings.communityId }).from(rankings).innerJoin(rankingModalities, eq(rankingModalities.rankingId, rankings.id)).where(eq(rankingModalities.id, modality.id));
    if (ranking) {
      await lockRankings(tx, ranking.communityId);
      await refreshStandings(tx, modality.id, ranking.cutPoint, day, null);
    }
    const [row] = await tx.select({ count: rankingModalities.standingsCount }).from(rankingModalities).where(eq(rankingModalities.id, modality.id));
    return row?.count ?? 0;
  });
}

/**
 * Brings every table due for a new day's standings up to today, outside any request: a read then finds them current
 * and writes nothing, so a page rendered from them is not made old by its own read. Answers how many it refreshed.
 */
export async function refreshDueStandings(db: Database): Promise<number> {
  const day = today();
  const due = await db
    .select({ id: rankingModalities.id, standingsOn: rankingModalities.standingsOn, standingsCount: rankingModalities.standingsCount, cutPoint: rankings.cutPoint })
    .from(rankingModalities)
    .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
    .where(
      sql`${rankingModalities.standingsOn} is null or (${rankingModalities.standingsOn} <> ${day} and (${rankings.cutPoint} ->> 'typeId')::int in (${sql.join(
        DAY_DEPENDENT_CUTS.map((typeId) => sql`${typeId}`),
        sql`, `,
      )}))`,
    );
  for (const modality of due) await freshStandings(db, modality, modality.cutPoint);
  return due.length;
}

async function latestSnapshot(db: Db, rankingId: number): Promise<number | null> {
  const [row] = await db.select({ id: rankingSnapshots.id }).from(rankingSnapshots).where(eq(rankingSnapshots.rankingId, rankingId)).orderBy(desc(rankingSnapshots.takenOn), desc(rankingSnapshots.id)).limit(1);
  return row?.id ?? null;
}

type PageRow = { personId: number; points: number; tournaments: number; overall: number; position: number; name: string; total: number };

/**
 * A page of the whole table, read along its index: the rows of the page, how many people the table holds, and how
 * many are above the page's best; each position follows from those (equal points share the better position).
 */
async function wholeTablePage(db: Db, modality: { id: number; standingsCount: number }, excluded: number[], kept: SQL | undefined, query: TableQuery): Promise<PageRow[]> {
  // The stored count holds everyone; the few people a configuration leaves out are counted apart.
  const out = excluded.length === 0 ? sql`0` : sql`(select count(*)::int from ${rankingStandings} where ${rankingStandings.rankingModalityId} = ${modality.id} and ${inArray(rankingStandings.personId, excluded)})`;
  const page = db.$with('page').as(
    db
      .select({ personId: rankingStandings.personId, points: rankingStandings.points, tournaments: rankingStandings.tournaments, name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`.as('name') })
      .from(rankingStandings)
      .innerJoin(persons, eq(persons.id, rankingStandings.personId))
      .where(kept)
      .orderBy(desc(rankingStandings.points), asc(rankingStandings.personId))
      .limit(query.size)
      .offset(query.page * query.size),
  );
  const rows = await db
    .with(page)
    .select({
      personId: page.personId,
      points: page.points,
      tournaments: page.tournaments,
      name: page.name,
      total: sql<number>`${modality.standingsCount}::int - ${out}`,
      above: sql<number>`(select count(*)::int from ${rankingStandings} where ${kept} and ${rankingStandings.points} > (select max(points) from page))`,
    })
    .from(page)
    .orderBy(desc(page.points), asc(page.personId));
  const offset = query.page * query.size;
  const above = rows[0]?.above ?? 0;
  let position = 0;
  let last: number | null = null;
  return rows.map((row, index) => {
    // Below a row with more points, everyone earlier in the order has more: the position is the place in the order.
    if (index === 0) position = above + 1;
    else if (row.points !== last) position = offset + index + 1;
    last = row.points;
    return { personId: row.personId, points: row.points, tournaments: row.tournaments, name: row.name, total: row.total, overall: position, position };
  });
}

/** A page of the table narrowed by age or name: positions among whoever the filters keep, beside the overall ones. */
async function filteredPage(db: Db, kept: SQL | undefined, birth: SQL | undefined, query: TableQuery): Promise<PageRow[]> {
  const overall = db.$with('overall').as(
    db
      .select({ personId: rankingStandings.personId, points: rankingStandings.points, tournaments: rankingStandings.tournaments, overall: sql<number>`cast(rank() over (order by ${rankingStandings.points} desc) as int)`.as('overall') })
      .from(rankingStandings)
      .where(kept),
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
  return db
    .with(overall, filtered)
    .select({ personId: filtered.personId, points: filtered.points, tournaments: filtered.tournaments, overall: filtered.overall, position: filtered.position, name: filtered.name, total: sql<number>`cast(count(*) over () as int)` })
    .from(filtered)
    .where(search)
    .orderBy(desc(filtered.points), asc(filtered.personId))
    .limit(query.size)
    .offset(query.page * query.size);
}

/** A page of a modality's table: positions among whoever the filters keep, and movement against the latest snapshot. */
export async function modalityTable(db: Db, modality: { id: number; rankingId: number; standingsCount: number }, query: TableQuery): Promise<{ items: ModalityTableRow[]; total: number } | null> {
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
  const kept = and(
    eq(rankingStandings.rankingModalityId, modality.id),
    excluded.length === 0 ? undefined : notInArray(rankingStandings.personId, excluded.map((row) => row.personId)),
  );
  const rows = birth === undefined && !query.q ? await wholeTablePage(db, modality, excluded.map((row) => row.personId), kept, query) : await filteredPage(db, kept, birth, query);
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
export async function takeSnapshot(db: Database, ranking: { id: number; communityId: number; cutPoint: Parameters<typeof standingsOf>[1] }, takenOn: string, accountId: number): Promise<SnapshotView> {
  return db.transaction(async (tx) => {
    // Two snapshots at once would each move people between divisions from the same starting point.
    await lockRankings(tx, ranking.communityId);
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
