import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIO_MSG,
  entryInstant,
  recordDay,
  heartRateSessionListResponseSchema,
  heartRateSessionRequestSchema,
  heartRateSessionSavedResponseSchema,
  type HeartRateSession,
} from '@uyku/domain';
import { heartRateValue, measurementsOfRow } from '../../db/heart-rate-values.js';
import type { HeartRateSessionRow } from '../../db/schema/index.js';
import { clientTimeOf } from '../../lib/client-time.js';
import { requireUser } from '../../plugins/auth.js';
import { readSettings } from '../../core/study/settings.js';
import { checkProvenance } from './provenance.js';
import { listOwnSessions, recordSession } from './service.js';
import { assertInterventionOpen } from '../../core/study/intervention-gate.js';

function presentSession(row: HeartRateSessionRow): HeartRateSession {
  const how = measurementsOfRow(row);
  return {
    id: row.id,
    content_type: row.contentType,
    content_id: row.contentId,
    content_name: row.contentName,
    heart_rate_before: heartRateValue(row.heartRateBefore, row.heartRateBeforeMissing),
    heart_rate_after: heartRateValue(row.heartRateAfter, row.heartRateAfterMissing),
    heart_rate_before_measurement: how.before,
    heart_rate_after_measurement: how.after,
    duration: row.durationSeconds,
    listened_seconds: row.listenedSeconds,
    created_at: row.createdAt.toISOString(),
    occurred_at: row.occurredAt.toISOString(),
  };
}

/**
 * /api/heart-rate: heart rate before and after a relaxation or binaural item (docs/product.md,
 * "Relaxation and binaural sessions"). An addition to the original calls: a participant can read
 * their own sessions back (GET).
 */
export const heartRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    { schema: { response: { 200: heartRateSessionListResponseSchema } }, config: { access: 'experiment' } },
    async (request) => {
      await assertInterventionOpen(app.db, requireUser(request));
      const [rows, settings] = await Promise.all([listOwnSessions(app.db, requireUser(request).id), readSettings(app.db)]);
      return {
        success: true as const,
        sessions: rows.map(presentSession),
        after_value_window_hours: settings.afterValueWindowHours,
        heart_rate_reference: settings.heartRateReference,
      };
    },
  );

  // 200, not 201: every relaxation, binaural and heart-rate route answers 200 to the
  // experiment group and admins (403 to the control group), this one included.
  app.post(
    '/sessions',
    {
      schema: { body: heartRateSessionRequestSchema, response: { 200: heartRateSessionSavedResponseSchema } },
      // The offline outbox replays this write (docs/decisions/019-idempotent-writes.md).
      config: { access: 'experiment', idempotent: true, writeLimit: true },
    },
    async (request) => {
      const user = requireUser(request);
      const clientTime = clientTimeOf(request);
      // A session saved later (offline) counts on its own day, as the analysis dates it.
      await assertInterventionOpen(app.db, user, recordDay(new Date(entryInstant({ createdAt: new Date(), clientCreatedAt: clientTime }))));
      await checkProvenance(app.db, request.body);
      const row = await recordSession(app.db, { id: user.id, group: user.group }, request.body, clientTime);
      return { success: true as const, message: AUDIO_MSG.heartRateSaved, session: presentSession(row) };
    },
  );
};
