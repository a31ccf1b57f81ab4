import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { ExportQuery, idParam } from '@domain/contract';
import { sendTable } from './files';
import { entriesTable, positionsTable, rankingTable, resultsTable, standingsTable } from './tables';

const IdParams = v.object({ id: idParam });
const tags = ['exports'];
/** The entries' private column depends on who asks. */
const viewer = { auth: 'optional' as const };

/** Downloads (CSV or Excel) of what the public pages show, in the viewer's language (`?locale=` or the request's). */
export default async function exportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const read = (request: Parameters<typeof parseRequest>[0]) => {
    const { params, query } = parseRequest(request, { params: IdParams, query: ExportQuery });
    return { id: params.id, format: query.format, locale: query.locale ?? requestLocale(request) };
  };
  const schema = (summary: string) => ({ tags, summary, querystring: jsonSchemaOf(ExportQuery) });

  app.get('/export/entries/:id', { schema: schema("A tournament's entries as CSV or XLSX (birth dates only for its owner)"), config: viewer }, async (request, reply) => {
    const { id, format, locale } = read(request);
    return sendTable(reply, await entriesTable(db, request, id, locale), format);
  });

  app.get('/export/results/:id', { schema: schema("A tournament's matches with their scores, phase by phase") }, async (request, reply) => {
    const { id, format, locale } = read(request);
    return sendTable(reply, await resultsTable(db, id, locale), format);
  });

  app.get('/export/standings/:id', { schema: schema("A phase's group tables as its standings rank them") }, async (request, reply) => {
    const { id, format, locale } = read(request);
    return sendTable(reply, await standingsTable(db, id, locale), format);
  });

  app.get('/export/positions/:id', { schema: schema("A tournament's final positions") }, async (request, reply) => {
    const { id, format, locale } = read(request);
    return sendTable(reply, await positionsTable(db, id, locale), format);
  });

  app.get('/export/ranking/:id', { schema: schema('A whole ranking table (`id` is the table, a ranking modality)') }, async (request, reply) => {
    const { id, format, locale } = read(request);
    return sendTable(reply, await rankingTable(db, id, locale), format);
  });
}
