import type { FastifyInstance } from 'fastify';
import type { Health } from '@domain/contract';
import { databaseVersion, type DatabaseHandle } from '../../db/client';

export default async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness and the database in use' } }, async () => {
    const health: Health = {
      status: 'ok',
      database: { kind: options.database.kind, version: await databaseVersion(options.database.db) },
      uptimeSeconds: Math.round(process.uptime()),
    };
    return { data: health };
  });
}
