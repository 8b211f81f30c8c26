import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  okResponseSchema,
  SLEEP_MSG,
  studyLength,
  nightListResponseSchema,
  nightRequestSchema,
  nightResponseSchema,
  nightSavedResponseSchema,
} from '@uyku/domain';
import type { NightRow } from '../../db/schema/index.js';
import { requireUser } from '../../plugins/auth.js';
import { readSettings } from '../../core/study/settings.js';
import { readTimeline, timelineOf, timepointsAt, timepointsOf } from '../../core/study/timeline.js';
import { clientTimeOf } from '../../lib/client-time.js';
import { sendJsonText } from '../../plugins/response-serializer.js';
import { deviceNightRoutes } from './device-nights.js';
import { nightListAnswer } from './list.js';
import { presentDetail } from './presenters.js';
import * as sleep from './service.js';

/**
 * /api/sleep: a signed-in participant's own diary (docs/product.md, "Sleep diary"). Beyond the
 * original calls, a record can be read in full, corrected (PUT) and removed (DELETE) by its owner. Admins reach
 * everyone's data through the admin feature, not through these routes.
 */
export const sleepRoutes: FastifyPluginAsyncZod = async (app) => {
  // The wearable's nights, kept apart from the diary (docs/sleep-metrics.md, "Device nights").
  await app.register(deviceNightRoutes);

  /** A stored night in full, dated on its owner's study timeline. */
  const presentStored = async (row: NightRow) => {
    const [timepoint, timeline] = await Promise.all([timepointsOf(app.db, row.userId), readTimeline(app.db)]);
    return presentDetail(row, timepoint(row.sleepDate), studyLength(timeline));
  };

  app.get(
    '/sessions',
    { schema: { response: { 200: nightListResponseSchema } }, config: { access: 'user' } },
    async (request, reply) => {
      // The database writes the whole answer (features/sleep/list.ts).
      const answer = await nightListAnswer(app.db, requireUser(request).id, timelineOf(await readSettings(app.db)));
      return sendJsonText(reply, answer);
    },
  );

  app.post(
    '/sessions',
    {
      schema: { body: nightRequestSchema, response: { 201: nightSavedResponseSchema } },
      // The offline outbox replays this save (docs/decisions/019-idempotent-writes.md).
      config: { access: 'user', idempotent: true, writeLimit: true },
    },
    async (request, reply) => {
      const clientCreatedAt = clientTimeOf(request);
      const [{ row, enrolledOn }, settings] = await Promise.all([
        sleep.createSession(app.db, requireUser(request).id, request.body, clientCreatedAt),
        readSettings(app.db),
      ]);
      const timeline = timelineOf(settings);
      return reply
        .status(201)
        .send({
          success: true as const,
          message: SLEEP_MSG.created,
          session: presentDetail(row, timepointsAt(timeline, enrolledOn)(row.sleepDate), studyLength(timeline)),
        });
    },
  );

  app.get(
    '/sessions/:id',
    {
      schema: { params: idParamsSchema, response: { 200: nightResponseSchema } },
      config: { access: 'user' },
    },
    async (request) => {
      const row = await sleep.getSession(app.db, requireUser(request).id, request.params.id);
      return { success: true as const, session: await presentStored(row) };
    },
  );

  app.put(
    '/sessions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: nightRequestSchema,
        response: { 200: nightSavedResponseSchema },
      },
      config: { access: 'user', writeLimit: true },
    },
    async (request) => {
      const row = await sleep.updateSession(app.db, requireUser(request).id, request.params.id, request.body);
      return {
        success: true as const,
        message: SLEEP_MSG.updated,
        session: await presentStored(row),
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: { params: idParamsSchema, response: { 200: okResponseSchema } },
      config: { access: 'user', writeLimit: true },
    },
    async (request) => {
      await sleep.deleteSession(app.db, requireUser(request).id, request.params.id);
      return { success: true as const, message: SLEEP_MSG.deleted };
    },
  );
};
