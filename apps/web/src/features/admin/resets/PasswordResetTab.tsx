import { Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminResetRequest, ApproveResetResponse } from '@uyku/domain';
import { ApiError } from '../../../lib/api-client';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { resetRequestsQuery, useApproveReset, useRejectReset } from '../api';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { ADMIN_TEXTS } from '../texts';
import { ResetDoneDialog } from './ResetDoneDialog';
import { ResetRequestRow } from './ResetRequestRow';

/** 'Şifre sıfırlanamadı: ' plus the server's message, or 'Bilinmeyen hata'. */
function resetError(error: unknown): string {
  const reason = error instanceof ApiError && error.message ? error.message : ADMIN_TEXTS.messages.unknownError;
  return `${ADMIN_TEXTS.messages.resetFailedPrefix}${reason}`;
}

/** The password reset tab: pending requests, each approved with a new password or rejected. */
export function PasswordResetTab() {
  const t = ADMIN_TEXTS.resets;
  const requests = useQuery(resetRequestsQuery);
  const approve = useApproveReset();
  const reject = useRejectReset();
  const notice = useNotice();
  const [done, setDone] = useState<ApproveResetResponse | null>(null);
  const busyId = approve.isPending ? approve.variables?.requestId : reject.isPending ? reject.variables : undefined;

  const onApprove = (request: AdminResetRequest, newPassword: string) =>
    approve.mutate({ requestId: request.id, newPassword }, { onSuccess: setDone, onError: (e) => notice.error(resetError(e)) });
  const onReject = (request: AdminResetRequest) =>
    reject.mutate(request.id, {
      onSuccess: () => notice.success(ADMIN_TEXTS.messages.rejected),
      onError: () => notice.error(ADMIN_TEXTS.messages.rejectFailed),
    });

  const list = requests.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {requests.data ? t.heading(list.length) : t.headingPlain}
      </Typography>
      {requests.isError && !requests.data && (
        <LoadFailed message={ADMIN_TEXTS.loadFailed} onRetry={() => void requests.refetch()} />
      )}
      {requests.isPending && <Skeleton variant="rounded" height={88} />}
      {requests.isSuccess && list.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={ADMIN_TEXTS.tabs.passwordReset}>
        {list.map((request) => (
          <ResetRequestRow
            key={request.id}
            request={request}
            busy={busyId === request.id}
            onApprove={onApprove}
            onReject={onReject}
          />
        ))}
      </Stack>
      <ResetDoneDialog result={done} onClose={() => setDone(null)} />
    </Stack>
  );
}
