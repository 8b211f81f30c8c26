import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ANALYSIS_PLAN_TEXTS, formatDateTime, type StudyActionResponse, type StudySettings } from '@uyku/domain';
import { api, errorMessage } from '../../../lib/api-client';
import { ConfirmDialog, type ConfirmRequest } from '../../../lib/ui/ConfirmDialog';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { studyKeys } from './api';
import { STUDY_TEXTS as T } from './texts';

/**
 * Whether the analysis plan is locked (docs/decisions/035-analysis-plan-locked.md): its date and
 * hash, 'Analiz Planını Kilitle' while it is not, and the changes made to it since, with reasons.
 */
export function AnalysisPlanStatus({ settings }: { settings: StudySettings }) {
  const notice = useNotice();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const lock = useMutation({
    mutationFn: () => api<StudyActionResponse>('/admin/study/analysis-plan/lock', { method: 'POST' }),
    onSuccess: (response) => {
      notice.success(response.message);
      queryClient.setQueryData(studyKeys.settings, response.settings);
    },
    onError: (error) => notice.error(errorMessage(error, T.loadFailed)),
  });
  const plan = settings.analysis_plan;
  return (
    <Stack spacing={1} data-testid="analysis-plan-status">
      {plan.locked_at !== null && plan.sha256 !== null ? (
        <Alert severity="success" data-testid="analysis-plan-locked">
          {ANALYSIS_PLAN_TEXTS.locked(formatDateTime(plan.locked_at), plan.sha256.slice(0, 12))}
        </Alert>
      ) : (
        <>
          <Alert severity="warning" data-testid="analysis-plan-unlocked">
            {ANALYSIS_PLAN_TEXTS.notLocked}
          </Alert>
          <Box>
            <Button
              variant="outlined"
              disabled={lock.isPending}
              onClick={() => setConfirm({ title: T.lockPlanTitle, body: T.lockPlanBody, confirmLabel: T.lockPlanConfirm, onConfirm: () => lock.mutate() })}
            >
              {T.lockPlan}
            </Button>
          </Box>
        </>
      )}
      {plan.history.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {T.planHistory}
          </Typography>
          <List dense data-testid="analysis-plan-history">
            {plan.history.map((entry) => (
              <ListItem key={entry.changed_at} disableGutters>
                <ListItemText primary={T.planHistoryRow(formatDateTime(entry.changed_at), entry.changed_by, entry.reason)} />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
