import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CERTIFICATION_TYPES,
  CertificationApprovalInput,
  CertificationCreateInput,
  CertificationListQuery,
  CertificationUpdateInput,
  CertificationUserQuery,
  EligibilityQuery,
  idParam,
} from '@domain/contract';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { pendingInvitationCount } from '../accounts/invitations';
import type { Mailer } from '../mail/service';
import { eligibility } from './asking';
import { inboxOf, pendingCount, requestById, requestsOfUser } from './queries';
import { createRequest, decide, expireClosedWindows } from './service';

const tags = ['certifications'];
const signedIn = { auth: 'required' as const };
const IdParams = v.object({ id: idParam });

/**
 * Requests (joining a team, entering a tournament, claiming a player): asking, the inbox of the account the user
 * acts as and the user's own, and the decisions, which only the approval machine allows.
 */
export default async function certificationRoutes(app: FastifyInstance, options: { db: Database; mailer: Mailer; publicUrl: string }) {
  const { db } = options;

  app.get('/certifications/types', { schema: { tags, summary: 'Request types' } }, async () => ({ data: CERTIFICATION_TYPES }));

  app.get(
    '/certifications/pending-count',
    { config: signedIn, schema: { tags, summary: "Pending requests in the current account's inbox, with the invitations waiting for your answer" } },
    async (request) => {
      const auth = requireAuth(request);
      await expireClosedWindows(db);
      const [requests, invitations] = await Promise.all([pendingCount(db, auth.accountId), pendingInvitationCount(db, auth)]);
      return { data: { count: requests + invitations } };
    },
  );

  app.get(
    '/certifications',
    { config: signedIn, schema: { tags, summary: "Received (the current account's inbox) or sent (yours), by status and type", querystring: jsonSchemaOf(CertificationListQuery) } },
    async (request) => {
      const { query } = parseRequest(request, { query: CertificationListQuery });
      const auth = requireAuth(request);
      await expireClosedWindows(db);
      const filter = { status: query.status, type: query.type };
      return { data: query.box === 'sent' ? await requestsOfUser(db, auth.userId, filter) : await inboxOf(db, auth.accountId, filter) };
    },
  );

  app.post(
    '/certifications',
    { config: signedIn, schema: { tags, summary: 'Ask: enter a tournament, join a team or claim a player (taken at once when nobody has to decide)', body: jsonSchemaOf(CertificationCreateInput) } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: CertificationCreateInput });
      return reply.status(201).send({ data: await createRequest(db, requireAuth(request), body, requestLocale(request)) });
    },
  );

  app.put(
    '/certifications',
    { config: signedIn, schema: { tags, summary: 'Reject a request (the deciding account, with an optional reason) or withdraw yours', body: jsonSchemaOf(CertificationUpdateInput) } },
    async (request) => {
      const { body } = parseRequest(request, { body: CertificationUpdateInput });
      return { data: await decide(options, requireAuth(request), { ...body, reason: body.reason || null }, requestLocale(request)) };
    },
  );

  app.post(
    '/certifications/approvals',
    { config: signedIn, schema: { tags, summary: 'Approve a request at the version you read', body: jsonSchemaOf(CertificationApprovalInput) } },
    async (request) => {
      const { body } = parseRequest(request, { body: CertificationApprovalInput });
      return { data: await decide(options, requireAuth(request), { ...body, action: 'approve', reason: null }, requestLocale(request)) };
    },
  );

  app.get(
    '/certifications/eligibility',
    { config: signedIn, schema: { tags, summary: 'Whether you may ask to enter a tournament (validId) or join a team (teamId), and why not' } },
    async (request) => {
      const { query } = parseRequest(request, { query: EligibilityQuery });
      return { data: await eligibility(db, requireAuth(request), query, requestLocale(request)) };
    },
  );

  app.get(
    '/certifications/users/:id',
    { config: signedIn, schema: { tags, summary: 'Requests a user made (yourself only)', querystring: jsonSchemaOf(CertificationUserQuery) } },
    async (request) => {
      const { params, query } = parseRequest(request, { params: IdParams, query: CertificationUserQuery });
      if (params.id !== requireAuth(request).userId) throw forbidden();
      await expireClosedWindows(db);
      return { data: await requestsOfUser(db, params.id, query) };
    },
  );

  app.get('/certifications/:id', { config: signedIn, schema: { tags, summary: 'One request with its history: for its requester and the receiving account' } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    const auth = requireAuth(request);
    await expireClosedWindows(db);
    const found = await requestById(db, params.id);
    const visible = found && (found.requester.id === auth.userId || auth.memberships.some((m) => m.accountId === found.targetAccount.id));
    if (!visible) throw notFound();
    return { data: found };
  });
}
