import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@domain/contract';
import type { Health } from '@domain/contract';
import { databaseVersion, type DatabaseHandle } from '../../db/client';
import { ApiError } from '../../lib/errors';

/**
 * `/health` is liveness: the process answers, without touching the database, so a load balancer's frequent
 * probes cost nothing. `/health/ready` makes a database round trip: the instance can serve requests (and, while it
 * is still starting — rendering its first screens — says so: a balancer sends it no one yet).
 */
export default async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const { database } = options;
  // The version cannot change while the process runs: read once at start.
  const version = await databaseVersion(database.db);
  const health = (): Health => ({ status: 'ok', database: { kind: database.kind, version }, uptimeSeconds: Math.round(process.uptime()) });

  // Probes must see the instance as it is now: neither answer is kept by a browser or proxy.
  app.get('/health', { config: { community: false }, schema: { tags: ['health'], summary: 'Liveness (no database call) and the database in use' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: health() };
  });

  app.get('/health/ready', { config: { community: false }, schema: { tags: ['health'], summary: 'Readiness: answers once the database answers a query' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.readiness.starting) throw new ApiError(503, ERROR_CODES.unavailable, 'starting');
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, ERROR_CODES.unavailable, 'unavailable');
    }
    return { data: health() };
  });
}
