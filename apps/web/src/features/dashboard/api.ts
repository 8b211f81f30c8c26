import { queryOptions } from '@tanstack/react-query';
import type { RegistrationModeResponse, NightListResponse } from '@uyku/domain';
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
    queryFn: ({ signal }) => api<NightListResponse>('/sleep/sessions', { signal }).then((answer) => answer.sessions),
  });

/**
 * The study's own descriptions of its two groups (neutral when the study chose neutral ones), from
 * the public registration answer. The same key as the registration screen's query, whose shape
 * (the whole answer) it keeps, so the two share one cache entry.
 */
export const groupDescriptionsQuery = () =>
  queryOptions({
    queryKey: ['study', 'registration'] as const,
    // The app's usual freshness (unlike the registration screen, which asks again each time it opens):
    // the answer the shell asked for as the start began (decision 040) is not asked again on mount.
    queryFn: ({ signal }) => api<RegistrationModeResponse>('/study/registration', { signal, token: null }),
    select: (answer) => answer.group_descriptions,
  });

/**
 * The participant's own heart-rate sessions (experiment group), for the last session's change on
 * the dashboard: the sessions of the one list answer the heart-rate modal shares (lib/heart-rate-sessions.ts).
 */
export const dashboardHeartRateQuery = () => queryOptions({ ...heartRateSessionsQuery, select: (answer) => answer.sessions });
