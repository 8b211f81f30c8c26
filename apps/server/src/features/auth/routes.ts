import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyResponseSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { phoneKey } from '../../plugins/rate-limit.js';
import { presentVerifiedUser } from './presenters.js';
import * as auth from './service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

  app.post(
    '/register',
    {
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
      config: {
        access: 'public',
        rateLimit: { max: limits.registerPerAddress, timeWindow: limits.windowMs },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(app.db, request.body, request.user)),
  );

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: {
        access: 'public',
        // Counted after validation, per address and phone: guessing one account's password is slowed
        // down without one participant's typos locking out everyone behind the same network.
        rateLimit: {
          max: limits.loginPerPhone,
          timeWindow: limits.windowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `login|${request.ip}|${phoneKey(request)}`,
        },
      },
    },
    async (request) => auth.login(app.db, request.body),
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
      await auth.logout(app.db, requireUser(request));
      return { success: true as const, message: 'Çıkış yapıldı' };
    },
  );

  app.post(
    '/request-password-reset',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: okResponseSchema } },
      config: {
        access: 'public',
        rateLimit: {
          max: limits.resetPerPhone,
          timeWindow: limits.windowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `reset|${phoneKey(request)}`,
        },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(app.db, request.body);
      return { success: true as const, message: auth.MSG_RESET_RECEIVED };
    },
  );

  app.post(
    '/change-password',
    {
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      config: {
        access: 'user',
        allowedWhilePasswordChangeRequired: true,
        allowedWhileConsentRequired: true,
        // Someone holding a stolen token must not be able to guess the current password at speed.
        rateLimit: {
          max: limits.loginPerPhone,
          timeWindow: limits.windowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `change-password|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => auth.changePassword(app.db, requireUser(request), request.body),
  );
};
