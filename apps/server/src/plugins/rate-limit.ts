import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

export function rateLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Çok fazla deneme yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

/** Rate limits are opt-in per route (`config.rateLimit`); this only registers the engine and the Turkish answer. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError(429, 'RATE_LIMITED', rateLimitedMessage(context.ttl)),
  });
});

/** The normalised phone of a validated body, so "0555 …" and "0555…" count as one number. */
export function phoneKey(request: FastifyRequest): string {
  const body = request.body as { phone?: unknown } | undefined;
  return typeof body?.phone === 'string' ? body.phone : '';
}
