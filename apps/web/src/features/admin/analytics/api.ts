import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AcknowledgeAlertBody,
  AdherenceResponse,
  AlertsResponse,
  GroupComparisonResponse,
  HeartRateAnalysisResponse,
  PrimaryAnalysisResponse,
} from '@uyku/domain';
import { api } from '../../../lib/api-client';

const keys = {
  primary: ['admin', 'analytics', 'primary'] as const,
  groups: (from: string, to: string) => ['admin', 'analytics', 'groups', from, to] as const,
  heartRate: ['admin', 'analytics', 'heart-rate'] as const,
  adherence: ['admin', 'analytics', 'adherence'] as const,
  alerts: ['admin', 'analytics', 'alerts'] as const,
};

export const primaryQuery = queryOptions({
  queryKey: keys.primary,
  queryFn: ({ signal }) => api<PrimaryAnalysisResponse>('/admin/analytics/primary', { signal }),
});

export function groupsQuery(from: string, to: string) {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return queryOptions({
    queryKey: keys.groups(from, to),
    queryFn: ({ signal }) => api<GroupComparisonResponse>(`/admin/analytics/groups${query ? `?${query}` : ''}`, { signal }),
  });
}

export const heartRateQuery = queryOptions({
  queryKey: keys.heartRate,
  queryFn: ({ signal }) => api<HeartRateAnalysisResponse>('/admin/analytics/heart-rate', { signal }),
});

export const adherenceQuery = queryOptions({
  queryKey: keys.adherence,
  queryFn: ({ signal }) => api<AdherenceResponse>('/admin/analytics/adherence', { signal }),
});

export const alertsQuery = queryOptions({
  queryKey: keys.alerts,
  staleTime: 0,
  queryFn: ({ signal }) => api<AlertsResponse>('/admin/analytics/alerts', { signal }).then((r) => r.alerts),
});

export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcknowledgeAlertBody) => api<AlertsResponse>('/admin/analytics/alerts/acknowledge', { method: 'POST', body }),
    onSuccess: (response) => client.setQueryData(keys.alerts, response.alerts),
  });
}
