import type { FastifyInstance } from 'fastify';
import { ApiKeyInput, ApiKeyParams, ApiKeyRevokeQuery } from '@domain/contract';
import type { Database } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { createKey, listKeys, revokeKey } from './service';

const tags = ['accounts'];
/** Keys are managed by a signed-in owner of the account, never by another key. */
const config = { auth: 'required', apiKeys: 'refused' } as const;

/** API keys of the account the caller acts as (`x-account-id`): its direct owners make, list and revoke them. */
export default async function apiKeyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/accounts/api-keys', { config, schema: { tags, summary: "The acting account's API keys, newest first: name, visible prefix, scopes, dates (its owners only)" } }, async (request) => ({
    data: await listKeys(db, requireAuth(request)),
  }));

  app.post(
    '/accounts/api-keys',
    { config, schema: { tags, summary: 'A new API key of the acting account with its scopes and optional expiry; the answer holds its secret, shown only this once', body: jsonSchemaOf(ApiKeyInput) } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: ApiKeyInput });
      return reply.status(201).send({ data: await createKey(db, requireAuth(request), body, requestLocale(request)) });
    },
  );

  app.delete(
    '/accounts/api-keys/:id',
    { config, schema: { tags, summary: 'Revoke API key `id` on the version read (`version`): programs using it are refused from then on', querystring: jsonSchemaOf(ApiKeyRevokeQuery) } },
    async (request) => {
      const { params, query } = parseRequest(request, { params: ApiKeyParams, query: ApiKeyRevokeQuery });
      return { data: await revokeKey(db, requireAuth(request), params.id, query.version) };
    },
  );
}
