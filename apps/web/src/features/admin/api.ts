import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminResetRequestsResponse,
  AdminStatsResponse,
  AdminUsersResponse,
  ApproveResetRequest,
  ApproveResetResponse,
  AuditLogResponse,
  CorrectPhoneRequest,
  PhoneDuplicatesResponse,
  CreateUserRequest,
  CreateUserResponse,
  OkResponse,
  UpdateUserRequest,
  UpdateUserResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';

/** Query keys of the admin panel; every mutation invalidates the keys whose data it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  // Under the users' key: every change to accounts re-reads the pairs too.
  phoneDuplicates: ['admin', 'users', 'phone-duplicates'] as const,
  resets: ['admin', 'password-reset-requests'] as const,
  audit: ['admin', 'audit-log'] as const,
};

export const statsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => api<AdminStatsResponse>('/admin/stats', { signal }).then((r) => r.stats),
});

export const usersQuery = queryOptions({
  queryKey: adminKeys.users,
  staleTime: 0,
  queryFn: ({ signal }) => api<AdminUsersResponse>('/admin/users', { signal }).then((r) => r.users),
});

/** Accounts holding one number in two spellings, stored before numbers had one form. */
export const phoneDuplicatesQuery = queryOptions({
  queryKey: adminKeys.phoneDuplicates,
  queryFn: ({ signal }) =>
    api<PhoneDuplicatesResponse>('/admin/phone-duplicates', { signal }).then((r) => r.duplicates),
});

/** Always re-read when shown: a participant may have asked a moment ago. */
export const resetRequestsQuery = queryOptions({
  queryKey: adminKeys.resets,
  staleTime: 0,
  queryFn: ({ signal }) =>
    api<AdminResetRequestsResponse>('/admin/password-reset-requests', { signal }).then((r) => r.requests),
});

export const auditLogQuery = infiniteQueryOptions({
  queryKey: adminKeys.audit,
  initialPageParam: undefined as number | undefined,
  queryFn: ({ pageParam, signal }) =>
    api<AuditLogResponse>(`/admin/audit-log${pageParam === undefined ? '' : `?before=${pageParam}`}`, { signal }),
  getNextPageParam: (page) => (page.hasMore ? page.entries.at(-1)?.id : undefined),
});

/** Users, counts and the audit log all change together when an account does. */
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

/** Adding a user: the admin-only route (approved at once, an admin if asked). */
export function useAddUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => api<CreateUserResponse>('/admin/users', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserRequest }) =>
      api<UpdateUserResponse>(`/admin/users/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** The admin's correction of a phone: the person's sessions end on the server. */
export function useCorrectPhone() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CorrectPhoneRequest }) =>
      api<UpdateUserResponse>(`/admin/users/${id}/phone`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateAccounts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/admin/users/${id}`, { method: 'DELETE' }),
    // A deleted user's pending reset request goes with them.
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: adminKeys.resets })]),
  });
}

function useInvalidateResets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.resets }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

export function useApproveReset() {
  const invalidate = useInvalidateResets();
  return useMutation({
    mutationFn: (body: ApproveResetRequest) =>
      api<ApproveResetResponse>('/admin/password-reset/approve', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useRejectReset() {
  const invalidate = useInvalidateResets();
  return useMutation({
    mutationFn: (requestId: string) =>
      api<OkResponse>('/admin/password-reset/reject', { method: 'POST', body: { requestId } }),
    onSuccess: invalidate,
  });
}
