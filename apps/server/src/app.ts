import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@uyku/domain';
import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { adminRoutes } from './features/admin/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { chatRoutes } from './features/chat/routes.js';
import { sleepRoutes } from './features/sleep/routes.js';
import { videoRoutes } from './features/video/routes.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { realtimePlugin } from './realtime/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
  }
}

/** Largest JSON body any route accepts; the biggest legitimate one (a form's answers) is far smaller. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino logger options; tests pass false. */
  logger?: boolean | { level: string };
  /** Time source of the video call removals (spec section 9); tests pass a controllable one. */
  clock?: () => Date;
}

/**
 * Builds the application and never listens (main.ts does): tests build the same app and call it
 * through `inject`. Order: external plugins → app plugins (errors, auth) → feature routes.
 */
export async function buildApp({ config, database, logger, clock }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Health data never goes into access logs: per-request lines only at debug level and below.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(sleepRoutes, { prefix: '/sleep' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(videoRoutes, { clock });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { webRoot: config.webRoot });
  return app;
}
