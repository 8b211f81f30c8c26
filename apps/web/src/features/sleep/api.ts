import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OkResponse,
  SleepSessionListResponse,
  SleepSessionRequest,
  SleepSessionResponse,
  SleepSessionSavedResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';

/** The participant's own diary. Every query lives under one key, so a save refreshes them all. */
const SLEEP_KEY = ['sleep', 'sessions'] as const;

export const sleepSessionsQuery = () =>
  queryOptions({
    queryKey: SLEEP_KEY,
    queryFn: ({ signal }) => api<SleepSessionListResponse>('/sleep/sessions', { signal }).then((answer) => answer.sessions),
  });

export const sleepSessionQuery = (id: string) =>
  queryOptions({
    queryKey: [...SLEEP_KEY, id],
    queryFn: ({ signal }) => api<SleepSessionResponse>(`/sleep/sessions/${id}`, { signal }).then((answer) => answer.session),
    // A corrected night is read fresh, never from an old copy.
    staleTime: 0,
  });

function useInvalidateSleep() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SLEEP_KEY });
}

export function useCreateSleepSession() {
  const invalidate = useInvalidateSleep();
  return useMutation({
    mutationFn: (body: SleepSessionRequest) =>
      api<SleepSessionSavedResponse>('/sleep/sessions', { method: 'POST', body }),
    onSuccess: invalidate,
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
