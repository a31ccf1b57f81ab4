import type { FastifyInstance } from 'fastify';
import { FavoriteInput, FavoriteParams, FollowMailInput } from '@domain/contract';
import type { Database } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { favoriteFeed } from './feed';
import { mailSettingsOf, saveMailSettings } from './mail-settings';
import { deliverFollowMails } from './news-mail';
import { followsOfUser, namedFollows } from './queries';
import { follow, unfollow } from './service';

const tags = ['favorites'];
// Following is personal: the rows belong to the signed-in user, whichever account they act as.
const config = { resource: 'favorites' } as const;
/** How often news waiting in the outbox is mailed to followers. */
const MAIL_POLL_MS = 30_000;

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

  app.get('/favorites/mail', { schema: { tags, summary: 'Which news of what the signed-in user follows come by mail (version 0: never chosen, none)' }, config }, async (request) => {
    return { data: await mailSettingsOf(db, requireAuth(request).userId) };
  });

  app.put('/favorites/mail', { schema: { tags, summary: 'Choose which news come by mail, on the version read (409 when stale); mails speak the language of this request', body: jsonSchemaOf(FollowMailInput) }, config }, async (request) => {
    const { body } = parseRequest(request, { body: FollowMailInput });
    return { data: await saveMailSettings(db, requireAuth(request).userId, body, requestLocale(request)) };
  });

  app.delete('/favorites/:kind/:targetId', { schema: { tags, summary: 'Stop following' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: FavoriteParams });
    await unfollow(db, requireAuth(request).userId, params.kind, params.targetId);
    return { data: { kind: params.kind, targetId: params.targetId } };
  });

  if (app.deps.config.NODE_ENV !== 'test') {
    const { mailer, config: settings } = app.deps;
    let running = false;
    // News recorded while no instance was running goes out at start; then whatever comes in, every little while.
    const sweep = () => {
      if (running) return;
      running = true;
      deliverFollowMails(db, mailer, settings.PUBLIC_URL)
        .catch((error: unknown) => app.log.error({ err: error }, 'follow mail delivery failed'))
        .finally(() => {
          running = false;
        });
    };
    app.addHook('onReady', async () => sweep());
    const timer = setInterval(sweep, MAIL_POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
