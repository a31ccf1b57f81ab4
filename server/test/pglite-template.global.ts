import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Names the file of an already migrated PGlite database that test databases start from. */
export const PGLITE_TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server', 'db', 'migrations');

/** A new PGlite database in memory with every migration applied, dumped as a tarball. */
async function migratedTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Every file of the migrations and the PGlite version: a template made from the same ones is the same. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256').update(process.version);
  const pglite = JSON.parse(await readFile(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version?: string };
  hash.update(pglite.version ?? '');
  const walk = async (folder: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The API suite on PGlite: a database with every migration applied is made once (and kept between runs while the
 * migrations stay the same), and each test file starts its own in-memory database from it instead of creating and
 * migrating one. Nothing is done against PostgreSQL.
 */
export default async function setup(): Promise<void> {
  if (process.env.API_TEST_DATABASE_URL) return;
  const file = path.join(tmpdir(), `torneos-pglite-template-${await migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const template = await migratedTemplate();
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await template.arrayBuffer()));
    await rename(partial, file);
  }
  process.env[PGLITE_TEMPLATE_ENV] = file;
}
