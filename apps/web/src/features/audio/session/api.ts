import { queryOptions } from '@tanstack/react-query';
import type { HeartRateSessionListResponse, HeartRateSessionRequest } from '@uyku/domain';
import { api } from '../../../lib/api-client';
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

/** The participant's own sessions (the dashboard reads them under this key): refreshed after a save. */
export const HEART_RATE_SESSIONS_KEY = ['heart-rate', 'sessions'] as const;

/** The study's settings the heart-rate modal follows, from the sessions list's answer (one request for both). */
const heartRateStudyQuery = {
  queryKey: ['heart-rate', 'study-settings'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<HeartRateSessionListResponse>('/heart-rate/sessions', { signal }).then((answer) => ({
      afterValueWindowHours: answer.after_value_window_hours,
      heartRateReference: answer.heart_rate_reference,
    })),
  staleTime: 60 * 60_000,
};

/** The study's hours for asking a cut-short session's after-value. */
export const afterValueWindowQuery = queryOptions({ ...heartRateStudyQuery, select: (settings) => settings.afterValueWindowHours });

/** Whether the study asks for a reference device's value after a measurement (docs/heart-rate-validation.md). */
export const heartRateReferenceQuery = queryOptions({ ...heartRateStudyQuery, select: (settings) => settings.heartRateReference });
