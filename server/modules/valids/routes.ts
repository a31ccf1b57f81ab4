import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { StatusChangeInput, ValidCloneInput, ValidInput, ValidListQuery, idParam, type ValidDetail, type ValidResults } from '@domain/contract';
import { validPositions } from '../draws/positions';
import { phasesOfValid } from '../phases/queries';
import { matchCountOf, pageValids, toValid, type ValidRow } from './queries';
import { changeValidStatus, cloneValid, createValid, deleteValid, updateValid, validById } from './service';

const IdParams = v.object({ id: idParam });
const tags = ['tournaments'];
const config = { resource: 'createValid' } as const;
const body = jsonSchemaOf(ValidInput);

/**
 * Final places come from the engine once phases are played; until a tournament has results there are none,
 * so the lists are empty rather than invented.
 */

/** Tournaments (the spec's "valids"): public list and page, owner-only upkeep and status changes. */
export default async function validRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** A tournament with its phases in order: what its page reads, and what creating or cloning one answers. */
  const detailOf = async (row: ValidRow): Promise<ValidDetail> => ({ ...toValid(row), phases: await phasesOfValid(db, row.id), matchCount: await matchCountOf(db, row.id) });
  app.get(
    '/valid',
    {
      schema: {
        tags,
        summary: 'A page of tournaments, filtered by sport, status, season, community, multi-tournament, organiser, club, venue, dates and name, in the order asked',
        description:
          "`organizerId`: the tournaments the organiser runs. `clubId`: the tournaments with an active entry that entered for the club. Either one, without `communityId`, lists across communities (an organiser or club belongs to one); an unknown id gives an empty page.",
        querystring: jsonSchemaOf(ValidListQuery),
      },
    },
    async (request) => {
      const { query } = parseRequest(request, { query: ValidListQuery });
      const linked = query.organizerId !== undefined || query.clubId !== undefined;
      const page = await pageValids(db, query.communityId ?? (linked ? undefined : request.communityId), query);
      return { data: { ...page, items: page.items.map(toValid) } };
    },
  );

  app.get('/valid/:id', { schema: { tags, summary: 'One tournament with its phases in order' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await detailOf(await validById(db, params.id)) };
  });

  app.get('/valid/results/:id', { schema: { tags, summary: "A tournament's final positions (empty until results exist)" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const row = await validById(db, params.id);
    const positions = await validPositions(db, row.id);
    const data: ValidResults = { validId: row.id, statusId: row.statusId, final: row.statusId === 3 && positions.length > 0, positions };
    return { data };
  });

  app.get('/valid/player-positions/:id', { schema: { tags, summary: "Each entry's final position in a tournament (empty until results exist)" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const row = await validById(db, params.id);
    return { data: await validPositions(db, row.id) };
  });

  app.post('/valid', { schema: { tags, summary: 'Create a tournament (not started), with its phases; answers it as `GET valid/{id}` does, phases included', body }, config }, async (request, reply) => {
    const { body: input } = parseRequest(request, { body: ValidInput });
    reply.status(201);
    return { data: await detailOf(await createValid(db, request, input)) };
  });

  app.post(
    '/valid/:id/clone',
    {
      schema: {
        tags,
        summary: 'A new tournament with the same settings and phases on new dates, without entries, draws or results',
        description: 'Only the owner may clone. The inscription window and the phases\' dates move by as many days as the start did; `inscriptionEnd` sets the close instead.',
        body: jsonSchemaOf(ValidCloneInput),
      },
      config,
    },
    async (request, reply) => {
      const { params, body: input } = parseRequest(request, { params: IdParams, body: ValidCloneInput });
      reply.status(201);
      return { data: await detailOf(await cloneValid(db, request, params.id, input)) };
    },
  );

  app.put('/valid/:id', { schema: { tags, summary: 'Change a tournament (send the version you read)', body }, config }, async (request) => {
    const { params, body: input } = parseRequest(request, { params: IdParams, body: ValidInput });
    return { data: toValid(await updateValid(db, request, params.id, input)) };
  });

  app.delete('/valid/:id', { schema: { tags, summary: 'Delete a tournament that is not started or was canceled' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await deleteValid(db, request, params.id);
    return { data: { id: params.id } };
  });

  app.post(
    '/valid/:id/status',
    { schema: { tags, summary: 'Start, pause, resume, finish or cancel a tournament, as the status machine allows', body: jsonSchemaOf(StatusChangeInput) }, config },
    async (request) => {
      const { params, body: input } = parseRequest(request, { params: IdParams, body: StatusChangeInput });
      return { data: toValid(await changeValidStatus(db, request, params.id, input)) };
    },
  );
}
