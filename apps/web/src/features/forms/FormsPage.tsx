import AssignmentIcon from '@mui/icons-material/Assignment';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormType } from '@uyku/domain';
import { usePageTitle } from '../../lib/usePageTitle';
import { formTypesQuery } from './api';
import { FormCard } from './FormCard';
import { FormModal } from './FormModal';
import { NoticeSnackbar } from '../../lib/ui/notice/NoticeSnackbar';
import { useNoticeState } from '../../lib/ui/notice/useNoticeState';
import { FORMS_TEXTS } from './texts';

/** /forms (docs/product.md, "Questionnaires (forms)"): progress, a card per form, and the form modal. */
export default function FormsPage() {
  const types = useQuery(formTypesQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const notice = useNoticeState();
  // A failed load is only logged: the empty state is shown.
  const forms: FormType[] = types.data ?? [];
  const filled = forms.filter((form) => form.is_filled).length;
  const open = forms.find((form) => form.id === openId) ?? null;

  usePageTitle(FORMS_TEXTS.pageTitle);
  useEffect(() => {
    if (types.isError) console.warn('forms list could not be loaded');
  }, [types.isError]);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {FORMS_TEXTS.pageTitle}
        </Typography>
        <Typography color="text.secondary">{FORMS_TEXTS.intro}</Typography>
      </Stack>

      {types.isPending ? (
        <Typography color="text.secondary">{FORMS_TEXTS.loading}</Typography>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h6" component="p" data-testid="forms-progress">
                {FORMS_TEXTS.progress(filled, forms.length)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={forms.length === 0 ? 0 : (filled / forms.length) * 100}
                aria-label={FORMS_TEXTS.progress(filled, forms.length)}
                color="success"
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Stack>
          </CardContent>
        </Card>
      )}

      {!types.isPending && forms.length === 0 && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }}>
              <AssignmentIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
              <Typography color="text.secondary">{FORMS_TEXTS.empty}</Typography>
            </Stack>
          </CardContent>
        </Card>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {forms.map((form) => (
          <FormCard key={form.id} form={form} onOpen={() => setOpenId(form.id)} />
        ))}
      </Box>

      <FormModal
        form={open}
        onClose={() => setOpenId(null)}
        onSaved={notice.success}
        onFailed={notice.error}
      />
      <NoticeSnackbar notice={notice.notice} onClose={notice.close} testId="forms-notice" />
    </Stack>
  );
}
