import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { organizers } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { ownedRecords } from '../../lib/owned-records';
import { registerOwnedRoutes } from '../../lib/owned-routes';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { OrganizerInput, slug, validationMessage, type Organizer, type OrganizerProfile } from '@domain/contract';
import { clubsOfOrganizer } from '../clubs/queries';

type OrganizerRow = typeof organizers.$inferSelect;

const records = ownedRecords<typeof organizers, OrganizerRow>(organizers, [asc(organizers.name), asc(organizers.id)]);

const organizerDto = (row: OrganizerRow): Organizer => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  logo: row.logo,
  accountId: row.accountId,
  createdByAccountId: row.createdByAccountId,
  version: row.version,
});

/** Organisers: who runs clubs, tournaments and rankings, with a public profile at their slug. */
export default async function organizerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/organizers/slug/:slug', { schema: { tags: ['organizers'], summary: "An organiser's profile with its clubs" } }, async (request) => {
    const { params } = parseRequest(request, { params: v.object({ slug }) });
    const [row] = await db.select().from(organizers).where(eq(organizers.slug, params.slug)).limit(1);
    if (!row) throw notFound();
    const clubs = (await clubsOfOrganizer(db, row.id)).map(({ communityId: _community, ...club }) => club);
    const data: OrganizerProfile = { ...organizerDto(row), clubs };
    return { data };
  });

  registerOwnedRoutes(app, {
    db,
    path: '/organizers',
    tag: 'organizers',
    resource: 'organizers',
    records,
    input: OrganizerInput,
    pageSize: 100,
    toDto: organizerDto,
    async prepare(request, input, _community, current) {
      const taken = await db
        .select({ id: organizers.id })
        .from(organizers)
        .where(current ? and(eq(organizers.slug, input.slug), ne(organizers.id, current.id)) : eq(organizers.slug, input.slug))
        .limit(1);
      if (taken.length > 0) throw badRequest('body.slug', validationMessage('slugTaken', requestLocale(request)));
      const base = { name: input.name, slug: input.slug, description: input.description, logo: input.logo };
      return current ? base : { ...base, accountId: requireAuth(request).accountId };
    },
  });
}
