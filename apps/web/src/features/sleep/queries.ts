import { queryOptions } from '@tanstack/react-query';
import type { NightListResponse, NightResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';

// The reads of the diary, apart from its writes: the shell's reminder dot reads the list, and must
// not bring the offline outbox into every signed-in page's first load (apps/web/src/lib/outbox/).

/** The participant's own diary. Every query lives under one key, so a save refreshes them all. */
export const SLEEP_KEY = ['sleep', 'sessions'] as const;

export const nightsQuery = () =>
  queryOptions({
    queryKey: SLEEP_KEY,
    queryFn: ({ signal }) => api<NightListResponse>('/sleep/sessions', { signal }).then((answer) => answer.sessions),
  });

export const nightQuery = (id: string) =>
  queryOptions({
    queryKey: [...SLEEP_KEY, id],
    queryFn: ({ signal }) => api<NightResponse>(`/sleep/sessions/${id}`, { signal }).then((answer) => answer.session),
    // A corrected night is read fresh, never from an old copy.
    staleTime: 0,
  });

