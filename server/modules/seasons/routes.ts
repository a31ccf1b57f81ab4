import type { FastifyInstance } from 'fastify';
import { asc, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seasons } from '../../db/schema';
import { ownedRecords } from '../../lib/owned-records';
import { registerOwnedRoutes } from '../../lib/owned-routes';
import { SeasonInput, type Season } from '@domain/contract';

type SeasonRow = typeof seasons.$inferSelect;

const records = ownedRecords<typeof seasons, SeasonRow>(seasons, [desc(seasons.startDate), asc(seasons.name), asc(seasons.id)]);

const seasonDto = (row: SeasonRow): Season => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  carryOverPercent: row.carryOverPercent,
  createdByAccountId: row.createdByAccountId,
  version: row.version,
});

/** Seasons of the community, newest first. An account of the community creates one; only its creator changes it. */
export default async function seasonRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerOwnedRoutes(app, {
    db,
    path: '/seasons',
    tag: 'seasons',
    resource: 'seasons',
    records,
    input: SeasonInput,
    pageSize: 100,
    toDto: seasonDto,
    prepare: (_request, input) => ({ name: input.name, startDate: input.startDate, endDate: input.endDate, carryOverPercent: input.carryOverPercent }),
  });
}
