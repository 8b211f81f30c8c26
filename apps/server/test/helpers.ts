import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig } from '../src/config.js';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createScratchDatabase } from './scratch-database.js';

/**
 * The API suite runs on an in-memory PGlite by default. With TEST_DATABASE_URL (a PostgreSQL
 * server URL) every test app gets a database of its own, created here and dropped on close.
 */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { handle: await openPglite(undefined), drop: async () => undefined };

  const database = await createScratchDatabase(serverUrl, 'uyku_test');
  return { handle: await openPostgres(database.url), drop: database.drop };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  close: () => Promise<void>;
}

/** Rate limits high enough that ordinary tests never meet them; the rate-limit test lowers them. */
const TEST_RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, loginPerPhone: 1000, registerPerAddress: 1000, resetPerPhone: 1000 };

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  await migrateDatabase(handle);
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    rateLimits: TEST_RATE_LIMITS,
    webRoot: undefined,
    ...overrides,
  };
  const app = await buildApp({ config, database: handle, logger: false, ...options });
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
