import { queryOptions } from '@tanstack/react-query';
import type { SleepSessionListResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';

/**
 * The participant's nights, for the cards and the latest records. Features import nothing from
 * each other, so this repeats the sleep feature's list query on purpose: the SAME key and the
 * SAME shape (the sessions array), so both screens share one cache entry and a save on /sleep
 * refreshes the dashboard too.
 */
export const dashboardSleepQuery = () =>
  queryOptions({
    queryKey: ['sleep', 'sessions'] as const,
    queryFn: ({ signal }) => api<SleepSessionListResponse>('/sleep/sessions', { signal }).then((answer) => answer.sessions),
  });
