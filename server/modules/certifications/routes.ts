import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CERTIFICATION_STATUSES, CERTIFICATION_TYPES, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { pendingInvitationCount } from '../accounts/invitations';
import { inboxOf, pendingCount, requestById, requestsOfUser } from './queries';

const tags = ['certifications'];
const signedIn = { auth: 'required' as const };
const IdParams = v.object({ id: idParam });
const InboxQuery = v.object({ status: v.optional(v.picklist(CERTIFICATION_STATUSES, 'oneOf')) });

/**
 * Certification requests (joining a team, tournament inscriptions): the user's own requests, and the inbox
 * of the account the user acts as, with its pending count for the top bar.
 */
export default async function certificationRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get('/certifications/types', { schema: { tags, summary: 'Request types' } }, async () => ({ data: CERTIFICATION_TYPES }));

  app.get(
    '/certifications/pending-count',
    { config: signedIn, schema: { tags, summary: "Pending requests in the current account's inbox, with the invitations waiting for your answer" } },
    async (request) => {
      const auth = requireAuth(request);
      const [requests, invitations] = await Promise.all([pendingCount(db, auth.accountId), pendingInvitationCount(db, auth)]);
      return { data: { count: requests + invitations } };
    },
  );

  app.get('/certifications', { config: signedIn, schema: { tags, summary: "The current account's inbox" } }, async (request) => {
    const { query } = parseRequest(request, { query: InboxQuery });
    return { data: await inboxOf(db, requireAuth(request).accountId, query.status) };
  });

  app.get('/certifications/users/:id', { config: signedIn, schema: { tags, summary: 'Requests a user made (yourself only)' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    if (params.id !== requireAuth(request).userId) throw forbidden();
    return { data: await requestsOfUser(db, params.id) };
  });

  app.get('/certifications/:id', { config: signedIn, schema: { tags, summary: 'One request: for its requester and the receiving account' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const auth = requireAuth(request);
    const found = await requestById(db, params.id);
    const visible = found && (found.requester.id === auth.userId || auth.memberships.some((m) => m.accountId === found.targetAccount.id));
    if (!visible) throw notFound();
    return { data: found };
  });
}
