import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The answers of one admin data resource (sleep or heart rate), as the domain types them. */
interface AdminDataAnswers {
  overview: { overview: unknown };
  participants: { nextCursor?: string | null | undefined };
  detail: unknown;
  records: { nextCursor?: string | null | undefined };
}

const PAGE_SIZE = 20;
const withCursor = (cursor: string | null) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

/**
 * The reads of an admin data tab — summaries and pages only, never every row at once — for a
 * resource under /api/admin/<resource>: both tabs ask the same questions of their own data.
 */
export function adminDataQueries<A extends AdminDataAnswers>(resource: 'sleep-data' | 'heart-rate-data') {
  const keys = {
    all: ['admin', resource] as const,
    overview: ['admin', resource, 'overview'] as const,
    participants: (search: string) => ['admin', resource, 'participants', search] as const,
    detail: (id: string) => ['admin', resource, 'detail', id] as const,
    records: (id: string) => ['admin', resource, 'records', id] as const,
  };
  return {
    keys,
    overview: queryOptions({
      queryKey: keys.overview,
      queryFn: ({ signal }) => api<A['overview']>(`/admin/${resource}/overview`, { signal }).then((r) => r.overview as A['overview']['overview']),
    }),
    participants: (search: string) =>
      infiniteQueryOptions({
        queryKey: keys.participants(search),
        initialPageParam: null as string | null,
        queryFn: ({ pageParam, signal }) =>
          api<A['participants']>(
            `/admin/${resource}/participants?limit=${PAGE_SIZE}${search ? `&search=${encodeURIComponent(search)}` : ''}${withCursor(pageParam)}`,
            { signal },
          ),
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => api<A['detail']>(`/admin/${resource}/participants/${id}`, { signal }),
      }),
    records: (id: string) =>
      infiniteQueryOptions({
        queryKey: keys.records(id),
        initialPageParam: null as string | null,
        queryFn: ({ pageParam, signal }) =>
          api<A['records']>(`/admin/${resource}?userId=${id}&limit=${PAGE_SIZE}${withCursor(pageParam)}`, { signal }),
        getNextPageParam: (page) => page.nextCursor ?? undefined,
      }),
    csvPath: (id: string) => `/admin/${resource}/participants/${id}/csv`,
  };
}
