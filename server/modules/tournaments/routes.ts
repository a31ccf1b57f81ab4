import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { MultiTournamentInput, MultiTournamentListQuery, idParam } from '@domain/contract';
import { findMultiTournament, pageMultiTournaments, toMultiTournament } from './queries';
import { createMultiTournament, deleteMultiTournament, updateMultiTournament } from './service';

const IdParams = v.object({ id: idParam });
const tags = ['multi-tournaments'];
const config = { resource: 'createTournament' } as const;
const body = jsonSchemaOf(MultiTournamentInput);

/** Multi-tournaments (the spec's "tournament"): public list and page, owner-only upkeep. */
export default async function multiTournamentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/tournament', { schema: { tags, summary: 'A page of multi-tournaments, filtered by sport, status, season, community and name', querystring: jsonSchemaOf(MultiTournamentListQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: MultiTournamentListQuery });
    const page = await pageMultiTournaments(db, query.communityId ?? request.communityId, query);
    return { data: { ...page, items: page.items.map(toMultiTournament) } };
  });

  app.get('/tournament/:id', { schema: { tags, summary: 'One multi-tournament' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const row = await findMultiTournament(db, params.id);
    if (!row) throw notFound();
    return { data: toMultiTournament(row) };
  });

  app.post('/tournament', { schema: { tags, summary: 'Create a multi-tournament', body }, config }, async (request, reply) => {
    const { body: input } = parseRequest(request, { body: MultiTournamentInput });
    reply.status(201);
    return { data: toMultiTournament(await createMultiTournament(db, request, input)) };
  });

  app.put('/tournament/:id', { schema: { tags, summary: 'Change a multi-tournament (send the version you read)', body }, config }, async (request) => {
    const { params, body: input } = parseRequest(request, { params: IdParams, body: MultiTournamentInput });
    return { data: toMultiTournament(await updateMultiTournament(db, request, params.id, input)) };
  });

  app.delete('/tournament/:id', { schema: { tags, summary: 'Delete a multi-tournament that holds no tournaments' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await deleteMultiTournament(db, request, params.id);
    return { data: { id: params.id } };
  });
}
