import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes';
import communityRoutes from './communities/routes';
import contactRoutes from './contact/routes';
import authRoutes from './auth/routes';
import userRoutes from './users/routes';
import accountRoutes from './accounts/routes';
import roleRoutes from './roles/routes';
import certificationRoutes from './certifications/routes';
import uploadRoutes from './uploads/routes';
import communityAdministration from './communities/admin';
import referenceRoutes from './reference/routes';
import categoryRoutes from './categories/routes';
import geographyRoutes from './geography/routes';
import placeRoutes from './places/routes';
import clubRoutes from './clubs/routes';
import seasonRoutes from './seasons/routes';
import organizerRoutes from './organizers/routes';
import peopleRoutes from './people/routes';
import validationRoutes from './validations/routes';

/** Every area's routes, mounted under /api. Each area is one plugin. */
export async function registerApi(app: FastifyInstance) {
  const { database, mailer, config } = app.deps;
  await app.register(healthRoutes, { database });
  await app.register(communityRoutes, { db: database.db });
  await app.register(contactRoutes, { db: database.db, mailer, contactTo: config.CONTACT_MAIL_TO });
  await app.register(authRoutes);
  await app.register(userRoutes, { db: database.db });
  await app.register(accountRoutes, { db: database.db });
  await app.register(roleRoutes, { db: database.db });
  await app.register(certificationRoutes, { db: database.db });
  await app.register(uploadRoutes);
  await app.register(communityAdministration, { db: database.db });
  await app.register(referenceRoutes, { db: database.db });
  await app.register(categoryRoutes, { db: database.db });
  await app.register(geographyRoutes);
  await app.register(placeRoutes, { db: database.db });
  await app.register(clubRoutes, { db: database.db });
  await app.register(seasonRoutes, { db: database.db });
  await app.register(organizerRoutes, { db: database.db });
  await app.register(peopleRoutes, { db: database.db });
  await app.register(validationRoutes, { db: database.db });
}
