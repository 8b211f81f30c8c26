import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, pgliteDirectory } from '../db/client.js';
import { BackupError } from './backup-error.js';
import { backupTarget, writeAtomically, type BackupKind } from './backup-file.js';
import { requestDumpFromServer } from './dump-client.js';
import { runPostgresTool } from './postgres-tools.js';
import { claimDataDirectory, DataDirectoryInUse } from './run-directory.js';

export interface BackupSource {
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * `npm run backup [FILE]`: a consistent snapshot of the database while the server runs.
 * PostgreSQL: `pg_dump -Fc` (one snapshot by design). PGlite: the server dumps its own database
 * (docs/decisions/008); when no server runs, the database is opened and dumped here.
 */
export async function createBackup(
  source: BackupSource,
  argument: string | undefined,
  now = new Date(),
): Promise<{ file: string; bytes: number }> {
  const kind: BackupKind = source.databaseUrl ? 'postgres' : 'pglite';
  const file = backupTarget(argument, kind, now);
  await mkdir(path.dirname(file), { recursive: true });
  if (source.databaseUrl) {
    const url = source.databaseUrl;
    await writeAtomically(file, (partial) => runPostgresTool('pg_dump', ['--format=custom', `--file=${partial}`], url));
  } else {
    const sql = await dumpPgliteDatabase(source.dataDir);
    await writeAtomically(file, (partial) => writeFile(partial, sql, { mode: 0o600 }));
  }
  return { file, bytes: (await stat(file)).size };
}

async function dumpPgliteDatabase(dataDir: string): Promise<Buffer> {
  const fromServer = await requestDumpFromServer(dataDir);
  if (fromServer) return fromServer;
  if (!existsSync(path.join(pgliteDirectory(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no database under ${dataDir} (DATA_DIR) to back up.`);
  }
  // No server answers: open the database here, unless a process (a server starting, or one whose
  // socket failed) has it open.
  const release = await claimDataDirectory(dataDir).catch((error: unknown) => {
    if (error instanceof DataDirectoryInUse)
      throw new BackupError(`The server's backup socket does not answer (see its log). ${error.message}`);
    throw error;
  });
  try {
    const handle = await openPglite(dataDir);
    try {
      return Buffer.from(await handle.dumpSql(), 'utf8');
    } finally {
      await handle.close();
    }
  } finally {
    await release();
  }
}
