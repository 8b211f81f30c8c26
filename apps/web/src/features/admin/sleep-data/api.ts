import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminSleepDataResponse,
  AdminSleepDetailResponse,
  AdminSleepOverviewResponse,
  AdminSleepParticipantsResponse,
} from '@uyku/domain';
import { api } from '../../../lib/api-client';

/** The sleep tab's reads: summaries and pages only, never every row at once. */
export const sleepDataKeys = {
  all: ['admin', 'sleep-data'] as const,
  overview: ['admin', 'sleep-data', 'overview'] as const,
  participants: (search: string) => ['admin', 'sleep-data', 'participants', search] as const,
  detail: (id: string) => ['admin', 'sleep-data', 'detail', id] as const,
  records: (id: string) => ['admin', 'sleep-data', 'records', id] as const,
};

export const PARTICIPANTS_PAGE_SIZE = 20;
export const RECORDS_PAGE_SIZE = 20;

const withCursor = (cursor: string | null) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

export const sleepOverviewQuery = queryOptions({
  queryKey: sleepDataKeys.overview,
  queryFn: ({ signal }) => api<AdminSleepOverviewResponse>('/admin/sleep-data/overview', { signal }).then((r) => r.overview),
});

export const sleepParticipantsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: sleepDataKeys.participants(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<AdminSleepParticipantsResponse>(
        `/admin/sleep-data/participants?limit=${PARTICIPANTS_PAGE_SIZE}${search ? `&search=${encodeURIComponent(search)}` : ''}${withCursor(pageParam)}`,
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const sleepDetailQuery = (id: string) =>
  queryOptions({
    queryKey: sleepDataKeys.detail(id),
    queryFn: ({ signal }) => api<AdminSleepDetailResponse>(`/admin/sleep-data/participants/${id}`, { signal }),
  });

export const sleepRecordsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: sleepDataKeys.records(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<AdminSleepDataResponse>(`/admin/sleep-data?userId=${id}&limit=${RECORDS_PAGE_SIZE}${withCursor(pageParam)}`, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const sleepCsvPath = (id: string) => `/admin/sleep-data/participants/${id}/csv`;
