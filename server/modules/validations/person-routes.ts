import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import { personValidations, validations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { jsonSchemaOf } from '../../lib/openapi';
import { assertEditable, pgErrorCode } from '../../lib/owned-records';
import { assertOwnedReferences } from '../../lib/references';
import { parseRequest } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { idParam, PersonValidationInput, PersonValidationQuery, validationMessage, type PersonValidation } from '@domain/contract';

const tags = ['validations'];
type ValidationRow = typeof validations.$inferSelect;

const toDto = (link: typeof personValidations.$inferSelect, validation: ValidationRow): PersonValidation => ({
  id: link.id,
  personId: link.personId,
  validationId: link.validationId,
  createdAt: link.createdAt.toISOString(),
  createdByAccountId: link.createdByAccountId,
  validation: {
    id: validation.id,
    name: validation.name,
    description: validation.description,
    validFrom: validation.validFrom,
    validUntil: validation.validUntil,
    createdByAccountId: validation.createdByAccountId,
    version: validation.version,
  },
});

async function listForPerson(db: Database, personId: number): Promise<PersonValidation[]> {
  const rows = await db
    .select({ link: personValidations, validation: validations })
    .from(personValidations)
    .innerJoin(validations, eq(validations.id, personValidations.validationId))
    .where(eq(personValidations.personId, personId))
    .orderBy(asc(validations.name), asc(personValidations.id));
  return rows.map((row) => toDto(row.link, row.validation));
}

/** Only the account that defined a validation grants it, and only to people it keeps or that are shared with it. */
async function attach(db: Database, request: FastifyRequest, input: { personId: number; validationId: number }): Promise<PersonValidation> {
  const { accountId } = requireAuth(request);
  const unknown = (field: string) => badRequest(field, validationMessage('unknownReference', requestLocale(request)));
  const [validation] = await db.select().from(validations).where(eq(validations.id, input.validationId)).limit(1);
  if (!validation) throw unknown('body.validationId');
  assertEditable(request, { ...validation });
  await assertOwnedReferences(db, request, validation.communityId, { personId: input.personId });
  try {
    const [link] = await db.insert(personValidations).values({ ...input, createdByAccountId: accountId }).returning();
    if (!link) throw new Error('validation not attached');
    return toDto(link, validation);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict();
    throw error;
  }
}

async function detach(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const [row] = await db
    .select({ id: personValidations.id, communityId: validations.communityId, createdByAccountId: validations.createdByAccountId, version: validations.version })
    .from(personValidations)
    .innerJoin(validations, eq(validations.id, personValidations.validationId))
    .where(eq(personValidations.id, id))
    .limit(1);
  if (!row) throw notFound();
  assertEditable(request, row);
  await db.delete(personValidations).where(eq(personValidations.id, id));
}

export default async function personValidationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/validations/people', { schema: { tags, summary: "A person's validations" } }, async (request) => {
    const { query } = parseRequest(request, { query: PersonValidationQuery });
    return { data: await listForPerson(db, query.personId) };
  });

  app.post(
    '/validations/people',
    { schema: { tags, summary: 'Grant a validation to a person', body: jsonSchemaOf(PersonValidationInput) }, config: { resource: 'createPlayer' } },
    async (request, reply) => {
      const { body } = parseRequest(request, { body: PersonValidationInput });
      reply.status(201);
      return { data: await attach(db, request, body) };
    },
  );

  app.delete('/validations/people/:id', { schema: { tags, summary: "Remove a person's validation" }, config: { resource: 'createPlayer' } }, async (request) => {
    const { params } = parseRequest(request, { params: v.object({ id: idParam }) });
    await detach(db, request, params.id);
    return { data: { id: params.id } };
  });
}
