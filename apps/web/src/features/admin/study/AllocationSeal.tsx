import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { allocationSealedText, formatDateTime, type StudyActionResponse, type StudySettings } from '@uyku/domain';
import { api, errorMessage } from '../../../lib/api-client';
import { ConfirmDialog, type ConfirmRequest } from '../../../lib/ui/ConfirmDialog';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { studyKeys } from './api';
import { STUDY_TEXTS as T } from './texts';

/**
 * The sealed allocation list (docs/decisions/033-sealed-allocation-list.md): its commitment while
 * concealed, and 'Atama Listesini Aç', which ends concealment for good after a confirmation.
 */
export function AllocationSeal({ settings }: { settings: StudySettings }) {
  const notice = useNotice();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const reveal = useMutation({
    mutationFn: () => api<StudyActionResponse>('/admin/study/allocation-list/reveal', { method: 'POST' }),
    onSuccess: (response) => {
      notice.success(response.message);
      queryClient.setQueryData(studyKeys.settings, response.settings);
    },
    onError: (error) => notice.error(errorMessage(error, T.loadFailed)),
  });
  const list = settings.allocation_list;
  return (
    <Stack spacing={1} data-testid="allocation-seal">
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {T.sealTitle}
      </Typography>
      {list === null ? (
        <Typography variant="body2" color="text.secondary">
          {T.sealNone}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LockOutlinedIcon fontSize="small" color="success" aria-hidden />
            <Typography variant="body2" data-testid="allocation-commitment" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {allocationSealedText(list.commitment)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {T.sealHelp}
          </Typography>
          {list.revealed_at === null ? (
            <Box>
              <Button
                variant="outlined"
                color="warning"
                disabled={reveal.isPending}
                onClick={() =>
                  setConfirm({ title: T.revealTitle, body: T.revealBody, confirmLabel: T.revealConfirm, danger: true, onConfirm: () => reveal.mutate() })
                }
              >
                {T.reveal}
              </Button>
            </Box>
          ) : (
            <Alert severity="info" data-testid="allocation-revealed">
              {T.revealed(formatDateTime(list.revealed_at))}
            </Alert>
          )}
        </>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
