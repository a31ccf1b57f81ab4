import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MatchEventInput, ScorekeeperLinkInput, ScorekeeperListQuery, ScorekeeperResultInput, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { createAttemptLimiter } from '../identity/attempt-limiter';
import { addEventAs } from '../draws/events';
import { phaseTopic } from '../live/routes';
import { linkOfRequest, matchInScope, saveThroughLink, scopeOf } from './holder';
import { createLink, listLinks, revokeLink } from './links';

const IdParams = v.object({ id: idParam });
const tags = ['scorekeepers'];
/** Only a score-keeper screen's own address starts its app. */
const ManifestQuery = v.object({ path: v.pipe(v.string('invalidType'), v.regex(/^\/(?:anotador|en\/scorekeeper)\/[A-Za-z0-9_-]{20,100}$/, 'invalidType')) });
/** Making, listing and revoking links is its own resource: a desk volunteer may hand out links without creating tournaments. */
const config = { resource: 'scorekeeperLinks' } as const;
const TOKEN_NOTE = 'Authenticated by the link\'s token in the `x-scorekeeper-token` header (no account): 404 for an unknown token (too many from one address → 429), 410 once revoked or expired, 403 for a match outside its scope.';

/** Score-keeper links: the owner makes, lists and revokes them; their holders score the matches of their scope. */
export default async function scorekeeperRoutes(app: FastifyInstance, { db, attemptsMax }: { db: Database; attemptsMax: number }) {
  const limiter = createAttemptLimiter(db, attemptsMax);
  const announce = (phaseId: number, matchId: number, kind: 'result' | 'events') =>
    app.live.publish(phaseTopic(phaseId), { phaseId, matchId, kind }).catch((error: unknown) => app.log.warn({ err: error }, 'live notice not sent'));

  app.post('/scorekeeper', { schema: { tags, summary: "A new score-keeper link for one match, one court or table, or a whole phase of the owner's tournament; the answer holds its token, shown only this once", body: jsonSchemaOf(ScorekeeperLinkInput) }, config }, async (request, reply) => {
    const { body } = parseRequest(request, { body: ScorekeeperLinkInput });
    return reply.status(201).send({ data: await createLink(db, request, body, requireAuth(request).accountId) });
  });

  app.get('/scorekeeper', { schema: { tags, summary: "A tournament's score-keeper links, newest first (its owner only)", querystring: jsonSchemaOf(ScorekeeperListQuery) }, config }, async (request) => {
    const { query } = parseRequest(request, { query: ScorekeeperListQuery });
    return { data: await listLinks(db, request, query.validId) };
  });

  app.delete('/scorekeeper/:id', { schema: { tags, summary: 'Revoke score-keeper link `id` (its tournament\'s owner); its holder is refused from then on' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await revokeLink(db, request, params.id) };
  });

  app.get('/scorekeeper/manifest', { schema: { tags, summary: 'The web app manifest of a score-keeper screen, started on its own link (`path`)', querystring: jsonSchemaOf(ManifestQuery) } }, async (request, reply) => {
    const { query } = parseRequest(request, { query: ManifestQuery });
    const en = query.path.startsWith('/en/');
    return reply.type('application/manifest+json').send({
      name: en ? 'Score-keeper' : 'Anotador',
      short_name: en ? 'Score-keeper' : 'Anotador',
      start_url: query.path,
      scope: en ? '/en/scorekeeper/' : '/anotador/',
      display: 'standalone',
      lang: en ? 'en' : 'es',
      background_color: '#ffffff',
      theme_color: '#0f172a',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  app.get('/scorekeeper/scope', { schema: { tags, summary: `The link's name and the matches it may score, in order of play. ${TOKEN_NOTE}` } }, async (request, reply) => {
    // The answer depends on the token, which no shared cache keys on: never kept, here or on the way.
    reply.header('cache-control', 'no-store');
    const link = await linkOfRequest(db, request, limiter);
    return { data: await scopeOf(db, link) };
  });

  app.put(
    '/scorekeeper/match/:id',
    { schema: { tags, summary: `Enter or correct match \`id\`'s result through a link, on the version read, with the device's idempotency key (a replay answers the first save's match). 409 with the current match when someone saved first. ${TOKEN_NOTE}`, body: jsonSchemaOf(ScorekeeperResultInput) } },
    async (request) => {
      const { params, body } = parseRequest(request, { params: IdParams, body: ScorekeeperResultInput });
      const link = await linkOfRequest(db, request, limiter);
      const { match, replayed } = await saveThroughLink(db, request, link, params.id, body);
      if (!replayed) await announce(match.phaseId, match.id, 'result');
      return { data: match };
    },
  );

  app.post('/scorekeeper/match/:id/events', { schema: { tags, summary: `Add an event to match \`id\` through a link (send the version you read). ${TOKEN_NOTE}`, body: jsonSchemaOf(MatchEventInput) } }, async (request, reply) => {
    const { params, body } = parseRequest(request, { params: IdParams, body: MatchEventInput });
    const link = await linkOfRequest(db, request, limiter);
    const found = await matchInScope(db, link, requestLocale(request), params.id);
    if (found.phase.ownerAccountId === null) throw notFound();
    const { extras, phaseId } = await addEventAs(db, requestLocale(request), found, body, found.phase.ownerAccountId);
    await announce(phaseId, params.id, 'events');
    return reply.status(201).send({ data: extras });
  });
}
