import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import communityAdminRoutes from './admin-routes';
import communityAccountRoutes from './accounts-routes';
import imageRoutes from './images-routes';

/** Community administration: the list, creation and changes, its accounts, and the logos it uploads. */
export default async function communityAdministration(app: FastifyInstance, options: { db: Database }) {
  // Any change made here may change what a community lookup answers: the cached lookups go, on every instance.
  // Cleared before the answer leaves, so whoever made the change reads it back.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await app.communitiesChanged();
    return payload;
  });
  await app.register(communityAdminRoutes, options);
  await app.register(communityAccountRoutes, options);
  await app.register(imageRoutes, options);
}
