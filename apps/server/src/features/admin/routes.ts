import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MSG,
  adminResetRequestsResponseSchema,
  adminStatsResponseSchema,
  adminUsersResponseSchema,
  adminWaitingResponseSchema,
  approveResetRequestSchema,
  approveResetResponseSchema,
  auditLogQuerySchema,
  createUserRequestSchema,
  createUserResponseSchema,
  auditLogResponseSchema,
  correctPhoneRequestSchema,
  phoneDuplicatesResponseSchema,
  idParamsSchema,
  okResponseSchema,
  rejectResetRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { afterAccountErased } from '../../core/accounts/after-erase.js';
import { announceWaitingChanged } from '../../core/admin-waiting.js';
import { listAuditLog } from './audit.js';
import { approveReset, listPendingResets, rejectReset } from './resets.js';
import { usersListAnswer } from './users-list.js';
import { sendJsonText } from '../../plugins/response-serializer.js';
import { createUser } from '../../core/accounts/create-user.js';
import { deleteUser, stats, updateUser } from './users.js';
import { waitingCounts } from './waiting.js';
import { correctPhone, phoneDuplicates } from './phones.js';

/**
 * The admin panel's API (docs/product.md, "Admin panel"). Every route is admin-only, enforced by
 * the auth plugin. Adding a user is POST /admin/users (POST /auth/register with an admin's token,
 * as the original client calls it, does the same).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  // An account erased while waiting for approval (or with a pending reset) waits no more.
  app.accountErasure.onErased(() => announceWaitingChanged(app.realtime));

  app.get(
    '/waiting',
    { schema: { response: { 200: adminWaitingResponseSchema } }, config: admin },
    async () => ({ success: true as const, waiting: await waitingCounts(app.db, app.adminWaiting) }),
  );

  app.get(
    '/stats',
    { schema: { response: { 200: adminStatsResponseSchema } }, config: admin },
    async () => ({ success: true as const, stats: await stats(app.db) }),
  );

  app.get(
    '/users',
    { schema: { response: { 200: adminUsersResponseSchema } }, config: admin },
    // The database writes the whole answer (users-list.ts).
    async (_request, reply) => sendJsonText(reply, await usersListAnswer(app.db)),
  );

  app.post(
    '/users',
    { schema: { body: createUserRequestSchema, response: { 201: createUserResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send(await createUser(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/users/:id',
    {
      schema: { params: idParamsSchema, body: updateUserRequestSchema, response: { 200: updateUserResponseSchema } },
      config: admin,
    },
    async (request) => {
      const user = await updateUser(app.db, requireUser(request), request.params.id, request.body);
      // A withdrawn approval ended their sessions: their sockets close now, on every instance; any
      // other change (rights, approval, group, name) reaches every instance's session cache and
      // their open sockets at once too.
      if (request.body.isApproved === false) await app.realtime.sessionsRevoked({ userId: request.params.id });
      else await app.realtime.accessChanged(request.params.id);
      if (request.body.isApproved !== undefined) await announceWaitingChanged(app.realtime);
      return { success: true as const, message: ADMIN_MSG.userUpdated, user };
    },
  );

  app.get(
    '/phone-duplicates',
    { schema: { response: { 200: phoneDuplicatesResponseSchema } }, config: admin },
    async () => ({ success: true as const, duplicates: await phoneDuplicates(app.db) }),
  );

  app.put(
    '/users/:id/phone',
    {
      schema: { params: idParamsSchema, body: correctPhoneRequestSchema, response: { 200: updateUserResponseSchema } },
      config: admin,
    },
    async (request) => {
      const user = await correctPhone(app.db, requireUser(request), request.params.id, request.body.phone);
      // The number signs in: the person's sockets close on every instance, as at a withdrawn approval.
      await app.realtime.sessionsRevoked({ userId: request.params.id });
      return { success: true as const, message: ADMIN_MSG.phoneCorrected, user };
    },
  );

  app.delete(
    '/users/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: admin },
    async (request) => {
      await afterAccountErased(app, await deleteUser(app.db, requireUser(request), request.params.id));
      return { success: true as const, message: ADMIN_MSG.userDeleted };
    },
  );

  app.get(
    '/password-reset-requests',
    { schema: { response: { 200: adminResetRequestsResponseSchema } }, config: admin },
    async () => ({ success: true as const, requests: await listPendingResets(app.db) }),
  );

  app.post(
    '/password-reset/approve',
    { schema: { body: approveResetRequestSchema, response: { 200: approveResetResponseSchema } }, config: admin },
    async (request) => {
      const { phone, userId } = await approveReset(app.db, requireUser(request), request.body);
      await app.realtime.sessionsRevoked({ userId });
      // Someone else's wrong guesses must not keep the participant out once they have a new password.
      await app.accountLimits.forgetPhone(phone);
      await announceWaitingChanged(app.realtime);
      return { success: true as const, message: ADMIN_MSG.resetApproved, phone, newPassword: request.body.newPassword };
    },
  );

  app.post(
    '/password-reset/reject',
    { schema: { body: rejectResetRequestSchema, response: { 200: okResponseSchema } }, config: admin },
    async (request) => {
      await rejectReset(app.db, requireUser(request), request.body.requestId);
      await announceWaitingChanged(app.realtime);
      return { success: true as const, message: ADMIN_MSG.resetRejected };
    },
  );

  app.get(
    '/audit-log',
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } }, config: admin },
    async (request) => ({ success: true as const, ...(await listAuditLog(app.db, request.query.before)) }),
  );
};
