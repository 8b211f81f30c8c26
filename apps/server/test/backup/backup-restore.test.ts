import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openBackupEndpoint } from '../../src/backup/backup-endpoint.js';
import { runBackupCommand } from '../../src/backup/main.js';
import { claimDataDirectory, pidFilePath } from '../../src/backup/run-directory.js';
import { loadConfig } from '../../src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { databaseMediaStorage } from '../../src/features/media/database-storage.js';
import { populateEveryTable } from '../support/factories-backup.js';
import { asParticipant } from '../support/factories.js';
import { fingerprint, type Fingerprint } from '../api/fuzz/db-fingerprint.js';
import { insertNextNight } from '../support/factories-admin.js';
import { createScratchDatabase } from '../support/scratch-database.js';

/**
 * The "Backups" recipe of docs/operations.md, on the suite's engine (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): `npm run backup` while the server runs, `npm run restore` into an empty
 * database, and every table's rows and checksum compared. The commands run in this process
 * through the same function `npm run backup`/`restore` call; on PGlite the dump is asked of the
 * running app over its backup socket, exactly as from a separate process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';

interface Source {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The environment the commands see for this database (DATA_DIR or DATABASE_URL). */
  env: NodeJS.ProcessEnv;
  close: () => Promise<void>;
}

/**
 * A running app whose database the backup command reaches as it would a server's: on PGlite
 * through the app's backup socket in DATA_DIR/run (the database itself may stay in memory: the
 * command never opens it while the server answers), on PostgreSQL through DATABASE_URL.
 */
async function startSource(work: string): Promise<Source> {
  const dataDir = path.join(work, 'source');
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'uyku_backup') : undefined;
  const release = scratch ? undefined : await claimDataDirectory(dataDir);
  const database = scratch ? await openPostgres(scratch.url) : await openPglite(undefined);
  await migrateDatabase(database);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), webRoot: undefined };
  // The clock stands still: the accepted video call of populateEveryTable would otherwise be swept
  // 10 s after it was decided, changing the source between two fingerprints on a slow machine.
  const startedAt = new Date();
  const app = await buildApp({ config, database, logger: false, clock: () => startedAt });
  await app.ready();
  const closeEndpoint = database.dumpSql ? await openBackupEndpoint(dataDir, database.dumpSql, app.log) : undefined;
  return {
    app,
    database,
    env: scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
    close: async () => {
      await app.close();
      await closeEndpoint?.();
      await database.close();
      await release?.();
      await scratch?.drop();
    },
  };
}

/** An empty database to restore into, and how to look inside it afterwards. */
async function emptyTarget(work: string, name: string) {
  const dataDir = path.join(work, name);
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'uyku_restore') : undefined;
  return {
    env: scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
    dataDir,
    /**
     * Opens the restored database (after the restore command closed it) as the server would at
     * start — its migrations must count as applied, or the start would fail — and returns its fingerprint.
     */
    fingerprint: async (): Promise<Fingerprint> => {
      const handle = scratch ? await openPostgres(scratch.url) : await openPglite(dataDir);
      try {
        await migrateDatabase(handle);
        return await fingerprint(handle.db);
      } finally {
        await handle.close();
      }
    },
    /** The stored recording `name` as the restored database serves it. */
    media: async (name: string): Promise<Buffer> => {
      const handle = scratch ? await openPostgres(scratch.url) : await openPglite(dataDir);
      try {
        return await buffer(databaseMediaStorage(handle.db).read(name));
      } finally {
        await handle.close();
      }
    },
    drop: async () => scratch?.drop(),
  };
}

async function command(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCommand(argv, {
    env: { LOG_LEVEL: 'silent', ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let work: string;
let source: Source;
let media: { url: string; bytes: Buffer };
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'uyku-backup-'));
  source = await startSource(work);
  ({ media } = await populateEveryTable(source.app, source.database.db));
});
afterAll(async () => {
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore on ${engine}`, () => {
  // Several on-disk databases are opened and a dump runs: more than the suite's default 30 s on a busy machine.
  it('brings every table back with the same rows, from a backup taken while the server runs', { timeout: 90_000 }, async () => {
    const before = await fingerprint(source.database.db);
    const empty = [...before].filter(([, t]) => t.rows === 0).map(([name]) => name);
    // A table nobody fills proves nothing: give it rows in factories-backup.ts.
    expect(empty).toEqual([]);
    expect(before.size).toBeGreaterThanOrEqual(19);

    const backups = path.join(work, 'backups');
    const backup = await command(['backup', `${backups}/`], source.env);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    const [file, ...others] = await readdir(backups);
    expect(others).toEqual([]);
    expect(file).toMatch(
      serverUrl ? /^uyku-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/ : /^uyku-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sql$/,
    );
    const backupFile = path.join(backups, file!);
    expect(backup.out).toContain(backupFile);

    // The server goes on working after the dump (on PGlite it ran on the server's own session),
    // and what it writes now is not in the backup.
    const { user } = await asParticipant(source.app, source.database.db);
    await insertNextNight(source.database.db, user.id);

    const target = await emptyTarget(work, 'restored');
    try {
      const restore = await command(['restore', backupFile], target.env);
      expect(restore.err).toBe('');
      expect(restore.code).toBe(0);
      expect(await target.fingerprint()).toEqual(before);
      // Uploaded recordings come back with the database: no separate copy of a media directory.
      expect((await target.media(media.url.split('/').pop()!)).equals(media.bytes)).toBe(true);

      // A database with tables in it is refused, untouched, unless --force.
      const again = await command(['restore', backupFile], target.env);
      expect(again.code).toBe(1);
      expect(again.err).toContain('The database is not empty');
      expect(await target.fingerprint()).toEqual(before);

      const forced = await command(['restore', backupFile, '--force'], target.env);
      expect(forced.err).toBe('');
      expect(forced.code).toBe(0);
      expect(await target.fingerprint()).toEqual(before);
    } finally {
      await target.drop();
    }
  });

  it('refuses to restore under a running server', async () => {
    const backups = path.join(work, 'backups');
    const [file] = await readdir(backups);
    const busy = serverUrl ? source.env : { DATA_DIR: path.join(work, 'busy') };
    if (!serverUrl) {
      // Another live process owns this directory (the test runner's parent stands in for a server).
      const dataDir = path.join(work, 'busy');
      const release = await claimDataDirectory(dataDir);
      await release();
      const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim();
      await writeFile(pidFilePath(dataDir), `${process.ppid} ${boot}\n`);
    }
    const before = await fingerprint(source.database.db);
    const restore = await command(['restore', path.join(backups, file!), '--force'], busy);
    expect(restore.code).toBe(1);
    expect(restore.err).toMatch(serverUrl ? /A server is connected to this database/ : /Stop the server before restoring/);
    expect(await fingerprint(source.database.db)).toEqual(before);
  });

  it('answers a wrong call with its usage', async () => {
    const result = await command(['restore'], source.env);
    expect(result.code).toBe(2);
    expect(result.err).toContain('npm run restore -- FILE [--force]');
  });
});
