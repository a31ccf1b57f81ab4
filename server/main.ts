import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  const noDemo = process.argv.includes('--no-demo');
  const config = loadConfig();
  // The database opens (on its own thread, recovering after a crash) and migrates while this thread loads the rest
  // of the server: a restart waits for the longer of the two, not for both one after the other.
  const opening = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteThread: config.PGLITE_THREAD }).then(async (database) => {
    await database.migrate();
    return database;
  });
  const [database, { buildApp }, { seedDemoIfEmpty }] = await Promise.all([opening, import('./app'), import('./db/seed/demo')]);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  const app = await buildApp({ config, database, redis });
  if (config.DEMO_DATA && !noDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    app.log.info(seeded ? 'demo data seeded' : 'demo data already present or database not empty');
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  // Answering from the start (liveness, the API), but ready only once one screen of each kind has been rendered.
  app.readiness.starting = true;
  await app.listen({ host: config.HOST, port: config.PORT });
  const warmed = await app.warmScreens();
  app.readiness.starting = false;
  app.log.info({ database: database.kind, url: config.PUBLIC_URL, warmUp: warmed }, 'platform ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
