import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  okResponseSchema,
  SLEEP_MSG,
  sleepSessionListResponseSchema,
  sleepSessionRequestSchema,
  sleepSessionResponseSchema,
  sleepSessionSavedResponseSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { timepointsOf } from '../study/timepoints.js';
import { presentDetail, presentSummary } from './presenters.js';
import * as sleep from './service.js';

/**
 * /api/sleep: a signed-in participant's own diary (spec "Sleep tracking"). Beyond the spec, a
 * record can be read in full, corrected (PUT) and removed (DELETE) by its owner. Admins reach
 * everyone's data through the admin feature, not through these routes.
 */
export const sleepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    { schema: { response: { 200: sleepSessionListResponseSchema } }, config: { access: 'user' } },
    async (request) => {
      const userId = requireUser(request).id;
      const [rows, timepoint] = await Promise.all([sleep.listSessions(app.db, userId), timepointsOf(app.db, userId)]);
      return { success: true as const, sessions: rows.map((row) => presentSummary(row, timepoint(row.sleepDate))) };
    },
  );

  app.post(
    '/sessions',
    {
      schema: { body: sleepSessionRequestSchema, response: { 201: sleepSessionSavedResponseSchema } },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const row = await sleep.createSession(app.db, requireUser(request).id, request.body);
      return reply
        .status(201)
        .send({
          success: true as const,
          message: SLEEP_MSG.created,
          session: presentDetail(row, (await timepointsOf(app.db, row.userId))(row.sleepDate)),
        });
    },
  );

  app.get(
    '/sessions/:id',
    {
      schema: { params: idParamsSchema, response: { 200: sleepSessionResponseSchema } },
      config: { access: 'user' },
    },
    async (request) => {
      const row = await sleep.getSession(app.db, requireUser(request).id, request.params.id);
      return { success: true as const, session: presentDetail(row, (await timepointsOf(app.db, row.userId))(row.sleepDate)) };
    },
  );

  app.put(
    '/sessions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: sleepSessionRequestSchema,
        response: { 200: sleepSessionSavedResponseSchema },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const row = await sleep.updateSession(app.db, requireUser(request).id, request.params.id, request.body);
      return {
        success: true as const,
        message: SLEEP_MSG.updated,
        session: presentDetail(row, (await timepointsOf(app.db, row.userId))(row.sleepDate)),
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: { params: idParamsSchema, response: { 200: okResponseSchema } },
      config: { access: 'user' },
    },
    async (request) => {
      await sleep.deleteSession(app.db, requireUser(request).id, request.params.id);
      return { success: true as const, message: SLEEP_MSG.deleted };
    },
  );
};
