import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OkResponse,
  NightRequest,
  NightSavedResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';
import { SLEEP_KEY } from './queries';
import { newIdempotencyKey, sendOrQueue, type SaveOutcome } from '../../lib/outbox';

export { SLEEP_KEY, nightQuery, nightsQuery } from './queries';

function useInvalidateSleep() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SLEEP_KEY });
}

/**
 * A new night: sent at once, or kept on the device when no server answers and sent when the
 * connection returns (docs/decisions/021-offline-outbox.md). The key and the time of 'Kaydet' are
 * fixed here, once per press, so every later attempt is the same write.
 */
export function useCreateNight() {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (body: NightRequest): Promise<SaveOutcome<NightSavedResponse>> =>
      sendOrQueue<NightSavedResponse>({
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

export function useUpdateNight(id: string) {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (body: NightRequest) =>
      api<NightSavedResponse>(`/sleep/sessions/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteNight() {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/sleep/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
