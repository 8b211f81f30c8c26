import { studyAdminRoutes, studyRoutes } from './features/study/routes.js';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@uyku/domain';
import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { adminRoutes } from './features/admin/routes.js';
import { adminDataRoutes } from './features/admin-data/routes.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { accountRoutes } from './features/account/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { fastifyTrustProxy } from './lib/client-address.js';
import { chatRoutes } from './features/chat/routes.js';
import { formRoutes } from './features/forms/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { sleepRoutes } from './features/sleep/routes.js';
import { contentAdminRoutes } from './features/audio/admin-routes.js';
import { binauralRoutes, relaxationRoutes } from './features/audio/routes.js';
import { heartRateRoutes } from './features/heart-rate/routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { videoRoutes } from './features/video/routes.js';
import { pushRoutes, type PushScheduler } from './features/push/routes.js';
import { authPlugin } from './plugins/auth.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.js';
import { textPolicyPlugin } from './plugins/text-policy.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { writeLimitPlugin } from './plugins/write-limit.js';
import { requestTimeoutPlugin } from './plugins/request-timeout.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';
import { answerBytesPlugin, responseSerializerCompiler } from './plugins/response-serializer.js';
import { serializeError } from './lib/error-log.js';
import { configurePasswordWork } from './lib/passwords.js';
import { realtimePlugin } from './realtime/plugin.js';
import { accountErasurePlugin } from './core/accounts/after-erase.js';
import { adminWaitingPlugin } from './core/admin-waiting.js';
import { unreadCachePlugin } from './features/chat/unread-cache-plugin.js';
import { cacheSettingsOf, type SettingsCache } from './core/study/settings-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    /** The study settings row in memory (core/study/settings-cache.ts). */
    settingsCache: SettingsCache;
  }
}

/** Largest JSON body any route accepts; the biggest legitimate one (a form's answers) is far smaller. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino logger options; tests pass false, or a stream to read what would be logged. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Time source of the video call removals and the diary reminders; tests pass a controllable one. */
  clock?: () => Date;
}

/** Every logged `err` (and `error`) goes through the one serializer that drops queries, values and messages. */
function loggerOptions(logger: BuildOptions['logger'], config: AppConfig): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === undefined || logger === true ? { level: config.logLevel } : logger;
  // Typed as pino takes it: Fastify's own type insists that a logged error keeps its message and stack.
  const serializers: Record<string, (value: unknown) => unknown> = { err: serializeError, error: serializeError };
  return { ...base, serializers };
}

/**
 * Builds the application and never listens (main.ts does): tests build the same app and call it
 * through `inject`. Order: external plugins → app plugins (errors, auth) → feature routes.
 */
export async function buildApp({ config, database, logger, clock }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logger, config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Receiving a request (headers and body) may take this long; answering it is bounded by
    // plugins/request-timeout.ts with the same limit.
    requestTimeout: config.timeouts.requestMs,
    // A malformed or overlong path answers in our envelope with a Turkish message, not Fastify's English one.
    frameworkErrors: frameworkErrorHandler,
    // Health data never goes into access logs: per-request lines only at debug level and below.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  configurePasswordWork(config.passwordHashing);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('settingsCache', cacheSettingsOf(database.db));
  const pushScheduler: PushScheduler = { runDue: undefined };
  app.decorate('pushReminders', pushScheduler);

  await app.register(errorHandlerPlugin);
  await app.register(answerBytesPlugin);
  // Before every route: it hooks each route as it is added (the realtime socket opts out).
  await app.register(compressionPlugin);
  await app.register(requestTimeoutPlugin, { timeoutMs: config.timeouts.requestMs });
  // External forms are embedded from Google Forms (forms.gle links redirect there).
  await app.register(securityHeadersPlugin, { frameSources: ['https://docs.google.com', 'https://forms.gle'] });
  await app.register(textPolicyPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  // After the access guard (a key is per account), before the routes that opt in.
  await app.register(idempotencyPlugin);
  // After the key is claimed, so a replayed answer is not counted as a write.
  await app.register(writeLimitPlugin);
  await app.register(accountErasurePlugin);
  await app.register(adminWaitingPlugin);
  await app.register(realtimePlugin);
  await app.register(unreadCachePlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(sleepRoutes, { prefix: '/sleep' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(formRoutes, { prefix: '/forms' });
      await api.register(healthRoutes);
      await api.register(relaxationRoutes, { prefix: '/relaxation' });
      await api.register(binauralRoutes, { prefix: '/binaural' });
      await api.register(heartRateRoutes, { prefix: '/heart-rate' });
      await api.register(contentAdminRoutes, { prefix: '/admin/content' });
      await api.register(mediaRoutes, { clock });
      await api.register(adminDataRoutes, { prefix: '/admin' });
      await api.register(analyticsRoutes, { prefix: '/admin' });
      await api.register(accountRoutes, { prefix: '/user' });
      await api.register(videoRoutes, { clock });
      await api.register(pushRoutes, { clock, scheduler: pushScheduler });
      await api.register(studyRoutes, { prefix: '/study' });
      await api.register(studyAdminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { webRoot: config.webRoot });
  return app;
}
