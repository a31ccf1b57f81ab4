import type { FastifyInstance } from 'fastify';
import { FavoriteInput, FavoriteParams } from '@domain/contract';
import type { Database } from '../../db/client';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { favoriteFeed } from './feed';
import { followsOfUser, namedFollows } from './queries';
import { follow, unfollow } from './service';

const tags = ['favorites'];
// Following is personal: the rows belong to the signed-in user, whichever account they act as.
const config = { resource: 'favorites' } as const;

/** Favourites: what the signed-in user follows, following and unfollowing, and the feed of their welcome page. */
export default async function favoriteRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/favorites', { schema: { tags, summary: 'What the signed-in user follows, with names' }, config }, async (request) => {
    const { userId } = requireAuth(request);
    return { data: await namedFollows(db, await followsOfUser(db, userId)) };
  });

  app.get('/favorites/feed', { schema: { tags, summary: 'Next matches and latest results across everything followed, and the top of followed rankings' }, config }, async (request) => {
    const { userId } = requireAuth(request);
    return { data: await favoriteFeed(db, userId) };
  });

  app.post('/favorites', { schema: { tags, summary: 'Follow a tournament, player, team, club or ranking (following again answers the same row)', body: jsonSchemaOf(FavoriteInput) }, config }, async (request, reply) => {
    const { body } = parseRequest(request, { body: FavoriteInput });
    const { favorite, created } = await follow(db, requireAuth(request).userId, body);
    reply.status(created ? 201 : 200);
    return { data: favorite };
  });

  app.delete('/favorites/:kind/:targetId', { schema: { tags, summary: 'Stop following' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: FavoriteParams });
    await unfollow(db, requireAuth(request).userId, params.kind, params.targetId);
    return { data: { kind: params.kind, targetId: params.targetId } };
  });
}
