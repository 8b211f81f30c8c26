import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWaiting, AdminWaitingResponse } from '@uyku/domain';
import { api } from '../api-client';
import { useRealtimeMessages } from '../realtime';

/**
 * What waits for an admin (docs/product.md, "What waits"): read by the admin panel's tab badges,
 * the bell and the admin's /dashboard, so it lives in lib/ (features do not import each other).
 */
export const adminWaitingKey = ['admin', 'waiting'] as const;

/**
 * The socket says when to read again; the poll is the backstop for what publishes nothing (a
 * participant's diary entry that raises a study alert).
 */
const WAITING_POLL_MS = 60_000;

export const adminWaitingQuery = queryOptions({
  queryKey: adminWaitingKey,
  queryFn: ({ signal }) => api<AdminWaitingResponse>('/admin/waiting', { signal }).then((r) => r.waiting),
  refetchInterval: WAITING_POLL_MS,
});

/** The counts for an admin, live; `undefined` for anyone else or until the first answer. */
export function useAdminWaiting(isAdmin: boolean): AdminWaiting | undefined {
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (!isAdmin) return;
    // After every (re)connection, on the admins' own event, and on any video call change.
    if (message.type === 'ready' || message.type === 'admin.waiting' || message.type.startsWith('video.call.')) {
      void queryClient.invalidateQueries({ queryKey: adminWaitingKey });
    }
  });
  return useQuery({ ...adminWaitingQuery, enabled: isAdmin }).data;
}
