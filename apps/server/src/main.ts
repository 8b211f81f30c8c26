import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openBackupEndpoint } from './backup/backup-endpoint.js';
import { claimDataDirectory, DataDirectoryInUse } from './backup/run-directory.js';
import { ensureAdmin, type AdminLogin } from './bootstrap/ensure-admin.js';
import { loadConfig, StartupError } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { databaseMediaStorage } from './features/media/database-storage.js';
import { importMediaDirectory, mediaDirectory } from './features/media/import-files.js';
import { serializeError } from './lib/error-log.js';

const WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

function describeAdmin(admin: AdminLogin | null): string[] {
  if (!admin) return [];
  switch (admin.kind) {
    case 'generated':
      return [
        `  Admin girişi:  telefon ${admin.phone}  şifre ${admin.password}`,
        '  (Bu şifre yalnızca bir kez gösterilir; not alın ya da ADMIN_PHONE/ADMIN_PASSWORD ile belirleyin.)',
      ];
    case 'configured':
      return [`  Admin girişi:  telefon ${admin.phone}  şifre: ADMIN_PASSWORD değişkenindeki değer`];
    case 'existing':
      return [`  Admin girişi:  telefon ${admin.phone}  (şifre ilk başlatmada gösterilmişti)`];
  }
}

async function claimPgliteDirectory(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await claimDataDirectory(dataDir);
  } catch (error) {
    if (error instanceof DataDirectoryInUse)
      throw new StartupError(`Another server, backup or restore is using DATA_DIR. ${error.message}`);
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, WEB_ROOT);
  // PGlite: one process at a time may open the files; claim them before opening (docs/decisions/008).
  const releaseDataDirectory = config.databaseUrl ? undefined : await claimPgliteDirectory(config.dataDir);
  const database = await openDatabase(config);
  await migrateDatabase(database);
  // Under the same lock as migrations: instances starting together must not both create the admin.
  const admin = await database.withMigrationLock((db) => ensureAdmin(db, config.admin));
  const app = await buildApp({ config, database });
  // Recordings an earlier version kept on this machine's disk move into the database, once.
  await database.withMigrationLock((db) => importMediaDirectory(mediaDirectory(config.dataDir), databaseMediaStorage(db), app.log));

  // PGlite: only this process may open the database, so `npm run backup` asks it for the dump.
  const closeBackupEndpoint = database.dumpSql ? await openBackupEndpoint(config.dataDir, database.dumpSql, app.log) : undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database cleanly
    // (PGlite must flush its files, or the next start replays its log).
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await closeBackupEndpoint?.();
    await database.close();
    await releaseDataDirectory?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    '  Uyku ve Stres Platformu çalışıyor',
    `  Adres:         http://${shownHost}:${port}`,
    `  Veritabanı:    ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`,
    ...describeAdmin(admin),
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * Start-up problems we describe ourselves (configuration, admin rules) print their message; any
 * other error prints only what the log serializer keeps: a failed statement's message repeats its
 * parameters (the admin's phone, a password hash).
 */
main().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(error.message);
  else console.error('Başlatılamadı:', JSON.stringify(serializeError(error)));
  process.exit(1);
});
