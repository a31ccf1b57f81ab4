import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DeskStateInput, idParam } from '@domain/contract';
import type { Database } from '../../db/client';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { phaseTopic } from '../live/routes';
import { registerBoardStreams } from './live';
import { placeOrderOfPlay, setDeskState, validOrderOfPlay } from './service';

const IdParams = v.object({ id: idParam });
const tags = ['order-of-play'];

/** What plays now, next and after on each court, read by anyone; the desk's match states, set by the tournament's owner. */
export default async function orderOfPlayRoutes(app: FastifyInstance, { db, perAddress }: { db: Database; perAddress: number }) {
  app.get('/order-of-play/valid/:id', { schema: { tags, summary: "Tournament `id`'s courts: the match now, next and after on each (matches still to play, with a time and a court); 404 for no such tournament" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await validOrderOfPlay(db, params.id) };
  });

  app.get('/order-of-play/place/:id', { schema: { tags, summary: "Place `id`'s courts today (the community's day), across tournaments: now, next and after on each; 404 for no such place" } }, async (request) => {
    const { params } = parseRequest(request, { params: IdParams });
    return { data: await placeOrderOfPlay(db, params.id) };
  });

  app.put(
    '/order-of-play/match/:id',
    { schema: { tags, summary: "The desk's state of match `id`: called, started, finished or null (waiting), on the desk version read; 409 when stale or already played", body: jsonSchemaOf(DeskStateInput) }, config: { resource: 'matchDesk', keyScope: 'results' } },
    async (request) => {
      const { params, body } = parseRequest(request, { params: IdParams, body: DeskStateInput });
      const saved = await setDeskState(db, request, params.id, body);
      await app.live.publish(phaseTopic(saved.phaseId), { phaseId: saved.phaseId, matchId: saved.matchId, kind: 'desk' }).catch((error: unknown) => app.log.warn({ err: error }, 'live notice not sent'));
      return { data: saved };
    },
  );

  registerBoardStreams(app, { db, perAddress });
}
