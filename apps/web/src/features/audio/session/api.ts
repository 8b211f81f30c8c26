import { queryOptions } from '@tanstack/react-query';
import type { HeartRateSessionRequest } from '@uyku/domain';
import { HEART_RATE_SESSIONS_KEY, heartRateSessionsQuery } from '../../../lib/heart-rate-sessions';
import { newIdempotencyKey, sendOrQueue } from '../../../lib/outbox';

/**
 * POST /heart-rate/sessions, shared by both audio screens. Without a connection the session is kept
 * on the device and sent later (docs/decisions/021-offline-outbox.md): the promise then resolves too.
 */
export function saveHeartRateSession(body: HeartRateSessionRequest): Promise<unknown> {
  return sendOrQueue({
    kind: 'heart-rate-session',
    path: '/heart-rate/sessions',
    body,
    idempotencyKey: newIdempotencyKey(),
    clientTime: new Date().toISOString(),
    // Sent later, the write refreshes the participant's own sessions then.
    invalidate: [HEART_RATE_SESSIONS_KEY],
  });
}

/** The study's settings the heart-rate modal follows, from the sessions list's answer (lib/heart-rate-sessions.ts). */
const heartRateStudyQuery = {
  ...heartRateSessionsQuery,
  // The study's settings change seldom: a page opened later does not ask for them again.
  staleTime: 60 * 60_000,
};

/** The study's hours for asking a cut-short session's after-value. */
export const afterValueWindowQuery = queryOptions({ ...heartRateStudyQuery, select: (answer) => answer.after_value_window_hours });

/** Whether the study asks for a reference device's value after a measurement (docs/heart-rate-validation.md). */
export const heartRateReferenceQuery = queryOptions({ ...heartRateStudyQuery, select: (answer) => answer.heart_rate_reference });
