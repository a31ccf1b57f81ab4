import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParam, PlayerLinkInput, PlayerSearchQuery } from '@domain/contract';
import type { Database } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { searchPlayers } from './queries';
import { linkPlayer, unlinkPlayer, userProfile, userProfiles } from './service';

const tags = ['users'];
const signedIn = { auth: 'required' as const };

export default async function userRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.get('/users/:id', { config: signedIn, schema: { tags, summary: 'Your profile' } }, async (request) => {
    const { params } = parseRequest(request, { params: v.object({ id: idParam }) });
    return { data: await userProfile(db, requireAuth(request).userId, params.id) };
  });

  app.get('/profiles', { config: signedIn, schema: { tags, summary: 'The people you are on the platform (player profile)' } }, async (request) => ({
    data: await userProfiles(db, requireAuth(request).userId),
  }));

  app.get('/profiles/players', { config: signedIn, schema: { tags, summary: 'Players of the community to claim as your profile' } }, async (request) => {
    const { query } = parseRequest(request, { query: PlayerSearchQuery });
    return { data: await searchPlayers(db, request.communityId, requireAuth(request).accountId, query.q) };
  });

  app.put(
    '/profiles/player',
    { config: signedIn, schema: { tags, summary: "Link your user to a player: at once when your account owns the record, else as a request to the player's account" } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: PlayerLinkInput });
      const result = await linkPlayer(db, requireAuth(request), body.personId, requestLocale(request));
      return reply.status(result.request ? 202 : 200).send({ data: result });
    },
  );

  app.delete('/profiles/player', { config: signedIn, schema: { tags, summary: 'Unlink your player profile' } }, async (request) => ({
    data: await unlinkPlayer(db, requireAuth(request).userId),
  }));
}
