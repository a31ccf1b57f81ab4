import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { parseRequest } from '../../lib/validate';
import { jsonSchemaOf } from '../../lib/openapi';
import { CommunityAccountInput, CommunityAccountQuery, CommunityAccountUpdate, idParam } from '@domain/contract';
import { addCommunityAccount, changeCommunityAccount, listCommunityAccounts, removeCommunityAccount } from './accounts-service';

const IdParams = v.object({ id: idParam });
const tags = ['communities'];
const config = { auth: 'required' } as const;
const write = { resource: 'communityAccounts' } as const;

/** The accounts that run a community: add, change the role of and remove them (its admins only). */
export default async function communityAccountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/communities/accounts', { schema: { tags, summary: "A community's accounts" }, config }, async (request) => {
    const { query } = parseRequest(request, { query: CommunityAccountQuery });
    return { data: await listCommunityAccounts(db, query.communityId) };
  });

  app.post('/communities/accounts', { schema: { tags, summary: 'Add an account to a community', body: jsonSchemaOf(CommunityAccountInput) }, config: write }, async (request, reply) => {
    const { body } = parseRequest(request, { body: CommunityAccountInput });
    reply.status(201);
    return { data: await addCommunityAccount(db, request, body) };
  });

  app.put('/communities/accounts/:id', { schema: { tags, summary: "Change an account's role in a community", body: jsonSchemaOf(CommunityAccountUpdate) }, config: write }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: CommunityAccountUpdate });
    return { data: await changeCommunityAccount(db, request, params.id, body) };
  });

  app.delete('/communities/accounts/:id', { schema: { tags, summary: 'Remove an account from a community' }, config: write }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await removeCommunityAccount(db, request, params.id);
    return { data: { id: params.id } };
  });
}
