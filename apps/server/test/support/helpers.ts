import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig } from '../../src/config.js';
import { openPostgres, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import webpush from 'web-push';
import { leasePglite } from './pglite-pool.js';
import { createScratchDatabase } from './scratch-database.js';

/** One VAPID pair per test process: nothing is written under a DATA_DIR, and push tests may send to loopback. */
const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

/** The migrated PGlite of global-setup.ts, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;
async function openFreshPglite(): Promise<PGlite> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const client = new PGlite({ loadDataDir: await pgliteTemplate });
  await client.waitReady;
  return client;
}
/** A PGlite at the migrated template's state, an instance used before and set back where it can be (pglite-pool.ts). */
const openMigratedPglite = () => leasePglite(openFreshPglite);

/** A scratch database on TEST_DATABASE_URL's server, copied from the migrated template of global-setup.ts. */
const createMigratedDatabase = (serverUrl: string) => createScratchDatabase(serverUrl, 'uyku_test', inject('postgresTemplate'));

/**
 * The API suite runs on an in-memory PGlite by default, an instance of its own per app while it
 * runs, set back and used again after (pglite-pool.ts). With TEST_DATABASE_URL (a PostgreSQL
 * server URL) every test app gets a database of its own, created here and dropped on close. Both
 * start with every migration applied (global-setup.ts); the app's own migrateDatabase finds them done.
 */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { handle: await openMigratedPglite(), drop: async () => undefined };

  const database = await createMigratedDatabase(serverUrl);
  return { handle: await openPostgres(database.url), drop: database.drop };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * argon2 at a fraction of the production cost for the hashes the tests make (thousands of sign-ins);
 * security-argon2.test.ts sets its own limits without it and so keeps the production cost.
 */
const TEST_ARGON2_COST = { memoryCost: 1024, timeCost: 1 };

/** Rate limits high enough that ordinary tests never meet them; the rate-limit test lowers them. */
const TEST_RATE_LIMITS = {
  ...DEFAULT_RATE_LIMITS,
  loginPerPhone: 1000,
  loginPerAddress: 1_000_000,
  registerPerAddress: 1_000_000,
  resetPerAddress: 1_000_000,
  writesPerMinute: 1_000_000,
};

export interface TestAppOptions {
  /** Receives every log line (JSON) at info level and above; without it nothing is logged. */
  logStream?: { write(line: string): void };
  /** Time source of the video call removals and diary reminders; their tests pass a controllable one. */
  clock?: () => Date;
  /** Adds hooks to the built app before it is ready (a test that watches every answer). */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  await migrateDatabase(handle);
  const loaded = loadConfig({ LOG_LEVEL: 'silent' });
  const config: AppConfig = {
    ...loaded,
    rateLimits: TEST_RATE_LIMITS,
    passwordHashing: { ...loaded.passwordHashing, testCost: TEST_ARGON2_COST },
    webRoot: undefined,
    // Tests change accounts and messages straight in the database; session-cache.test.ts and
    // unread-cache.test.ts turn the caches on.
    timeouts: { ...loaded.timeouts, sessionCacheMs: 0, unreadCacheMs: 0 },
    push: { enabled: true, vapidKeys: TEST_VAPID_KEYS, subject: 'mailto:test@example.org', allowLoopbackHttp: true },
    ...overrides,
  };
  const logger = options.logStream ? { level: 'info', stream: options.logStream } : false;
  const app = await buildApp({ config, database: handle, logger, clock: options.clock });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    database: handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** `inject` with an optional bearer token; the body is sent as JSON. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}

/**
 * Several app instances on one database, as behind a load balancer: on PostgreSQL each has its own
 * connection pool; on PGlite (one process) they share the embedded database.
 */
export async function buildTestCluster(count: number, overrides: Partial<AppConfig> = {}): Promise<{ apps: TestApp[]; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createMigratedDatabase(serverUrl) : undefined;
  const shared = scratch ? undefined : await openMigratedPglite();
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i++) {
    const handle = shared ?? (await openPostgres(scratch!.url));
    if (i === 0) await migrateDatabase(handle);
    const loaded = loadConfig({ LOG_LEVEL: 'silent' });
    const config: AppConfig = {
      ...loaded,
      rateLimits: TEST_RATE_LIMITS,
      passwordHashing: { ...loaded.passwordHashing, testCost: TEST_ARGON2_COST },
      webRoot: undefined,
      timeouts: { ...loaded.timeouts, sessionCacheMs: 0, unreadCacheMs: 0 },
      ...overrides,
    };
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    apps.push({
      app,
      db: handle.db,
      database: handle,
      config,
      close: async () => {
        await app.close();
        if (!shared) await handle.close();
      },
    });
  }
  return {
    apps,
    close: async () => {
      for (const t of apps) await t.close();
      await shared?.close();
      await scratch?.drop();
    },
  };
}
