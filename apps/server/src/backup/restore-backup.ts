import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LISTENER_APPLICATION_NAME, pgliteDirectory } from '../db/client.js';
import { isCustomFormat } from './backup-file.js';
import { BackupError } from './backup-error.js';
import type { BackupSource } from './create-backup.js';
import { clearDatabase, countTables, type QueryRows } from './database-contents.js';
import { libpqEnvironment, runPostgresTool } from './postgres-tools.js';
import { claimDataDirectory, DataDirectoryInUse } from './run-directory.js';

const NOT_EMPTY =
  'The database is not empty. Restore into an empty database (a new DATA_DIR or a new PostgreSQL database), ' +
  'or add --force to replace everything in it with the backup.';

/**
 * `npm run restore FILE [--force]`: brings a backup of `npm run backup` back into the database
 * the configuration names, which must be empty unless `force` (then its contents are replaced).
 * The server must be stopped: a restore under a running server would mix two states.
 */
export async function restoreBackup(target: BackupSource, file: string, options: { force: boolean }): Promise<void> {
  const customFormat = await isCustomFormat(file);
  if (target.databaseUrl) {
    if (!customFormat)
      throw new BackupError('This is a PGlite backup (plain SQL); restore it with DATA_DIR and without DATABASE_URL.');
    await restorePostgres(target.databaseUrl, file, options.force);
  } else {
    if (customFormat) throw new BackupError('This is a PostgreSQL backup (pg_dump -Fc); restore it with DATABASE_URL set.');
    await restorePglite(target.dataDir, file, options.force);
  }
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const sql = await readFile(file, 'utf8');
  const release = await claimDataDirectory(dataDir).catch((error: unknown) => {
    if (error instanceof DataDirectoryInUse) throw new BackupError(`Stop the server before restoring. ${error.message}`);
    throw error;
  });
  const client = new PGlite(pgliteDirectory(dataDir));
  try {
    await client.waitReady;
    await client.transaction(async (tx) => {
      const inTransaction: QueryRows = async <T>(text: string) => (await tx.query<T>(text)).rows;
      if ((await countTables(inTransaction)) > 0) {
        if (!force) throw new BackupError(NOT_EMPTY);
        await clearDatabase(inTransaction);
      }
      // One transaction: a dump that fails half-way leaves the database as it was.
      await tx.exec(sql);
    });
  } finally {
    await client.close();
    await release();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query: QueryRows = async <T>(text: string) => (await client.query(text)).rows as T[];
    const [servers] = await query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_APPLICATION_NAME}'`,
    );
    if ((servers?.count ?? 0) > 0)
      throw new BackupError('A server is connected to this database; stop every instance before restoring.');
    if ((await countTables(query)) > 0) {
      if (!force) throw new BackupError(NOT_EMPTY);
      await clearDatabase(query);
    }
  } finally {
    await client.end();
  }
  // One transaction, stopping at the first error: a failed restore adds nothing (after --force the
  // database stays empty; restore again). The connection comes from the environment, so only the
  // database's name is on the command line.
  const env = libpqEnvironment(databaseUrl);
  const name = env.PGDATABASE ?? env.PGUSER ?? 'postgres';
  await runPostgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${name}`, file],
    databaseUrl,
  );
}
