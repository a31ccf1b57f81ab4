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
import multiTournamentRoutes from './tournaments/routes';
import validRoutes from './valids/routes';
import phaseRoutes from './phases/routes';
import inscribedRoutes from './inscribed/routes';
import liveRoutes from './live/routes';
import drawRoutes from './draws/routes';
import rankingRoutes from './rankings/routes';
import calendarRoutes from './calendar/routes';
import favoriteRoutes from './favorites/routes';
import personPlayRoutes from './draws/person-routes';
import entryImportRoutes from './entry-import/routes';
import exportRoutes from './exports/routes';
import orderOfPlayRoutes from './order-of-play/routes';
import scorekeeperRoutes from './scorekeepers/routes';
import shareRoutes from './share/routes';
import apiKeyRoutes from './api-keys/routes';

/** Every area's routes, mounted under /api. Each area is one plugin. */
export async function registerApi(app: FastifyInstance) {
  const { database, mailer, config } = app.deps;
  await app.register(healthRoutes, { database });
  await app.register(communityRoutes);
  await app.register(contactRoutes, { db: database.db, mailer, contactTo: config.CONTACT_MAIL_TO });
  // A person's own business (sign-in, profile, favourites, the account's users, roles and keys) is never done
  // with an API key: every route of these areas says so to the auth hook.
  await app.register(async (personal) => {
    personal.addHook('onRoute', (route) => {
      route.config = { ...route.config, apiKeys: 'refused' };
    });
    await personal.register(authRoutes);
    await personal.register(userRoutes, { db: database.db });
    await personal.register(accountRoutes, { db: database.db });
    await personal.register(roleRoutes, { db: database.db });
    await personal.register(favoriteRoutes, { db: database.db });
    await personal.register(apiKeyRoutes, { db: database.db });
  });
  await app.register(certificationRoutes, { db: database.db, mailer, publicUrl: config.PUBLIC_URL });
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
  await app.register(multiTournamentRoutes, { db: database.db });
  await app.register(validRoutes, { db: database.db });
  await app.register(phaseRoutes, { db: database.db });
  await app.register(inscribedRoutes, { db: database.db });
  await app.register(liveRoutes, { db: database.db, perAddress: config.LIVE_STREAMS_PER_ADDRESS });
  await app.register(drawRoutes, { db: database.db });
  await app.register(rankingRoutes, { db: database.db });
  await app.register(orderOfPlayRoutes, { db: database.db, perAddress: config.LIVE_STREAMS_PER_ADDRESS });
  await app.register(calendarRoutes, { db: database.db });
  await app.register(personPlayRoutes, { db: database.db });
  await app.register(entryImportRoutes, { db: database.db });
  await app.register(exportRoutes, { db: database.db });
  await app.register(scorekeeperRoutes, { db: database.db, attemptsMax: config.AUTH_RATE_LIMIT_MAX });
  await app.register(shareRoutes, { db: database.db, assetRoots: [config.WEB_DIST_DIR, 'public'] });
}
