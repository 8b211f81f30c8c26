import type { FastifyRequest } from 'fastify';
import { CLIENT_TIME_HEADER, clientTimeSchema, OFFLINE_WRITE_MSG } from '@uyku/domain';
import { badRequest } from '../errors.js';

/**
 * The device's time of 'Kaydet' from `X-Client-Time` (ISO 8601 with an offset), which an offline
 * save sends along (a night, a heart-rate session); null without the header. Stored as sent:
 * whether it is believed is the domain's rule (sleep/entry-time.ts,
 * docs/decisions/019-idempotent-writes.md).
 */
export function clientTimeOf(request: FastifyRequest): Date | null {
  const value = request.headers[CLIENT_TIME_HEADER];
  if (value === undefined) return null;
  const parsed = clientTimeSchema.safeParse(value);
  if (!parsed.success) throw badRequest(OFFLINE_WRITE_MSG.clientTimeInvalid);
  return new Date(parsed.data);
}
