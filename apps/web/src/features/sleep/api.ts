import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OkResponse,
  SleepSessionRequest,
  SleepSessionSavedResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';
import { SLEEP_KEY } from './queries';
import { newIdempotencyKey, sendOrQueue, type SaveOutcome } from '../../lib/outbox';

export { SLEEP_KEY, sleepSessionQuery, sleepSessionsQuery } from './queries';

function useInvalidateSleep() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SLEEP_KEY });
}

/**
 * A new night: sent at once, or kept on the device when no server answers and sent when the
 * connection returns (docs/decisions/021-offline-outbox.md). The key and the time of 'Kaydet' are
 * fixed here, once per press, so every later attempt is the same write.
 */
export function useCreateSleepSession() {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (body: SleepSessionRequest): Promise<SaveOutcome<SleepSessionSavedResponse>> =>
      sendOrQueue<SleepSessionSavedResponse>({
        kind: 'sleep-session',
        path: '/sleep/sessions',
        body,
        idempotencyKey: newIdempotencyKey(),
        clientTime: new Date().toISOString(),
        invalidate: [SLEEP_KEY],
      }),
    // Run even while the browser says it is offline: the outbox decides, and the button never waits.
    networkMode: 'always',
    onSuccess: (outcome) => (outcome.queued ? undefined : invalidate()),
  });
}

export function useUpdateSleepSession(id: string) {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (body: SleepSessionRequest) =>
      api<SleepSessionSavedResponse>(`/sleep/sessions/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteSleepSession() {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/sleep/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
