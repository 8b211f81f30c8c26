import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FormType } from '@uyku/domain';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import { queryPhase } from '../../lib/ui/query-phase';
import { usePendingWrites, type OutboxItem } from '../../lib/outbox';
import { usePageTitle } from '../../lib/usePageTitle';
import { formTypesQuery } from './api';
import { FormsOverview } from './FormsOverview';
import { FormModal } from './FormModal';
import { markedFormId, PendingFormMarks } from './PendingFormMarks';
import { NoticeSnackbar } from '../../lib/ui/notice/NoticeSnackbar';
import { useNoticeState } from '../../lib/ui/notice/useNoticeState';
import { FORMS_TEXTS } from './texts';

/**
 * /forms (docs/product.md, "Questionnaires (forms)"): progress, a card per form, and the form modal.
 * Skeletons while the list loads, an error with 'Tekrar Dene' when it failed, and 'Henüz form yok'
 * only for an answered empty list (docs/product.md, "App shell").
 */
export default function FormsPage() {
  const types = useQuery(formTypesQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const notice = useNoticeState();
  const list = queryPhase(types);
  const forms: FormType[] = list.phase === 'ready' ? list.data : [];
  const open = forms.find((form) => form.id === openId) ?? null;
  const marks = usePendingWrites('form-response');
  const pendingByForm = useMemo(() => {
    const byForm = new Map<string, OutboxItem['state']>();
    for (const item of marks) {
      const id = markedFormId(item);
      if (id) byForm.set(id, item.state);
    }
    return byForm;
  }, [marks]);
  // The cards say which forms wait; the titles are listed apart while the cards cannot load, and for a refused mark.
  const listedApart = list.phase === 'ready' ? marks.filter((item) => item.state === 'refused') : marks;

  usePageTitle(FORMS_TEXTS.pageTitle);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {FORMS_TEXTS.pageTitle}
        </Typography>
        <Typography color="text.secondary">{FORMS_TEXTS.intro}</Typography>
      </Stack>

      <PendingFormMarks items={listedApart} />
      {list.phase === 'failed' && <LoadFailed message={FORMS_TEXTS.loadFailed} onRetry={() => void types.refetch()} />}
      {list.phase === 'loading' && <LoadingBlock rows={3} rowHeight={96} />}
      {list.phase === 'ready' && <FormsOverview forms={forms} onOpen={setOpenId} pending={pendingByForm} />}

      <FormModal form={open} onClose={() => setOpenId(null)} onSaved={notice.success} onFailed={notice.error} />
      <NoticeSnackbar notice={notice.notice} onClose={notice.close} testId="forms-notice" />
    </Stack>
  );
}
