import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MSG,
  adminResetRequestsResponseSchema,
  adminStatsResponseSchema,
  adminUsersResponseSchema,
  approveResetRequestSchema,
  approveResetResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  idParamsSchema,
  okResponseSchema,
  rejectResetRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { afterAccountErased } from '../account/after-erase.js';
import { listAuditLog } from './audit-service.js';
import { approveReset, listPendingResets, rejectReset } from './resets-service.js';
import { deleteUser, listUsers, stats, updateUser } from './users-service.js';

/**
 * The admin panel's API (spec section 7, "/admin" calls). Every route is admin-only, enforced by
 * the auth plugin; adding a user goes through POST /auth/register with the admin's token.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  // The change is committed; a failed socket check must not turn it into an error answer.
  const recheckSockets = () =>
    app.realtime.recheckSessions().catch((error: unknown) => app.log.error({ err: error }, 'realtime session check failed'));

  app.get(
    '/stats',
    { schema: { response: { 200: adminStatsResponseSchema } }, config: admin },
    async () => ({ success: true as const, stats: await stats(app.db) }),
  );

  app.get(
    '/users',
    { schema: { response: { 200: adminUsersResponseSchema } }, config: admin },
    async () => ({ success: true as const, users: await listUsers(app.db) }),
  );

  app.put(
    '/users/:id',
    {
      schema: { params: idParamsSchema, body: updateUserRequestSchema, response: { 200: updateUserResponseSchema } },
      config: admin,
    },
    async (request) => {
      const user = await updateUser(app.db, requireUser(request), request.params.id, request.body);
      // A withdrawn approval or admin right must close that person's live sockets now, not at the next heartbeat.
      await recheckSockets();
      return { success: true as const, message: ADMIN_MSG.userUpdated, user };
    },
  );

  app.delete(
    '/users/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: admin },
    async (request) => {
      await deleteUser(app.db, requireUser(request), request.params.id);
      await afterAccountErased(app, request.params.id);
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
      const { phone } = await approveReset(app.db, requireUser(request), request.body);
      await recheckSockets();
      return { success: true as const, message: ADMIN_MSG.resetApproved, phone, newPassword: request.body.newPassword };
    },
  );

  app.post(
    '/password-reset/reject',
    { schema: { body: rejectResetRequestSchema, response: { 200: okResponseSchema } }, config: admin },
    async (request) => {
      await rejectReset(app.db, requireUser(request), request.body.requestId);
      return { success: true as const, message: ADMIN_MSG.resetRejected };
    },
  );

  app.get(
    '/audit-log',
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } }, config: admin },
    async (request) => ({ success: true as const, ...(await listAuditLog(app.db, request.query.before)) }),
  );
};
