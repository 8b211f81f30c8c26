import AddIcon from '@mui/icons-material/Add';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminForm } from '@uyku/domain';
import { ConfirmDialog, type ConfirmRequest } from '../../../lib/ui/ConfirmDialog';
import { LoadingBlock } from '../../../lib/ui/LoadingBlock';
import { adminFormsQuery, useDeleteForm, useToggleForm } from '../api';
import { FormBuilder } from '../builder/FormBuilder';
import { NoticeSnackbar } from '../../../lib/ui/notice/NoticeSnackbar';
import { useNoticeState } from '../../../lib/ui/notice/useNoticeState';
import { ADMIN_FORMS_TEXTS } from '../texts';
import { AdminFormCard } from './AdminFormCard';
import { GoogleFormDialog } from './GoogleFormDialog';
import { ResponsesPanel } from './ResponsesPanel';
import { ScheduleDialog } from '../timepoints/ScheduleDialog';

const t = ADMIN_FORMS_TEXTS;

type Editing = { kind: 'google'; form: AdminForm | null } | { kind: 'builtin'; formId: string | null } | null;

/**
 * The admin's forms (docs/product.md, "Form responses"): cards with actions, add form, and the responses panel.
 * Shown at /admin/forms and as the form responses tab of /admin.
 */
export function AdminFormsPanel() {
  const forms = useQuery(adminFormsQuery);
  const toggle = useToggleForm();
  const remove = useDeleteForm();
  const notice = useNoticeState();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<AdminForm | null>(null);
  const [scheduling, setScheduling] = useState<AdminForm | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const list = forms.data ?? [];

  const saved = (message: string) => {
    setEditing(null);
    notice.success(message);
  };

  const askDelete = (form: AdminForm) =>
    setConfirm({
      title: t.deleteTitle,
      body: t.deleteBody(form.title),
      confirmLabel: t.delete,
      danger: true,
      onConfirm: () =>
        remove.mutate(form.id, { onSuccess: () => notice.success(t.deleted), onError: () => notice.error(t.deleteFailed) }),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {forms.data ? t.heading(list.length) : t.headingPlain}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'google', form: null })}>
            {t.addGoogle}
          </Button>
          <Button variant="outlined" startIcon={<PostAddIcon />} onClick={() => setEditing({ kind: 'builtin', formId: null })}>
            {t.addBuiltin}
          </Button>
        </Stack>
      </Stack>

      {forms.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void forms.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {forms.isPending && <LoadingBlock rows={2} rowHeight={120} />}
      {forms.isSuccess && list.length === 0 && (
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
              {t.empty}
            </Typography>
          </CardContent>
        </Card>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
        {list.map((form) => (
          <AdminFormCard
            key={form.id}
            form={form}
            busy={toggle.isPending && toggle.variables === form.id}
            onResponses={() => setViewing(form)}
            onToggle={() => toggle.mutate(form.id, { onError: () => notice.error(t.toggleFailed) })}
            onEdit={() => setEditing(form.kind === 'google' ? { kind: 'google', form } : { kind: 'builtin', formId: form.id })}
            onSchedule={() => setScheduling(form)}
            onDelete={() => askDelete(form)}
          />
        ))}
      </Box>

      {editing?.kind === 'google' && <GoogleFormDialog form={editing.form} onClose={() => setEditing(null)} onSaved={saved} />}
      {editing?.kind === 'builtin' && <FormBuilder formId={editing.formId} onClose={() => setEditing(null)} onSaved={saved} />}
      {scheduling && (
        <ScheduleDialog
          form={scheduling}
          onClose={() => setScheduling(null)}
          onSaved={(message) => {
            setScheduling(null);
            notice.success(message);
          }}
        />
      )}
      {viewing && (
        <ResponsesPanel
          form={viewing}
          onClose={() => setViewing(null)}
          onNotice={(severity, text) => (severity === 'success' ? notice.success(text) : notice.error(text))}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <NoticeSnackbar notice={notice.notice} onClose={notice.close} testId="forms-notice" />
    </Stack>
  );
}
