import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { GameRuleResponse, idParam } from '@domain/contract';
import { requireAuth } from '../../plugins/auth';
import type { Database } from '../../db/client';
import { cutPointTypes, genres, phaseCategories } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { memoize, memoizeBy } from '../../lib/memo';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { adminRows, lookupRows, modalityRows, sequenceRows, sportRows } from './queries';
import { gameRule } from './rules';
import { tieBreakPresets } from './tie-breaks';

const tags = ['reference'];
const IdParams = v.object({ id: idParam });

/** Lookup data the web app loads once: sports, modalities, genres, cut point types, tie breaks, sequences, admins. */
export default async function referenceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // Reference tables are filled by migration and never written by the API: read once per process.
  const sportsOf = memoizeBy((onlySportId: number | null) => sportRows(db, onlySportId));
  const modalityList = memoize(() => modalityRows(db));
  const genreList = memoize(() => lookupRows(db, genres));
  const cutTypeList = memoize(() => lookupRows(db, cutPointTypes));
  const phaseCategoryList = memoize(() => lookupRows(db, phaseCategories));
  const tieBreakList = memoize(() => tieBreakPresets(db));
  const sequenceList = memoize(() => sequenceRows(db));

  app.get('/sports', { schema: { tags, summary: "Sports with their configuration (only the community's sport when it has one)" } }, async (request) => {
    const community = await app.communities.byId(request.communityId);
    return { data: await sportsOf.get(community?.sportId ?? null) };
  });
  app.get('/modality', { schema: { tags, summary: 'Modalities with their segment and labels' } }, async () => ({ data: await modalityList() }));
  app.get('/genres', { schema: { tags, summary: 'Genres' } }, async () => ({ data: await genreList() }));
  app.get('/tournament/cuttypes', { schema: { tags, summary: 'Ranking cut point types' } }, async () => ({ data: await cutTypeList() }));
  app.get('/phase-categories', { schema: { tags, summary: 'Phase categories (normal, repechage)' } }, async () => ({ data: await phaseCategoryList() }));
  app.get('/tiebreaks', { schema: { tags, summary: "The standings engine's tie-break rule sets" } }, async () => ({ data: await tieBreakList() }));
  app.get('/sequence', { schema: { tags, summary: 'Game orders of team encounters' } }, async () => ({ data: await sequenceList() }));
  app.get(
    '/rules/:id',
    {
      schema: {
        tags,
        summary: 'Game system `id` (the ruleId of phase/configuration: 1 single, 2 team, 3 double) with its texts in the caller\'s language and how each sport plays it',
        response: { 200: jsonSchemaOf(GameRuleResponse) },
      },
    },
    async (request) => {
      const { params } = parseRequest(request, { params: IdParams });
      const rule = gameRule(params.id, await sportsOf.get(null), requestLocale(request));
      if (!rule) throw notFound();
      return { data: rule };
    },
  );
  app.get(
    '/user/admins',
    { config: { auth: 'required' }, schema: { tags, summary: "Owners of the current community's accounts that you own yourself" } },
    async (request) => {
      const owned = requireAuth(request).memberships.filter((m) => m.isOwner && !m.shared).map((m) => m.accountId);
      return { data: await adminRows(db, request.communityId, owned) };
    },
  );
}
