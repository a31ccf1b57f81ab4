import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { findDefaultCommunity } from './queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The community (space) a request is scoped to: `x-community-id`, else the default community. */
    communityId: number;
  }
}

/** Resolves the request's community once, so every catalogue query can filter by it. */
async function communityScope(app: FastifyInstance, options: { db: Database }) {
  let defaultId: number | null = null;
  app.decorateRequest('communityId', 0);
  app.decorate('forgetDefaultCommunity', () => {
    defaultId = null;
  });
  app.addHook('onRequest', async (request) => {
    const raw = request.headers['x-community-id'];
    if (typeof raw === 'string' && /^\d{1,9}$/.test(raw)) {
      request.communityId = Number(raw);
      return;
    }
    if (!request.url.startsWith('/api/')) return;
    if (defaultId === null) defaultId = (await findDefaultCommunity(options.db))?.id ?? 0;
    request.communityId = defaultId;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetDefaultCommunity(): void;
  }
}

export default fp(communityScope, { name: 'community-scope' });
