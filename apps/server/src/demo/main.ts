import { pathToFileURL } from 'node:url';
import { claimDataDirectory } from '../backup/run-directory.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { DEMO_PASSWORD, seedDemoStudy } from './demo-study.js';

/**
 * `npm run seed:demo`: a demo study in the configured database (DATA_DIR or DATABASE_URL), so the
 * 'Analiz' tab can be tried at once. PGlite is opened only when no server holds it (decision 008).
 */
export async function runSeedDemo(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  const release = config.databaseUrl ? undefined : await claimDataDirectory(config.dataDir);
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    const result = await seedDemoStudy(handle.db);
    process.stdout.write(
      result.participants === 0
        ? 'Demo study already seeded: nothing added.\n'
        : `Demo study: ${result.participants} participants (allocated by the study's randomised blocks), ${result.groupSwitches} moved to the other arm on study day 15, ` +
            `${result.nights} nights, ${result.heartRateSessions} heart-rate sessions, ${result.messages} messages. Demo accounts: 0599000000N…, password ${DEMO_PASSWORD}.\n`,
    );
    return 0;
  } finally {
    await handle.close();
    await release?.();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSeedDemo().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
