import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { InscribedAddInput, InscribedCandidatesQuery, InscribedListQuery, InscribedParams, InscribedSeedsInput, InscribedVersionQuery, idParam } from '@domain/contract';
import { phaseRowsOfValid } from '../phases/queries';
import { validById } from '../valids/service';
import { laterPhaseEntryIds } from './phase-entries';
import { pageInscribed, toInscribed } from './queries';
import { addEntries, entryCandidates, removeEntry, restoreEntry, setSeeds } from './service';

const ValidParams = v.object({ validId: idParam });
const IdParams = v.object({ id: idParam });
const tags = ['inscriptions'];
const config = { resource: 'createValid', keyScope: 'entries' } as const;

/** A tournament's entries: a public list, and the owner's adding, seeding, removing and restoring. */
export default async function inscribedRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const list = async (params: v.InferOutput<typeof InscribedParams>, query: v.InferOutput<typeof InscribedListQuery>) => {
    await validById(db, params.validId);
    let firstPhase = false;
    let ids: number[] | undefined;
    if (params.phaseId !== undefined) {
      const phases = await phaseRowsOfValid(db, params.validId);
      const index = phases.findIndex((phase) => phase.id === params.phaseId);
      if (index < 0) throw notFound();
      firstPhase = index === 0;
      if (!firstPhase) ids = await laterPhaseEntryIds(db, params.phaseId);
    }
    const page = await pageInscribed(db, { validId: params.validId, phaseId: params.phaseId, firstPhase, ids }, query);
    return { data: { ...page, items: page.items.map(toInscribed) } };
  };

  app.get('/inscribed/:validId', { schema: { tags, summary: "A page of a tournament's entries with person, club, seed and origin", querystring: jsonSchemaOf(InscribedListQuery) } }, async (request) => {
    const { params, query } = parseRequest(request, { params: InscribedParams, query: InscribedListQuery });
    return list(params, query);
  });

  app.get('/inscribed/:validId/:phaseId', { schema: { tags, summary: "A page of a phase's entries", description: "The first phase: the tournament's entries and those placed into it. A later phase: the entries its draw placed; before its draw, the qualified (or, for a repechage, the eliminated) of the phase it follows with those placed straight into it, or only the latter while that phase is not finished.", querystring: jsonSchemaOf(InscribedListQuery) } }, async (request) => {
    const { params, query } = parseRequest(request, { params: InscribedParams, query: InscribedListQuery });
    return list(params, query);
  });

  app.get('/inscribed/:validId/candidates', { schema: { tags, summary: 'People who may still be entered, by name', querystring: jsonSchemaOf(InscribedCandidatesQuery) } }, async (request) => {
    const { params, query } = parseRequest(request, { params: ValidParams, query: InscribedCandidatesQuery });
    return { data: await entryCandidates(db, params.validId, query.q, query.limit) };
  });

  app.post('/inscribed/:validId', { schema: { tags, summary: 'Enter people in a tournament', body: jsonSchemaOf(InscribedAddInput) }, config }, async (request, reply) => {
    const { params, body } = parseRequest(request, { params: ValidParams, body: InscribedAddInput });
    reply.status(201);
    return { data: (await addEntries(db, request, params.validId, body)).map(toInscribed) };
  });

  app.put('/inscribed/:validId/seeds', { schema: { tags, summary: 'Set or clear seeds (one or many entries)', body: jsonSchemaOf(InscribedSeedsInput) }, config }, async (request) => {
    const { params, body } = parseRequest(request, { params: ValidParams, body: InscribedSeedsInput });
    return { data: (await setSeeds(db, request, params.validId, body)).map(toInscribed) };
  });

  app.delete('/inscribed/entry/:id', { schema: { tags, summary: 'Remove an entry (kept with origin "removed")' }, config }, async (request) => {
    const { params, query } = parseRequest(request, { params: IdParams, query: InscribedVersionQuery });
    return { data: toInscribed(await removeEntry(db, request, params.id, query.version)) };
  });

  app.post('/inscribed/entry/:id/restore', { schema: { tags, summary: 'Restore a removed entry' }, config }, async (request) => {
    const { params, query } = parseRequest(request, { params: IdParams, query: InscribedVersionQuery });
    return { data: toInscribed(await restoreEntry(db, request, params.id, query.version)) };
  });
}
