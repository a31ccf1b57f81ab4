import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { jsonSchemaOf } from '../../lib/openapi';
import { parseRequest } from '../../lib/validate';
import { EntryImportConfirmInput, EntryImportInput, idParam } from '@domain/contract';
import { confirmImport, previewImport } from './service';

const ValidParams = v.object({ validId: idParam });
const tags = ['inscriptions'];
/** Importing enters people: the same permission as adding entries. */
const config = { resource: 'createValid', keyScope: 'entries' } as const;

/** Entries from a CSV or pasted rows: a dry-run preview, then a confirm that writes the valid rows. */
export default async function entryImportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/inscribed/:validId/import/preview',
    { schema: { tags, summary: 'Check CSV or pasted rows of entries without writing: each row matched to a person or proposed as new, with its problems', body: jsonSchemaOf(EntryImportInput) }, config },
    async (request) => {
      const { params, body } = parseRequest(request, { params: ValidParams, body: EntryImportInput });
      return { data: await previewImport(db, request, params.validId, body.text) };
    },
  );

  app.post(
    '/inscribed/:validId/import',
    { schema: { tags, summary: "Write the previewed rows that are valid (new people and their entries) in one transaction; 409 when anything changed since the preview's token", body: jsonSchemaOf(EntryImportConfirmInput) }, config },
    async (request, reply) => {
      const { params, body } = parseRequest(request, { params: ValidParams, body: EntryImportConfirmInput });
      reply.status(201);
      return { data: await confirmImport(db, request, params.validId, body.text, body.token) };
    },
  );
}
