import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { validations } from '../../db/schema';
import { ownedRecords } from '../../lib/owned-records';
import { registerOwnedRoutes } from '../../lib/owned-routes';
import { ValidationInput, type Validation } from '@domain/contract';
import personValidationRoutes from './person-routes';

type ValidationRow = typeof validations.$inferSelect;

export const validationRecords = ownedRecords<typeof validations, ValidationRow>(validations, [asc(validations.name), asc(validations.id)]);

export const validationDto = (row: ValidationRow): Validation => ({
  id: row.id,
  name: row.name,
  description: row.description,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  createdByAccountId: row.createdByAccountId,
  version: row.version,
});

/** Player validations (medical certificate, licence…) and which people passed them. */
export default async function validationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(personValidationRoutes, { db });
  registerOwnedRoutes(app, {
    db,
    path: '/validations',
    tag: 'validations',
    records: validationRecords,
    input: ValidationInput,
    resource: 'createPlayer',
    pageSize: 100,
    toDto: validationDto,
    prepare: (_request, input) => ({ name: input.name, description: input.description, validFrom: input.validFrom, validUntil: input.validUntil }),
  });
}
