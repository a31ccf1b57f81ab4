import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes';
import communityRoutes from './communities/routes';
import contactRoutes from './contact/routes';

/** Every area's routes, mounted under /api. Each area is one plugin. */
export async function registerApi(app: FastifyInstance) {
  const { database, mailer, config } = app.deps;
  await app.register(healthRoutes, { database });
  await app.register(communityRoutes, { db: database.db });
  await app.register(contactRoutes, { db: database.db, mailer, contactTo: config.CONTACT_MAIL_TO });
}
