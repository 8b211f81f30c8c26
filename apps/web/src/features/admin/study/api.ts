import { queryOptions } from '@tanstack/react-query';
import type { AllocationLogResponse, GroupHistoryResponse, StudySettingsResponse } from '@uyku/domain';
import { api } from '../../../lib/api-client';

export const studyKeys = {
  settings: ['admin', 'study'] as const,
  allocations: ['admin', 'study', 'allocations'] as const,
  history: (userId: string) => ['admin', 'group-history', userId] as const,
};

export const studySettingsQuery = queryOptions({
  queryKey: studyKeys.settings,
  staleTime: 0,
  queryFn: ({ signal }) => api<StudySettingsResponse>('/admin/study', { signal }).then((r) => r.settings),
});

export const allocationsQuery = queryOptions({
  queryKey: studyKeys.allocations,
  staleTime: 0,
  queryFn: ({ signal }) => api<AllocationLogResponse>('/admin/study/allocations', { signal }).then((r) => r.allocations),
});

export const groupHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: studyKeys.history(userId),
    staleTime: 0,
    queryFn: ({ signal }) => api<GroupHistoryResponse>(`/admin/users/${userId}/group-history`, { signal }).then((r) => r.history),
  });
