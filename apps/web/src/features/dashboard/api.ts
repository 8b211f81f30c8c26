import { queryOptions } from '@tanstack/react-query';
import type { HeartRateSessionListResponse, SleepSessionListResponse } from '@uyku/domain';
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

/**
 * The participant's own heart-rate sessions (experiment group), for the last session's change on
 * the dashboard; the same key as the audio screens' list would use, so a save refreshes it.
 */
export const dashboardHeartRateQuery = () =>
  queryOptions({
    queryKey: ['heart-rate', 'sessions'] as const,
    queryFn: ({ signal }) => api<HeartRateSessionListResponse>('/heart-rate/sessions', { signal }).then((answer) => answer.sessions),
  });
