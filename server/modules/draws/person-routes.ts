import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParam, PersonMatchesQuery, type PersonMatchesPage } from '@domain/contract';
import type { Database } from '../../db/client';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { publicPerson } from '../people/service';
import { matchLines, personScope } from './match-lines';
import { podiumsOf } from './podiums';

const PersonParams = v.object({ personId: idParam });
const tags = ['draws'];

/** What a person's page shows of their play: their matches a page at a time, and their podiums. */
export default async function personPlayRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/match/person/:personId', { schema: { tags, summary: "A person's played matches (newest first) or coming ones (soonest first), a page at a time", querystring: jsonSchemaOf(PersonMatchesQuery) } }, async (request) => {
    const { params, query } = parseRequest(request, { params: PersonParams, query: PersonMatchesQuery });
    await publicPerson(db, params.personId);
    // One row more than the page tells whether another page follows without counting them all.
    const rows = await matchLines(db, personScope(params.personId), { played: query.played === 'true', limit: query.size + 1, offset: query.page * query.size });
    const data: PersonMatchesPage = { items: rows.slice(0, query.size), page: query.page, size: query.size, hasMore: rows.length > query.size };
    return { data };
  });

  app.get('/match/person/:personId/podiums', { schema: { tags, summary: 'The finished tournaments where a person ended in the first three' } }, async (request) => {
    const { params } = parseRequest(request, { params: PersonParams });
    await publicPerson(db, params.personId);
    return { data: await podiumsOf(db, params.personId) };
  });
}
