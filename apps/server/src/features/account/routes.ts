import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG,
  acceptConsentsRequestSchema,
  acceptConsentsResponseSchema,
  consentsResponseSchema,
  okResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@uyku/domain';
import { attachmentDisposition } from '../../lib/csv.js';
import { requireUser } from '../../plugins/auth.js';
import { afterAccountErased } from '../../core/accounts/after-erase.js';
import * as account from './service.js';

/**
 * The signed-in user's own account (`/user/data/download`, `/user/account`) and the KVKK rights
 * added to them: correction and the consent record (docs/product.md, "Personal data"). The download and the
 * deletion stay open to someone who has not accepted a changed legal text: refusing the new text
 * must not cost them these rights (docs/decisions/007-consent-after-a-legal-text-changes.md).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const rights = { access: 'user', allowedWhileConsentRequired: true } as const;

  app.get('/data/download', { config: rights }, async (request, reply) => {
    const { fileName, body } = await account.personalDataFile(app.db, requireUser(request));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.delete(
    '/account',
    { schema: { response: { 200: okResponseSchema } }, config: rights },
    async (request) => {
      const user = requireUser(request);
      await account.deleteOwnAccount(app.db, user);
      await afterAccountErased(app, user);
      return { success: true as const, message: ACCOUNT_MSG.deleted };
    },
  );

  app.put(
    '/profile',
    { schema: { body: updateProfileRequestSchema, response: { 200: updateProfileResponseSchema } }, config: { access: 'user' } },
    async (request) => {
      const user = await account.updateOwnProfile(app.db, requireUser(request), request.body);
      // The name and e-mail are part of the cached session on every instance (plugins/session-cache.ts).
      await app.realtime.accessChanged(user.userId);
      return { success: true as const, message: ACCOUNT_MSG.profileUpdated, user };
    },
  );

  app.get(
    '/consents',
    { schema: { response: { 200: consentsResponseSchema } }, config: rights },
    async (request) => account.consentHistory(app.db, requireUser(request)),
  );

  app.post(
    '/consents',
    { schema: { body: acceptConsentsRequestSchema, response: { 200: acceptConsentsResponseSchema } }, config: rights },
    async (request) => {
      const accepted = await account.acceptCurrentConsents(app.db, requireUser(request));
      // Lifts the consent rule on every instance's cached sessions of this account at once.
      await app.realtime.accessChanged(requireUser(request).id);
      return accepted;
    },
  );
};
