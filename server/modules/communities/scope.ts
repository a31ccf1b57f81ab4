import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { COMMUNITIES_TOPIC, createCommunityCache, type CommunityCache } from './cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route serves no community, so none is looked up (health probes). */
    community?: false;
  }
  interface FastifyRequest {
    /** The community (space) a request is scoped to: `x-community-id`, else the default community. */
    communityId: number;
  }
  interface FastifyInstance {
    /** Communities looked up by domain, id or as the default, cleared on any change (see `communitiesChanged`). */
    communities: CommunityCache;
    /** Clears the community cache here and on every other instance; call after any write to communities. */
    communitiesChanged(): Promise<void>;
  }
}

/** Resolves the request's community once, so every catalogue query can filter by it. */
async function communityScope(app: FastifyInstance, options: { db: Database }) {
  const cache = createCommunityCache(options.db);
  app.decorate('communities', cache);
  app.decorate('communitiesChanged', async () => {
    cache.clear();
    await app.live.publish(COMMUNITIES_TOPIC, { changed: true }).catch((error: unknown) => app.log.warn({ err: error }, 'community change notice not sent'));
  });
  const unsubscribe = app.live.subscribe(COMMUNITIES_TOPIC, () => cache.clear());
  app.addHook('onClose', async () => unsubscribe());
  app.decorateRequest('communityId', 0);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers['x-community-id'];
    if (typeof raw === 'string' && /^\d{1,9}$/.test(raw)) {
      request.communityId = Number(raw);
      return;
    }
    if (!request.url.startsWith('/api/') || request.routeOptions.config.community === false) return;
    request.communityId = (await cache.default())?.id ?? 0;
  });
}

export default fp(communityScope, { name: 'community-scope' });
