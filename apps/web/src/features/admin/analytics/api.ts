import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AcknowledgeAlertBody,
  AnalysisTstSource,
  AdherenceResponse,
  AlertsResponse,
  ConsortResponse,
  GroupComparisonResponse,
  HeartRateAnalysisResponse,
  PrimaryAnalysisResponse,
} from '@uyku/domain';
import { api } from '../../../lib/api-client';

const keys = {
  primary: (tstSource: AnalysisTstSource | null) => ['admin', 'analytics', 'primary', tstSource ?? 'plan'] as const,
  groups: (from: string, to: string, tstSource: AnalysisTstSource) => ['admin', 'analytics', 'groups', from, to, tstSource] as const,
  heartRate: (measuredOnly: boolean) => ['admin', 'analytics', 'heart-rate', measuredOnly] as const,
  adherence: ['admin', 'analytics', 'adherence'] as const,
  alerts: ['admin', 'analytics', 'alerts'] as const,
  consort: ['admin', 'analytics', 'consort'] as const,
};

/** `tst_source` picks which TST the sleep measures read; null: the analysis plan's. */
export function primaryQuery(tstSource: AnalysisTstSource | null) {
  return queryOptions({
    queryKey: keys.primary(tstSource),
    queryFn: ({ signal }) =>
      api<PrimaryAnalysisResponse>(`/admin/analytics/primary${tstSource === null ? '' : `?tst_source=${tstSource}`}`, { signal }),
  });
}

export function groupsQuery(from: string, to: string, tstSource: AnalysisTstSource) {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  params.set('tst_source', tstSource);
  const query = params.toString();
  return queryOptions({
    queryKey: keys.groups(from, to, tstSource),
    queryFn: ({ signal }) => api<GroupComparisonResponse>(`/admin/analytics/groups${query ? `?${query}` : ''}`, { signal }),
  });
}

/** `measured_only` leaves typed values out (docs/heart-rate-validation.md); the previous answer stays while the next loads. */
export function heartRateQuery(measuredOnly: boolean) {
  return queryOptions({
    queryKey: keys.heartRate(measuredOnly),
    queryFn: ({ signal }) => api<HeartRateAnalysisResponse>(`/admin/analytics/heart-rate?measured_only=${measuredOnly}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const adherenceQuery = queryOptions({
  queryKey: keys.adherence,
  queryFn: ({ signal }) => api<AdherenceResponse>('/admin/analytics/adherence', { signal }),
});

export const consortQuery = queryOptions({
  queryKey: keys.consort,
  queryFn: ({ signal }) => api<ConsortResponse>('/admin/analytics/consort', { signal }),
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
