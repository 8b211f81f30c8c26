import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.js';
import { createScratchDatabase } from './scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball (PGlite `dumpDataDir`) of an in-memory database with every migration applied. */
    pgliteTemplate: string;
    /** On TEST_DATABASE_URL's server: a database with every migration applied, copied per test app. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Runs once per API suite run, before any test file: migrates one database of each engine, so
 * that each of the hundred-odd test apps starts from a copy instead of replaying every migration.
 * The apps still run `migrateDatabase` on their copy (which finds nothing to do), as a start does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'uyku-api-template-'));
  const client = new PGlite();
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const tarball = path.join(dir, 'pglite.tar');
  await writeFile(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', tarball);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  if (serverUrl) {
    template = await createScratchDatabase(serverUrl, 'uyku_template');
    const connection = new pg.Client({ connectionString: template.url });
    await connection.connect();
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.end();
    }
  }
  project.provide('postgresTemplate', template?.name);

  return async () => {
    await template?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
