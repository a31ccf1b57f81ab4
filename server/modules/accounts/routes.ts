import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AccountCreateInput, AccountQuery, AccountShareInput, AccountShareUpdate, AccountUpdateInput, AccountUserInput, AccountUserUpdate, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { assertAccountOwner } from './ownership';
import { members, shares } from './queries';
import { addMember, changeMemberRole, changeShareRole, createAccount, managedAccounts, removeMember, renameAccount, shareAccount, unshare } from './service';

const tags = ['accounts'];
const signedIn = { auth: 'required' as const };
const IdParams = v.object({ id: idParam });

/** Accounts, their users with roles, and accounts shared with other accounts. */
export default async function accountRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get('/accounts', { config: signedIn, schema: { tags, summary: 'The accounts you may act as' } }, async (request) => ({
    data: await managedAccounts(db, requireAuth(request).userId),
  }));

  app.post('/accounts', { config: signedIn, schema: { tags, summary: 'Create another account you own' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: AccountCreateInput });
    return reply.status(201).send({ data: await createAccount(db, requireAuth(request).userId, body.name) });
  });

  app.put('/accounts', { config: signedIn, schema: { tags, summary: 'Rename an account you own' } }, async (request) => {
    const { body } = parseRequest(request, { body: AccountUpdateInput });
    return { data: await renameAccount(db, requireAuth(request), body) };
  });

  app.get('/accounts/users', { config: signedIn, schema: { tags, summary: 'Users of an account you own' } }, async (request) => {
    const { query } = parseRequest(request, { query: AccountQuery });
    assertAccountOwner(requireAuth(request), query.accountId);
    return { data: await members(db, query.accountId) };
  });

  app.post('/accounts/users', { config: signedIn, schema: { tags, summary: 'Add a user to an account with a role' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: AccountUserInput });
    await addMember(db, requireAuth(request), body);
    return reply.status(201).send({ data: await members(db, body.accountId) });
  });

  app.put('/accounts/users/:id', { config: signedIn, schema: { tags, summary: "Change a user's role in an account" } }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: AccountUserUpdate });
    await changeMemberRole(db, requireAuth(request), params.id, body);
    return { data: await members(db, body.accountId) };
  });

  app.delete('/accounts/users/:id', { config: signedIn, schema: { tags, summary: 'Remove a user from an account' } }, async (request) => {
    const { params, query } = parseRequest(request, { params: IdParams, query: AccountQuery });
    await removeMember(db, requireAuth(request), params.id, query.accountId);
    return { data: await members(db, query.accountId) };
  });

  app.get('/accounts/shared', { config: signedIn, schema: { tags, summary: 'Accounts an account of yours is shared with' } }, async (request) => {
    const { query } = parseRequest(request, { query: AccountQuery });
    assertAccountOwner(requireAuth(request), query.accountId);
    return { data: await shares(db, query.accountId) };
  });

  app.post('/accounts/shared', { config: signedIn, schema: { tags, summary: 'Share an account with another account' } }, async (request, reply) => {
    const { body } = parseRequest(request, { body: AccountShareInput });
    await shareAccount(db, requireAuth(request), body);
    return reply.status(201).send({ data: await shares(db, body.accountId) });
  });

  app.put('/accounts/shared/:id', { config: signedIn, schema: { tags, summary: 'Change the role a share grants' } }, async (request) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: AccountShareUpdate });
    await changeShareRole(db, requireAuth(request), params.id, body.roleId);
    return { data: { id: params.id, roleId: body.roleId } };
  });

  app.delete('/accounts/shared/:id', { config: signedIn, schema: { tags, summary: 'Stop sharing an account' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await unshare(db, requireAuth(request), params.id);
    return { data: null };
  });
}
