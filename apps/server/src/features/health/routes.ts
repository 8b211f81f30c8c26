import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_MSG, healthResponseSchema, readyResponseSchema } from '@uyku/domain';
import { serviceUnavailable } from '../../errors.js';
import { readiness } from './service.js';

/**
 * Liveness and readiness for load balancers. Public, and callable with any token (a probe never
 * carries one; a browser might): they tell nothing about anyone.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = { access: 'public', allowedWhilePasswordChangeRequired: true } as const;

  app.get('/health', { schema: { response: { 200: healthResponseSchema } }, config: probe }, async () => ({
    success: true as const,
    status: 'ok' as const,
  }));

  app.get('/ready', { schema: { response: { 200: readyResponseSchema } }, config: probe }, async () => {
    const state = await readiness(app.db);
    if (state === 'database-unreachable') throw serviceUnavailable(HEALTH_MSG.databaseUnreachable);
    if (state === 'migrations-pending') throw serviceUnavailable(HEALTH_MSG.migrationsPending);
    return { success: true as const, status: 'ready' as const };
  });
};
