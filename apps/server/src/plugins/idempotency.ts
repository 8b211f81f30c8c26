import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, OFFLINE_WRITE_MSG } from '@uyku/domain';
import { AppError, badRequest } from '../errors.js';
import { IdempotencyStore, type KeyOf } from '../lib/idempotency-store.js';
import { requestFingerprint } from '../lib/request-fingerprint.js';
import { requireUser } from './auth.js';

/**
 * `Idempotency-Key` on the participant writes the web app's offline outbox replays
 * (docs/decisions/019-idempotent-writes.md). A route opts in with `config: { idempotent: true }`.
 * With the header, the first 2xx answer (status and JSON text) is stored per account and key, and
 * for 24 hours the same key answers it again without running the route; the same key with another
 * request answers 422; a key whose first request is still running answers 409 (Retry-After); a
 * 4xx/5xx answer frees the key. Without the header nothing changes. Keys and bodies are never logged.
 *
 * Hooks: the key's format and the request's fingerprint before validation (the body as sent, after
 * the access guard), the claim after validation (an invalid body never holds a key), the answer in
 * `onSend`, before the compressor's own hook, so the stored text is the JSON itself.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts `Idempotency-Key` (plugins/idempotency.ts). Signed-in write routes only. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request carries and whether it holds it; null without the header. */
    idempotency: { key: string; requestHash: string; userId: string | null } | null;
  }
  interface FastifyInstance {
    idempotency: {
      /** `METHOD /url` of every route that opted in, for the route tests. */
      routes: string[];
      /** Deletes expired keys (run periodically; tests call it). */
      sweep(): Promise<number>;
    };
  }
}

/** How often expired keys are deleted. */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Seconds a client should wait before asking again about a key still being processed. */
const RETRY_AFTER_SECONDS = 2;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route option's hooks as a list: fastify accepts one function, a list or nothing. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

function replay(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(body);
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const store = new IdempotencyStore(app.db);
  const routes: string[] = [];
  app.decorate('idempotency', { routes, sweep: () => store.sweep() });
  app.decorateRequest('idempotency', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const methods = [route.method].flat();
    if (route.config.access === 'public' || route.config.access === undefined || !methods.every((m) => WRITE_METHODS.has(m))) {
      throw new Error(`Route ${methods.join(',')} ${route.url}: only signed-in write routes may be idempotent`);
    }
    for (const method of methods) routes.push(`${method} ${route.url}`);
    // The hooks go on the opted-in routes only: every other request and answer passes untouched.
    // The answer is recorded first among the route's onSend hooks, before the compressor's
    // (plugins/compression.ts adds its own to each route), so the stored text is the plain JSON.
    route.preValidation = [...hooksOf(route.preValidation), readKey];
    route.preHandler = [...hooksOf(route.preHandler), claimKey];
    route.onSend = [recordAnswer, ...hooksOf(route.onSend)];
  });

  async function readKey(request: FastifyRequest): Promise<void> {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(OFFLINE_WRITE_MSG.keyInvalid);
    const requestHash = requestFingerprint(request.method, request.routeOptions.url ?? request.url, request.body);
    request.idempotency = { key, requestHash, userId: null };
  }

  async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const pending = request.idempotency;
    if (!pending) return;
    const held: KeyOf = { userId: requireUser(request).id, key: pending.key, requestHash: pending.requestHash };
    const claim = await store.claim(held);
    switch (claim.kind) {
      case 'claimed':
        pending.userId = held.userId;
        return undefined;
      case 'replay':
        return replay(reply, claim.status, claim.body);
      case 'in-progress':
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', OFFLINE_WRITE_MSG.inProgress);
      case 'mismatch':
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', OFFLINE_WRITE_MSG.keyReused);
    }
  }

  async function recordAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const pending = request.idempotency;
    if (!pending?.userId) return payload;
    const held: KeyOf = { userId: pending.userId, key: pending.key, requestHash: pending.requestHash };
    pending.userId = null;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && body !== null;
    try {
      if (succeeded) await store.complete(held, reply.statusCode, body);
      else await store.release(held);
    } catch (error) {
      // The write itself is done (or failed) either way: its answer still goes out. A key left
      // 'pending' answers 409 until it can be taken over (lib/idempotency-store.ts).
      request.log.error({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  }

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      store.sweep().catch((error: unknown) => app.log.error({ err: error }, 'idempotency key sweep failed'));
    }, IDEMPOTENCY_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
