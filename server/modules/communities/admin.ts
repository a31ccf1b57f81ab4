import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import communityAdminRoutes from './admin-routes';
import communityAccountRoutes from './accounts-routes';
import imageRoutes from './images-routes';

/** Community administration: the list, creation and changes, its accounts, and the logos it uploads. */
export default async function communityAdministration(app: FastifyInstance, options: { db: Database }) {
  await app.register(communityAdminRoutes, options);
  await app.register(communityAccountRoutes, options);
  await app.register(imageRoutes, options);
}
