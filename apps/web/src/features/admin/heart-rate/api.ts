import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminHeartRateDataResponse,
  AdminHeartRateDetailResponse,
  AdminHeartRateOverviewResponse,
  AdminHeartRateParticipantsResponse,
} from '@uyku/domain';
import { api } from '../../../lib/api-client';

/** The heart-rate tab's reads: summaries and pages only. */
export const heartRateDataKeys = {
  all: ['admin', 'heart-rate-data'] as const,
  overview: ['admin', 'heart-rate-data', 'overview'] as const,
  participants: (search: string) => ['admin', 'heart-rate-data', 'participants', search] as const,
  detail: (id: string) => ['admin', 'heart-rate-data', 'detail', id] as const,
  records: (id: string) => ['admin', 'heart-rate-data', 'records', id] as const,
};

const PAGE_SIZE = 20;
const withCursor = (cursor: string | null) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

export const heartRateOverviewQuery = queryOptions({
  queryKey: heartRateDataKeys.overview,
  queryFn: ({ signal }) =>
    api<AdminHeartRateOverviewResponse>('/admin/heart-rate-data/overview', { signal }).then((r) => r.overview),
});

export const heartRateParticipantsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: heartRateDataKeys.participants(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<AdminHeartRateParticipantsResponse>(
        `/admin/heart-rate-data/participants?limit=${PAGE_SIZE}${search ? `&search=${encodeURIComponent(search)}` : ''}${withCursor(pageParam)}`,
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const heartRateDetailQuery = (id: string) =>
  queryOptions({
    queryKey: heartRateDataKeys.detail(id),
    queryFn: ({ signal }) => api<AdminHeartRateDetailResponse>(`/admin/heart-rate-data/participants/${id}`, { signal }),
  });

export const heartRateRecordsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: heartRateDataKeys.records(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<AdminHeartRateDataResponse>(`/admin/heart-rate-data?userId=${id}&limit=${PAGE_SIZE}${withCursor(pageParam)}`, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const heartRateCsvPath = (id: string) => `/admin/heart-rate-data/participants/${id}/csv`;
