import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { parseRequest } from '../../lib/validate';
import { jsonSchemaOf } from '../../lib/openapi';
import { CommunityInput, CommunityListQuery, CommunityUpdateInput, idParam } from '@domain/contract';
import { pageCommunities } from './admin-queries';
import { communityDetail, createCommunity, updateCommunity } from './admin-service';

const IdParams = v.object({ id: idParam });
const tags = ['communities'];

/** Communities (spaces): the list, one community's page, and creating or changing one. */
export default async function communityAdminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/communities', { schema: { tags, summary: 'Communities, a page at a time' } }, async (request) => {
    const { query } = parseRequest(request, { query: CommunityListQuery });
    return { data: await pageCommunities(db, query) };
  });

  app.get('/communities/by-id/:id', { schema: { tags, summary: 'A community with its counts' }, config: { auth: 'optional' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await communityDetail(db, request, params.id) };
  });

  app.post(
    '/communities',
    { schema: { tags, summary: 'Create a community', body: jsonSchemaOf(CommunityInput) }, config: { resource: 'communities' } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: CommunityInput });
      reply.status(201);
      return { data: await createCommunity(db, request, body) };
    },
  );

  app.put(
    '/communities/:id',
    { schema: { tags, summary: 'Change a community', body: jsonSchemaOf(CommunityUpdateInput) }, config: { resource: 'communities' } },
    async (request) => {
      const { params, body } = parseRequest(request, { params: IdParams, body: CommunityUpdateInput });
      return { data: await updateCommunity(db, request, params.id, body) };
    },
  );
}
