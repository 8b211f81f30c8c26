import { queryOptions } from '@tanstack/react-query';
import type { SleepSessionListResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';
import { heartRateSessionsQuery } from '../../lib/heart-rate-sessions';

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

/**
 * The participant's own heart-rate sessions (experiment group), for the last session's change on
 * the dashboard: the sessions of the one list answer the heart-rate modal shares (lib/heart-rate-sessions.ts).
 */
export const dashboardHeartRateQuery = () => queryOptions({ ...heartRateSessionsQuery, select: (answer) => answer.sessions });
