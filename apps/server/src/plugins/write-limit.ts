import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes a participant's study data (a night, device nights, a heart-rate session,
     * audio usage, a form's answer): each request counts towards the account's writes per minute.
     */
    writeLimit?: boolean;
  }
}

/**
 * The per-account limit on writes of study data (docs/security.md, "Write limits"): a script
 * with one participant's token cannot fill the study with thousands of rows a minute, while a
 * person, and the offline outbox catching up (it retries a 429 after its backoff), stays far below
 * it. Counted in the database (plugins/rate-limit.ts), so every instance counts together. The
 * count comes after the Idempotency-Key is claimed: a replayed answer is not a new write.
 */
export const writeLimitPlugin = fp(async (app: FastifyInstance) => {
  const countWrite: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.accountLimits.countWrite(reply, requireUser(request).id);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.writeLimit !== true) return;
    if (route.config.access === 'public' || route.config.access === undefined) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url}: a write limit counts per account, so the route must be signed in`);
    }
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...existing, countWrite];
  });
});
