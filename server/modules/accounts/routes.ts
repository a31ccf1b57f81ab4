import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AccountCreateInput, AccountQuery, AccountShareInput, AccountShareUpdate, AccountUpdateInput, AccountUserInput, AccountUserUpdate, InvitationAnswer, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { assertAccountOwner } from './ownership';
import { members, shares } from './queries';
import { answerInvitation, inviteMember, inviteShare, receivedInvitations, sentInvitations, withdrawInvitation } from './invitations';
import { changeMemberRole, changeShareRole, createAccount, managedAccounts, removeMember, renameAccount, unshare } from './service';

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
    const auth = requireAuth(request);
    // Only an account the user owns passes its community on: an account they merely act for could drop them.
    const own = auth.membership.isOwner && !auth.membership.shared ? auth.membership : auth.memberships.find((m) => m.isOwner && !m.shared);
    return reply.status(201).send({ data: await createAccount(db, auth.userId, body.name, own?.accountId ?? null) });
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

  app.post(
    '/accounts/users',
    { config: signedIn, schema: { tags, summary: 'Invite a user (by username or email) to an account with a role; they join when they accept' } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: AccountUserInput });
      return reply.status(202).send({ data: await inviteMember(db, requireAuth(request), body) });
    },
  );

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

  app.post(
    '/accounts/shared',
    { config: signedIn, schema: { tags, summary: "Invite another account to act as this one with a role; the share starts when its owner accepts" } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: AccountShareInput });
      return reply.status(202).send({ data: await inviteShare(db, requireAuth(request), body) });
    },
  );

  app.get('/accounts/invitations', { config: signedIn, schema: { tags, summary: 'Open invitations an account of yours sent' } }, async (request) => {
    const { query } = parseRequest(request, { query: AccountQuery });
    assertAccountOwner(requireAuth(request), query.accountId);
    return { data: await sentInvitations(db, query.accountId) };
  });

  app.delete('/accounts/invitations/:id', { config: signedIn, schema: { tags, summary: 'Withdraw an invitation not accepted yet' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const accountId = await withdrawInvitation(db, requireAuth(request), params.id);
    return { data: await sentInvitations(db, accountId) };
  });

  app.get('/invitations', { config: signedIn, schema: { tags, summary: 'Invitations waiting for your answer' } }, async (request) => ({
    data: await receivedInvitations(db, requireAuth(request)),
  }));

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(`/invitations/:id/${action}`, { config: signedIn, schema: { tags, summary: accept ? 'Accept an invitation (send the version you read)' : 'Decline an invitation' } }, async (request) => {
      const { params, body } = parseRequest(request, { params: IdParams, body: InvitationAnswer });
      await answerInvitation(db, requireAuth(request), params.id, body.version, accept);
      return { data: await receivedInvitations(db, requireAuth(request)) };
    });
  }

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
