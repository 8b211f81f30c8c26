import { queryOptions } from '@tanstack/react-query';
import type { AdminForm, AdminUsersResponse, StudySettingsResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';

/*
 * What the researcher's first-start checklist reads. Features import nothing from each other, so
 * these repeat the admin panel's queries on purpose: the SAME keys and the SAME shapes, so the
 * dashboard and the panel share one cache entry and a step done in the panel ticks here too.
 */

export const checklistSettingsQuery = queryOptions({
  queryKey: ['admin', 'study'] as const,
  staleTime: 0,
  queryFn: ({ signal }) => api<StudySettingsResponse>('/admin/study', { signal }).then((r) => r.settings),
});

export const checklistUsersQuery = queryOptions({
  queryKey: ['admin', 'users'] as const,
  queryFn: ({ signal }) => api<AdminUsersResponse>('/admin/users', { signal }).then((r) => r.users),
});

export const checklistFormsQuery = queryOptions({
  queryKey: ['forms', 'admin', 'all'] as const,
  queryFn: ({ signal }) => api<AdminForm[]>('/forms/admin/all', { signal }),
});
