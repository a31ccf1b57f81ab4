import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { SPORT_IDS } from '@domain/catalog';
import {
  PHASE_FORMAT_IDS,
  PhaseConfigurationQuery,
  PhaseHighlightQuery,
  PhaseInput,
  PhaseOrderInput,
  PhaseQuery,
  StatusChangeInput,
  idParam,
  phaseConfigurationDefaults,
  validationMessage,
} from '@domain/contract';
import { validById } from '../valids/service';
import { phaseHighlights, phasesOfValid, toPhase } from './queries';
import { changePhaseStatus, createPhase, deletePhase, phaseById, reorderPhases, updatePhase } from './service';

const IdParams = v.object({ id: idParam });
const tags = ['phases'];
const config = { resource: 'createValid' } as const;
const body = jsonSchemaOf(PhaseInput);
const SPORTS = new Set<number>(Object.values(SPORT_IDS));

/** Phases of tournaments: read by anyone, written by the tournament's owner. */
export default async function phaseRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/phase', { schema: { tags, summary: 'One phase (`?id=`) or a tournament\'s phases in order (`?validId=`)', querystring: jsonSchemaOf(PhaseQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: PhaseQuery });
    if (query.id !== undefined) {
      const row = await phaseById(db, query.id);
      return { data: (await phasesOfValid(db, row.validId)).find((phase) => phase.id === row.id) ?? toPhase(row) };
    }
    if (query.validId !== undefined) {
      await validById(db, query.validId);
      return { data: await phasesOfValid(db, query.validId) };
    }
    throw badRequest('query.id', validationMessage('required', requestLocale(request)));
  });

  app.get('/phase/highlight', { schema: { tags, summary: 'The phases worth showing now: running, then next', querystring: jsonSchemaOf(PhaseHighlightQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: PhaseHighlightQuery });
    return { data: await phaseHighlights(db, { validId: query.validId, communityId: request.communityId }, query.size) };
  });

  app.get('/phase/configuration', { schema: { tags, summary: 'Phase defaults for a sport, game system (ruleId) and format (phaseTypeId)', querystring: jsonSchemaOf(PhaseConfigurationQuery) } }, async (request) => {
    const { query } = parseRequest(request, { query: PhaseConfigurationQuery });
    if (!SPORTS.has(query.sportId)) throw badRequest('query.sportId', validationMessage('oneOf', requestLocale(request)));
    return { data: phaseConfigurationDefaults(query.sportId, query.phaseTypeId ?? PHASE_FORMAT_IDS.groups, query.ruleId) };
  });

  app.get('/phase/configuration/:id', { schema: { tags, summary: "A phase's stored configuration" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: (await phaseById(db, params.id)).configuration };
  });

  app.post('/phase', { schema: { tags, summary: 'Add a phase to a tournament (last unless `order` says otherwise)', body }, config }, async (request, reply) => {
    const { body: input } = parseRequest(request, { body: PhaseInput });
    reply.status(201);
    return { data: toPhase(await createPhase(db, request, input)) };
  });

  app.put('/phase/order', { schema: { tags, summary: "Reorder a tournament's phases", body: jsonSchemaOf(PhaseOrderInput) }, config }, async (request) => {
    const { body: input } = parseRequest(request, { body: PhaseOrderInput });
    return { data: (await reorderPhases(db, request, input)).map(toPhase) };
  });

  app.put('/phase/:id', { schema: { tags, summary: 'Change a phase (send the version you read)', body }, config }, async (request) => {
    const { params, body: input } = parseRequest(request, { params: IdParams, body: PhaseInput });
    return { data: toPhase(await updatePhase(db, request, params.id, input)) };
  });

  app.delete('/phase/:id', { schema: { tags, summary: 'Delete a phase not started' }, config }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    await deletePhase(db, request, params.id);
    return { data: { id: params.id } };
  });

  app.post(
    '/phase/:id/status',
    { schema: { tags, summary: 'Start, pause, resume, finish or cancel a phase, as the status machine allows', body: jsonSchemaOf(StatusChangeInput) }, config },
    async (request) => {
      const { params, body: input } = parseRequest(request, { params: IdParams, body: StatusChangeInput });
      return { data: toPhase(await changePhaseStatus(db, request, params.id, input)) };
    },
  );
}
