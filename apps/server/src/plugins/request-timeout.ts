import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_UNAVAILABLE } from '../errors.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A streamed upload, whose duration is the client's line speed: the route ends a client that
     * stops sending with its own idle timeout instead (features/media/routes.ts).
     */
    noRequestTimeout?: boolean;
  }
}

/**
 * An API request that has no answer after `timeoutMs` (a stalled database, a stuck dependency)
 * answers 503 with the normal Turkish envelope instead of holding the client and the connection.
 * The database's own timeouts (db/client.ts) then end the work still running. The realtime socket
 * lives long on purpose and is left alone, and so is an answer already under way: a streamed
 * export (100,000 rows on a busy machine can take longer than the limit) has sent its status and
 * headers, and a 503 in the middle of it would cut the file short.
 */
export const requestTimeoutPlugin = fp(async (app: FastifyInstance, opts: { timeoutMs: number }) => {
  const timers = new WeakMap<object, NodeJS.Timeout>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.headers.upgrade || request.routeOptions.config?.noRequestTimeout) return;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent || request.raw.destroyed) return;
      request.log.warn({ route: `${request.method} ${request.routeOptions.url ?? '(unknown route)'}` }, 'request timed out');
      void sendError(reply.header('Retry-After', '5'), 503, 'SERVICE_UNAVAILABLE', MSG_UNAVAILABLE);
    }, opts.timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });

  const clear = async (request: object) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
});
