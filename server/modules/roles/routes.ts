import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AccountQuery, idParam, RoleInput, RoleUpdate } from '@domain/contract';
import type { Database } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { createRole, deleteRole, listRoles, resources, updateRole } from './service';

const tags = ['roles'];
const signedIn = { auth: 'required' as const };
const IdParams = v.object({ id: idParam });

/** Role templates per account: each lists the permission resources its holders may use. */
export default async function roleRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get('/roles/resources', { schema: { tags, summary: 'Every permission resource a template may list' } }, async (request) => ({
    data: resources(requestLocale(request)),
  }));

  app.get('/roles', { config: signedIn, schema: { tags, summary: "An account's role templates" } }, async (request) => {
    const { query } = parseRequest(request, { query: AccountQuery });
    return { data: await listRoles(db, requireAuth(request), query.accountId) };
  });

  app.post('/roles', { config: signedIn, schema: { tags, summary: 'Create a role template (account owners)' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: RoleInput });
    return reply.status(201).send({ data: await createRole(db, requireAuth(request), body) });
  });

  app.put('/roles/:id', { config: signedIn, schema: { tags, summary: 'Change a role template (account owners)' } }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: RoleUpdate });
    return { data: await updateRole(db, requireAuth(request), params.id, body) };
  });

  app.delete('/roles/:id', { config: signedIn, schema: { tags, summary: 'Delete an unused role template' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await deleteRole(db, requireAuth(request), params.id);
    return { data: null };
  });
}
