import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MAX_BRACKET_SIZE, roundName } from '@domain/engine';
import {
  CLUB_SEPARATION_LABEL,
  DISTRIBUTION_RULES,
  DRAW_METHODS,
  DrawInput,
  GroupMoveInput,
  MatchEventDeleteQuery,
  MatchEventInput,
  MatchCorrectionInput,
  MatchEventParams,
  MatchListQuery,
  MatchResultUpdate,
  ResultHistoryResponse,
  VersusQuery,
  SEED_ORDER_LABELS,
  SEED_ORDERS,
  idParam,
  type BracketTypes,
  type DistributionRule,
} from '@domain/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { groupDetail } from './groups';
import { moveGroupEntry } from './group-move';
import { teamSheet } from './lineup';
import { matchRow, matchRows, phaseContext, toMatchView } from './queries';
import { phaseTopic } from '../live/routes';
import { historyOfMatch } from './history';
import { saveResult } from './results';
import { correctResult } from './correction';
import { drawPhase, phaseDrawView } from './service';
import { addMatchEvent, deleteMatchEvent, matchExtras } from './events';
import { versus } from './versus';

const IdParams = v.object({ id: idParam });
const PersonParams = v.object({ personId: idParam });
const tags = ['draws'];
const config = { resource: 'createValid' } as const;
/** Entering and correcting results and a match's events: what a key with the `results` scope may do. */
const resultConfig = { ...config, keyScope: 'results' } as const;
const SIZES = Array.from({ length: Math.log2(MAX_BRACKET_SIZE) }, (_, index) => 2 ** (index + 1));

/** Draws of phases into groups or brackets, the groups with their standings, and the matches. */
export default async function drawRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** Tells the phase's open pages, on every instance, that it changed; a failed notice never fails the save. */
  const announce = (phaseId: number, message: { matchId?: number; kind: 'draw' | 'result' | 'events' }) =>
    app.live.publish(phaseTopic(phaseId), { phaseId, ...message }).catch((error: unknown) => app.log.warn({ err: error }, 'live notice not sent'));

  app.get('/sort/group/:id', { schema: { tags, summary: 'How phase `id` was drawn (null before its draw)' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await phaseDrawView(db, params.id) };
  });

  app.put('/sort/group/:id', { schema: { tags, summary: 'Draw or redraw phase `id` into groups or a bracket (until its first result)', body: jsonSchemaOf(DrawInput) }, config }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: DrawInput });
    const data = await drawPhase(db, request, params.id, body);
    await announce(params.id, { kind: 'draw' });
    return { data };
  });

  app.get('/group/:id', { schema: { tags, summary: 'A group with its entries, matches and standings' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await groupDetail(db, params.id) };
  });

  app.put(
    '/group/:id',
    {
      schema: {
        tags,
        summary: "Move an entry of group `id` to another group of its phase, or swap it with one of that group's entries, before the phase's first result; both groups' matches are scheduled again (the draw's version goes up)",
        body: jsonSchemaOf(GroupMoveInput),
      },
      config,
    },
    async (request) => {
      const { params, body } = parseRequest(request, { params: IdParams, body: GroupMoveInput });
      const { phaseId, draw } = await moveGroupEntry(db, request, params.id, body);
      await announce(phaseId, { kind: 'draw' });
      return { data: draw };
    },
  );

  app.get('/match', { schema: { tags, summary: "A phase's matches, optionally of one group or round", querystring: jsonSchemaOf(MatchListQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: MatchListQuery });
    if (!(await phaseContext(db, query.phaseId))) throw notFound();
    return { data: (await matchRows(db, query)).map(toMatchView) };
  });

  app.get('/match/:id', { schema: { tags, summary: 'One match with its score and version' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const row = await matchRow(db, params.id);
    if (!row) throw notFound();
    return { data: toMatchView(row) };
  });

  app.put('/match/:id', { schema: { tags, summary: 'Enter or correct a result (send the version you read, and a reason if you like); knockout winners move on. 409 `phaseNotStarted` (with the phase version) until the phase has started', body: jsonSchemaOf(MatchResultUpdate) }, config: resultConfig }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: MatchResultUpdate });
    const match = toMatchView(await saveResult(db, request, params.id, body));
    await announce(match.phaseId, { matchId: match.id, kind: 'result' });
    return { data: match };
  });

  app.put(
    '/match/correction/:id',
    {
      schema: {
        tags,
        summary:
          "Correct match `id`'s result with a reason, also after its phase or tournament finished (the owner; send the version you read). When the winner changes and later knockout matches have results, 409 `dependentsWouldClear` lists them (`current.dependents`); send `clearDependents: true` to clear them. A finished tournament's positions and ranking lines follow the correction",
        body: jsonSchemaOf(MatchCorrectionInput),
      },
      config: resultConfig,
    },
    async (request) => {
      const { params, body } = parseRequest(request, { params: IdParams, body: MatchCorrectionInput });
      const data = await correctResult(db, request, params.id, body);
      await announce(data.match.phaseId, { matchId: data.match.id, kind: 'result' });
      return { data };
    },
  );

  app.get(
    '/match/sheet/:id',
    { schema: { tags, summary: "A table tennis team encounter's sheet: its order of play, both teams' rosters (public names) and the line-up it was played with; 404 for any other match" } },
    async (request) => {
      const { params } = parseRequest(request, { params: IdParams });
      const sheet = await teamSheet(db, params.id);
      if (!sheet) throw notFound();
      return { data: sheet };
    },
  );

  app.get(
    '/match/history/:id',
    { schema: { tags, summary: "Every save of match `id`'s result: who, when, the score before and after, the reason (its tournament's owner only)", response: { 200: jsonSchemaOf(ResultHistoryResponse) } }, config },
    async (request) => {
      const { params } = parseRequest(request, { params: IdParams });
      return { data: await historyOfMatch(db, request, params.id) };
    },
  );

  app.get('/match/extras/:id', { schema: { tags, summary: "A match's events (cards, goals, substitutions, video, pictures) in minute order, with its version" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await matchExtras(db, params.id) };
  });

  app.post('/match/extras/:id', { schema: { tags, summary: 'Add an event to match `id` (send the version you read); the match version goes up', body: jsonSchemaOf(MatchEventInput) }, config: resultConfig }, async (request, reply) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: MatchEventInput });
    const { extras, phaseId } = await addMatchEvent(db, request, params.id, body);
    await announce(phaseId, { matchId: params.id, kind: 'events' });
    return reply.status(201).send({ data: extras });
  });

  app.delete('/match/extras/:id/:eventId', { schema: { tags, summary: 'Remove an event of match `id` (send the version you read in `version`)', querystring: jsonSchemaOf(MatchEventDeleteQuery) }, config: resultConfig }, async (request) => {
    const { params, query } = parseRequest(request, { params: MatchEventParams, query: MatchEventDeleteQuery });
    const { extras, phaseId } = await deleteMatchEvent(db, request, params.id, params.eventId, query.version);
    await announce(phaseId, { matchId: params.id, kind: 'events' });
    return { data: extras };
  });

  app.get('/match/versus/:personId', { schema: { tags, summary: 'Head-to-head of two people across every tournament: played matches and wins of each', querystring: jsonSchemaOf(VersusQuery) } }, async (request) => {
    const { params, query } = parseRequest(request, { params: PersonParams, query: VersusQuery });
    return { data: await versus(db, params.personId, query.other) };
  });

  app.get('/bracket/types', { schema: { tags, summary: 'Bracket sizes and seed orders' } }, async (request) => {
    const locale = requestLocale(request);
    const data: BracketTypes = {
      maxSize: MAX_BRACKET_SIZE,
      seedOrders: SEED_ORDERS.map((id) => ({ id, ...SEED_ORDER_LABELS[id][locale] })),
      sizes: SIZES.map((size) => ({ size, rounds: Math.log2(size), firstRound: roundName(size, locale) })),
      clubSeparation: CLUB_SEPARATION_LABEL[locale],
    };
    return { data };
  });

  app.get('/distribution-rules', { schema: { tags, summary: 'The ways entries are dealt into groups' } }, async (request) => {
    const locale = requestLocale(request);
    const data: DistributionRule[] = DRAW_METHODS.map((id) => ({ id, ...DISTRIBUTION_RULES[id][locale] }));
    return { data };
  });
}
