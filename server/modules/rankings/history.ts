import type { FastifyInstance } from 'fastify';
import { and, asc, count, countDistinct, desc, eq, max, sum } from 'drizzle-orm';
import { PersonHistoryQuery, RankingValidsQuery, type PersonHistoryView, type RankingValidRow } from '@domain/contract';
import type { Database } from '../../db/client';
import { balanceLines, rankingModalities, rankings, rankingSnapshotRows, rankingSnapshots, valids } from '../../db/schema';
import { timeOf } from '../../db/rows';
import { notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';

const tags = ['rankings'];

/** The tournaments behind a ranking and a person's points over time. */
export function registerHistoryRoutes(app: FastifyInstance, db: Database) {
  app.get('/ranking/valids', { schema: { tags, summary: 'The tournaments that count in a ranking or one of its tables, with what each gave' } }, async (request) => {
    const { query } = parseRequest(request, { query: RankingValidsQuery });
    const [ranking] = await db.select({ id: rankings.id }).from(rankings).where(eq(rankings.id, query.rankingId));
    if (!ranking) throw notFound();
    const rows = await db
      .select({ id: valids.id, name: valids.name, startDate: valids.startDate, endDate: valids.endDate, lines: count(), points: sum(balanceLines.points).mapWith(Number), people: countDistinct(balanceLines.personId), countedAt: max(balanceLines.createdAt).mapWith((value: unknown) => timeOf(value)?.toISOString() ?? '') })
      .from(balanceLines)
      .innerJoin(rankingModalities, eq(rankingModalities.id, balanceLines.rankingModalityId))
      .innerJoin(valids, eq(valids.id, balanceLines.validId))
      .where(and(eq(rankingModalities.rankingId, query.rankingId), query.rankingModalityId ? eq(balanceLines.rankingModalityId, query.rankingModalityId) : undefined))
      .groupBy(valids.id, valids.name, valids.startDate, valids.endDate)
      .orderBy(desc(valids.endDate), asc(valids.id));
    const data: RankingValidRow[] = rows;
    return { data };
  });

  app.get('/ranking/person/history', { schema: { tags, summary: 'A person’s points over time in one ranking table' } }, async (request) => {
    const { query } = parseRequest(request, { query: PersonHistoryQuery });
    const [modality] = await db.select({ id: rankingModalities.id }).from(rankingModalities).where(eq(rankingModalities.id, query.rankingModalityId));
    if (!modality) throw notFound();
    const [days, frozen] = await Promise.all([
      db
        .select({ date: balanceLines.date, points: sum(balanceLines.points).mapWith(Number) })
        .from(balanceLines)
        .where(and(eq(balanceLines.rankingModalityId, query.rankingModalityId), eq(balanceLines.personId, query.personId)))
        .groupBy(balanceLines.date)
        .orderBy(asc(balanceLines.date)),
      db
        .select({ date: rankingSnapshots.takenOn, points: rankingSnapshotRows.points, position: rankingSnapshotRows.position })
        .from(rankingSnapshotRows)
        .innerJoin(rankingSnapshots, eq(rankingSnapshots.id, rankingSnapshotRows.snapshotId))
        .where(and(eq(rankingSnapshotRows.rankingModalityId, query.rankingModalityId), eq(rankingSnapshotRows.personId, query.personId)))
        .orderBy(asc(rankingSnapshots.takenOn), asc(rankingSnapshots.id)),
    ]);
    let running = 0;
    const points: PersonHistoryView['points'] = days.map((day) => {
      running += day.points;
      return { date: day.date, points: running, position: null, source: 'line' };
    });
    points.push(...frozen.map((row) => ({ date: row.date, points: row.points, position: row.position, source: 'snapshot' as const })));
    points.sort((a, b) => a.date.localeCompare(b.date) || (a.source === b.source ? 0 : a.source === 'line' ? -1 : 1));
    const data: PersonHistoryView = { personId: query.personId, rankingModalityId: query.rankingModalityId, points };
    return { data };
  });
}
