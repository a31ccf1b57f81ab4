import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { BalancesQuery, idParam, ModalityTableQuery, pagingQuery, RankingInput, RankingListQuery, RatingSystemInput, SnapshotCompareQuery, SnapshotInput, SnapshotQuery, type BalanceLineView, type FinishProcessed } from '@domain/contract';
import type { Database } from '../../db/client';
import { balanceLines, persons, rankingModalities, rankings, rankingStandings, valids } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { assertEditable, assertEditableAt } from '../../lib/owned-records';
import { registerOwnedRoutes } from '../../lib/owned-routes';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { assertOwner, requireAuth } from '../../plugins/auth';
import { scopedCommunity } from '../communities/guard';
import { finishOwner, today } from './finish';
import { processFinishNow, processPendingRankings } from './processing';
import { categoriesOf, fedByOrganizer, organizerCommunity, rankingDto, rankingRecords, ratingDto, ratingRecords, saveRanking } from './records';
import { freshStandings, modalityTable, refreshDueStandings, takeSnapshot } from './table';
import { personMovements } from './person-movement';
import { registerConfigurationRoutes } from './configurations';
import { registerDivisionRoutes } from './divisions';
import { registerFeedRoutes } from './feeds';
import { registerHistoryRoutes } from './history';
import { compareSnapshots, snapshotSummaries } from './snapshots';

const IdParams = v.object({ id: idParam });
const tags = ['rankings'];
const POLL_MS = 2000;
const personName = sql<string>`trim(${persons.firstName} || ' ' || ${persons.lastName})`;

const balanceDto = (row: typeof balanceLines.$inferSelect & { validName: string; personName: string }): BalanceLineView => ({
  id: row.id,
  rankingModalityId: row.rankingModalityId,
  personId: row.personId,
  personName: row.personName,
  validId: row.validId,
  validName: row.validName,
  phaseId: row.phaseId,
  source: row.source,
  reason: row.reason,
  detail: row.detail,
  points: row.points,
  date: row.date,
});

/** Rankings, their rating systems, tables, balances and snapshots, and the processing of finished tournaments. */
export default async function rankingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerDivisionRoutes(app, db);
  registerConfigurationRoutes(app, db);
  registerHistoryRoutes(app, db);
  registerFeedRoutes(app, db);

  registerOwnedRoutes(app, {
    db,
    path: '/discounts',
    tag: 'rating systems',
    records: ratingRecords,
    input: RatingSystemInput,
    resource: 'createDiscount',
    pageSize: 100,
    toDto: ratingDto,
    prepare: (_request, input) => ({ name: input.name, updateMomentId: input.updateMomentId, rules: { positions: input.positions, phases: input.phases, perMatchWon: input.perMatchWon, coach: input.coach } }),
  });

  const ranking = async (id: number) => {
    const row = await rankingRecords.find(db, id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/ranking',
    {
      schema: {
        tags,
        summary: 'A page of the community’s rankings, filtered by sport, season, organiser and name',
        description:
          "`organizerId`: the rankings that the organiser's tournaments have fed (awarded points in), listed in the organiser's community whatever the request's; an unknown organiser gives an empty page.",
        querystring: jsonSchemaOf(RankingListQuery),
      },
    },
    async (request) => {
      const { query } = parseRequest(request, { query: RankingListQuery });
      const organizer = query.organizerId === undefined ? undefined : await organizerCommunity(db, query.organizerId);
      if (organizer === null) return { data: { items: [], page: query.page, size: query.size, total: 0 } };
      const extra = and(
        query.sportId ? eq(rankings.sportId, query.sportId) : undefined,
        query.seasonId ? eq(rankings.seasonId, query.seasonId) : undefined,
        query.organizerId ? fedByOrganizer(query.organizerId) : undefined,
        query.q ? sql`position(lower(${query.q}) in lower(${rankings.name})) > 0` : undefined,
      );
      const page = await rankingRecords.page(db, organizer ?? request.communityId, query, extra);
      return { data: { ...page, items: await Promise.all(page.items.map((row) => rankingDto(db, row))) } };
    },
  );

  app.get('/ranking/internal', { schema: { tags, summary: 'The rankings of the current account' }, config: { auth: 'required' } }, async (request) => {
    const { accountId } = requireAuth(request);
    const { query } = parseRequest(request, { query: v.object(pagingQuery(100)) });
    const page = await rankingRecords.page(db, request.communityId, query, eq(rankings.createdByAccountId, accountId));
    return { data: { ...page, items: await Promise.all(page.items.map((row) => rankingDto(db, row))) } };
  });

  app.get('/ranking/person', { schema: { tags, summary: 'A person’s standing in every ranking table' } }, async (request) => {
    const { query } = parseRequest(request, { query: v.object({ personId: idParam }) });
    const rows = await db
      .select({ rankingId: rankings.id, rankingName: rankings.name, rankingModalityId: rankingStandings.rankingModalityId, points: rankingStandings.points, tournaments: rankingStandings.tournaments })
      .from(rankingStandings)
      .innerJoin(rankingModalities, eq(rankingModalities.id, rankingStandings.rankingModalityId))
      .innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId))
      .where(eq(rankingStandings.personId, query.personId))
      .orderBy(asc(rankings.name), asc(rankingStandings.rankingModalityId));
    const positioned = await Promise.all(
      rows.map(async (row) => {
        const [ahead] = await db.select({ n: count() }).from(rankingStandings).where(and(eq(rankingStandings.rankingModalityId, row.rankingModalityId), sql`${rankingStandings.points} > ${row.points}`));
        return { ...row, position: (ahead?.n ?? 0) + 1 };
      }),
    );
    return { data: await personMovements(db, query.personId, positioned) };
  });

  app.get('/ranking/snapshots', { schema: { tags, summary: 'A ranking’s snapshots, newest first, with how many people each froze', querystring: jsonSchemaOf(SnapshotQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: SnapshotQuery });
    return { data: await snapshotSummaries(db, query.rankingId) };
  });

  app.get('/ranking/snapshots/compare', { schema: { tags, summary: 'One table of a ranking as two of its snapshots froze it: who moved up or down, arrived or left', querystring: jsonSchemaOf(SnapshotCompareQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: SnapshotCompareQuery });
    return { data: await compareSnapshots(db, query, requestLocale(request)) };
  });

  app.post('/ranking/snapshots', { schema: { tags, summary: 'Freeze a ranking on a day', body: jsonSchemaOf(SnapshotInput) }, config: { resource: 'createRanking' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: SnapshotInput });
    const { accountId } = requireAuth(request);
    const row = assertEditable(request, await rankingRecords.find(db, body.rankingId));
    reply.status(201);
    return { data: await takeSnapshot(db, row, body.takenOn ?? today(), accountId) };
  });

  app.get('/ranking/modality/:id', { schema: { tags, summary: 'A page of a ranking table' } }, async (request) => {
    const { params, query } = parseRequest(request, { params: IdParams, query: ModalityTableQuery });
    const [modality] = await db.select({ id: rankingModalities.id, rankingId: rankingModalities.rankingId, standingsOn: rankingModalities.standingsOn, standingsCount: rankingModalities.standingsCount, cutPoint: rankings.cutPoint }).from(rankingModalities).innerJoin(rankings, eq(rankings.id, rankingModalities.rankingId)).where(eq(rankingModalities.id, params.id));
    if (!modality) throw notFound();
    const standingsCount = await freshStandings(db, modality, modality.cutPoint);
    const table = await modalityTable(db, { ...modality, standingsCount }, query);
    if (!table) throw notFound();
    return { data: { ...table, page: query.page, size: query.size } };
  });

  app.get('/ranking/:id', { schema: { tags, summary: 'One ranking with its tables' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await rankingDto(db, await ranking(params.id)) };
  });

  app.get('/ranking/:id/categories', { schema: { tags, summary: 'A ranking’s tables, labelled' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await categoriesOf(db, await ranking(params.id), requestLocale(request)) };
  });

  app.post('/ranking', { schema: { tags, summary: 'Create a ranking', body: jsonSchemaOf(RankingInput) }, config: { resource: 'createRanking' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: RankingInput });
    const { accountId } = requireAuth(request);
    const community = await scopedCommunity(db, request);
    const row = await saveRanking(db, request, body, { communityId: community.id, accountId, current: null });
    reply.status(201);
    return { data: await rankingDto(db, row) };
  });

  app.put('/ranking/:id', { schema: { tags, summary: 'Change a ranking', body: jsonSchemaOf(RankingInput) }, config: { resource: 'createRanking' } }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: RankingInput });
    const current = assertEditableAt(request, await rankingRecords.find(db, params.id), body.version);
    const row = await saveRanking(db, request, body, { communityId: current.communityId, accountId: requireAuth(request).accountId, current });
    return { data: await rankingDto(db, row) };
  });

  app.delete('/ranking/:id', { schema: { tags, summary: 'Delete a ranking, its tables, balances and snapshots' }, config: { resource: 'createRanking' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    assertEditable(request, await rankingRecords.find(db, params.id));
    await rankingRecords.remove(db, params.id);
    return { data: { id: params.id } };
  });

  app.get('/balances', { schema: { tags, summary: 'Balance lines, by table, person or tournament' } }, async (request) => {
    const { query } = parseRequest(request, { query: BalancesQuery });
    const where = and(
      query.rankingModalityId ? eq(balanceLines.rankingModalityId, query.rankingModalityId) : undefined,
      query.personId ? eq(balanceLines.personId, query.personId) : undefined,
      query.validId ? eq(balanceLines.validId, query.validId) : undefined,
    );
    const rows = await db
      .select({ line: balanceLines, validName: valids.name, personName })
      .from(balanceLines)
      .innerJoin(valids, eq(valids.id, balanceLines.validId))
      .innerJoin(persons, eq(persons.id, balanceLines.personId))
      .where(where)
      .orderBy(desc(balanceLines.date), asc(balanceLines.id))
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ n: count() }).from(balanceLines).where(where);
    return { data: { items: rows.map((row) => balanceDto({ ...row.line, validName: row.validName, personName: row.personName })), page: query.page, size: query.size, total: total?.n ?? 0 } };
  });

  app.get('/balances/:id', { schema: { tags, summary: 'One balance line' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const [row] = await db
      .select({ line: balanceLines, validName: valids.name, personName })
      .from(balanceLines)
      .innerJoin(valids, eq(valids.id, balanceLines.validId))
      .innerJoin(persons, eq(persons.id, balanceLines.personId))
      .where(eq(balanceLines.id, params.id));
    if (!row) throw notFound();
    return { data: balanceDto({ ...row.line, validName: row.validName, personName: row.personName }) };
  });

  const finish = (scope: 'valid' | 'phase') => async (request: FastifyRequest) => {
    const { params } = parseRequest(request, { params: IdParams });
    const owner = await finishOwner(db, scope, params.id);
    if (!owner) throw notFound();
    assertOwner(request, owner.valid.createdByAccountId);
    if (owner.statusId !== 3) throw conflict();
    // A finished tournament or phase stays finished (the status is final): the row read here serves the processing.
    const result = await processFinishNow(db, scope, params.id, owner);
    const data: FinishProcessed = { scope, id: params.id, rankingModalities: result?.rankingModalities ?? 0, lines: result?.lines ?? 0 };
    return { data };
  };
  app.post('/discounts/finish/valids/:id', { schema: { tags, summary: 'Apply a finished tournament to its rankings' }, config: { resource: 'createRanking' } }, finish('valid'));
  app.post('/discounts/finish/phases/:id', { schema: { tags, summary: 'Apply a finished phase to its rankings' }, config: { resource: 'createRanking' } }, finish('phase'));

  if (app.deps.config.NODE_ENV !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      // Pending finishes first, then the tables due for a new day's standings (so that reads never have to write).
      processPendingRankings(db)
        .then(async (done) => done + (await refreshDueStandings(db)))
        // Standings changed outside any request: public answers kept from before are old.
        .then((done) => {
          if (done > 0) app.publicReads.changed();
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'ranking processing failed'))
        .finally(() => {
          running = false;
        });
    }, POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
