import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIO_MSG, heartRateSessionRequestSchema, heartRateSessionSavedResponseSchema } from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { recordSession } from './service.js';

/** /api/heart-rate: heart rate before and after a relaxation or binaural item (spec sections 4, 5, 7). */
export const heartRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      schema: { body: heartRateSessionRequestSchema, response: { 201: heartRateSessionSavedResponseSchema } },
      config: { access: 'experiment' },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await recordSession(app.db, { id: user.id, abGroup: user.abGroup }, request.body);
      return reply.status(201).send({
        success: true as const,
        message: AUDIO_MSG.heartRateSaved,
        session: {
          id: row.id,
          content_type: row.contentType,
          content_id: row.contentId,
          content_name: row.contentName,
          heart_rate_before: row.heartRateBefore,
          heart_rate_after: row.heartRateAfter,
          duration: row.durationSeconds,
          listened_seconds: row.listenedSeconds,
          created_at: row.createdAt.toISOString(),
        },
      });
    },
  );
};
