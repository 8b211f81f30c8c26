import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canonicalPhone,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  registrationStatusRequestSchema,
  registrationStatusResponseSchema,
  verifyResponseSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { presentVerifiedUser } from '../../core/accounts/session-user.js';
import { announceWaitingChanged } from '../../core/admin-waiting.js';
import * as auth from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted in the database after validation (plugins/rate-limit.ts): malformed requests count nothing.
  const limits = app.accountLimits;

  app.post(
    '/register',
    {
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // An admin adding users is not limited; anyone else is, per address.
      if (!request.user?.isAdmin) await limits.countRegistration(request, reply);
      const answer = await auth.register(app.db, request.body, request.user);
      // A registration waits for approval: the admins' badges and bell count it at once.
      if (!answer.isApproved) await announceWaitingChanged(app.realtime);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Counted per number, not per spelling: typing it with and without its 0 gets no extra guesses.
      const attempt = await limits.beginLogin(request, reply, canonicalPhone(request.body.phone));
      return auth.login(app.db, request.body, attempt);
    },
  );

  app.get(
    '/verify',
    {
      schema: { response: { 200: verifyResponseSchema } },
      config: { access: 'user', allowedWhilePasswordChangeRequired: true, allowedWhileConsentRequired: true },
    },
    async (request) => ({ success: true as const, user: presentVerifiedUser(requireUser(request)) }),
  );

  app.post(
    '/logout',
    {
      schema: { response: { 200: okResponseSchema } },
      config: { access: 'user', allowedWhilePasswordChangeRequired: true, allowedWhileConsentRequired: true },
    },
    async (request) => {
      const user = requireUser(request);
      await auth.logout(app.db, user);
      // This tab's socket (on whichever instance holds it) stops receiving events now.
      await app.realtime.sessionsRevoked({ userId: user.id, tokenHash: user.tokenHash });
      return { success: true as const, message: 'Çıkış yapıldı' };
    },
  );

  app.post(
    '/request-password-reset',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: okResponseSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Per address, not per phone: the answer says whether a phone is registered, and a per-phone
      // limit would let anyone block a participant's resets. A repeated request adds nothing.
      await limits.countResetRequest(request, reply);
      await auth.requestPasswordReset(app.db, request.body);
      await announceWaitingChanged(app.realtime);
      return { success: true as const, message: auth.MSG_RESET_RECEIVED };
    },
  );

  app.post(
    '/registration-status',
    {
      schema: { body: registrationStatusRequestSchema, response: { 200: registrationStatusResponseSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Says what the reset request says (a number is registered) and whether it is approved:
      // counted per address the same way, so nobody walks through numbers at speed.
      await limits.countStatusCheck(request, reply);
      return auth.registrationStatus(app.db, request.body.phone);
    },
  );

  app.post(
    '/change-password',
    {
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      config: { access: 'user', allowedWhilePasswordChangeRequired: true, allowedWhileConsentRequired: true },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Someone holding a stolen token must not be able to guess the current password at speed.
      const attempt = await limits.beginPasswordChange(reply, user.id);
      const answer = await auth.changePassword(app.db, user, request.body, attempt);
      // The other sessions were signed out: their sockets close on every instance.
      await app.realtime.sessionsRevoked({ userId: user.id, exceptTokenHash: user.tokenHash });
      return answer;
    },
  );
};
