import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withStorableStrings } from '@uyku/domain';
import { isApiRequest } from '../lib/api-path.js';

/**
 * The text policy's first step for every string of every API request, before any schema reads it:
 * body and query, values and keys, at any depth (packages/domain/src/text.ts,
 * `withStorableStrings`). A free answer nested in a form's responses or a key of them reaches the
 * database as storable text, like the named text fields do; a body nested deeper than any request
 * is refused with a Turkish 400 (plugins/error-handler.ts).
 */
export const textPolicyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return;
    if (request.body !== undefined) request.body = withStorableStrings(request.body);
    if (request.query !== undefined) request.query = withStorableStrings(request.query);
  });
});
