import { queryOptions } from '@tanstack/react-query';
import type { HeartRateSessionListResponse } from '@uyku/domain';
import { api } from './api-client';

/** The participant's own heart-rate sessions and the study's heart-rate settings: one answer, one key. */
export const HEART_RATE_SESSIONS_KEY = ['heart-rate', 'sessions'] as const;

/**
 * GET /heart-rate/sessions, whole, under one key: the dashboard reads its sessions, the heart-rate
 * modal (mounted by the shell on every signed-in page) the study's settings. Each takes its part
 * with `select`, so a start asks the server once rather than once for each, and a saved session
 * refreshes both.
 */
export const heartRateSessionsQuery = queryOptions({
  queryKey: HEART_RATE_SESSIONS_KEY,
  queryFn: ({ signal }) => api<HeartRateSessionListResponse>('/heart-rate/sessions', { signal }),
});
