import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { newNight, sleepEntryFromSession, todayInStudyZone } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { UnsavedChangesDialog } from '../../lib/ui/UnsavedChangesDialog';
import { useUnsavedLinkGuard } from '../../lib/useUnsavedLinkGuard';
import { nightQuery } from './api';
import type { NightFormProps } from './form/NightForm';
import { clearSleepDraft, readSleepDraft, sleepDraftKey } from './form/sleep-draft';
import { SLEEP_TEXTS } from './texts';

// The form itself (tabs, sliders, react-hook-form and the zod rules) is the heaviest part of /sleep:
// it loads when a form opens, so the list that every visit shows first neither downloads nor runs it.
const NightForm = lazy(async () => ({ default: (await import('./form/NightForm')).NightForm }));

function FormLoading() {
  return <Typography color="text.secondary">{SLEEP_TEXTS.loading}</Typography>;
}

type FormActions = Pick<NightFormProps, 'onSaved' | 'onCancel' | 'findEntryOn' | 'onEditEntry'>;

function Header({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, rowGap: 1 }}>
      <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
        {SLEEP_TEXTS.form.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {title}
      </Typography>
    </Stack>
  );
}

/**
 * Leaving a form with unsaved answers asks first (docs/product.md, "App shell"): 'İptal', the back
 * button above it and any in-app link (the bell, the menu) open 'Kaydedilmemiş değişiklikler var…';
 * 'Çık' gives the answers (and the device's draft) up, 'Düzenlemeye Dön' keeps them.
 */
function useLeaveQuestion(onCancel: () => void, draftKey?: string) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const links = useUnsavedLinkGuard(dirty, () => setAsking(true));
  const cancel = () => (dirty ? setAsking(true) : onCancel());
  const dialog = (
    <UnsavedChangesDialog
      open={asking}
      onStay={() => {
        setAsking(false);
        links.release();
      }}
      onLeave={() => {
        setAsking(false);
        setDirty(false);
        if (draftKey) clearSleepDraft(draftKey);
        if (!links.follow()) onCancel();
      }}
    />
  );
  return { cancel, setDirty, dialog };
}

/** 'Yeni Uyku Kaydı': the form with the diary's defaults and today's date, or the draft kept on the device. */
export function NewNightView(actions: FormActions) {
  const { user } = useSession();
  const draftKey = sleepDraftKey(user?.userId ?? '');
  // Fixed once, so a form left open past midnight keeps the day the participant started on.
  const [initial] = useState(() => newNight(todayInStudyZone()));
  const [draft] = useState(() => readSleepDraft(draftKey));
  const leave = useLeaveQuestion(actions.onCancel, draftKey);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Header title={SLEEP_TEXTS.form.newTitle} onBack={leave.cancel} />
      <Suspense fallback={<FormLoading />}>
        <NightForm
          initial={initial}
          {...actions}
          onCancel={leave.cancel}
          onDirtyChange={leave.setDirty}
          draftKey={draftKey}
          draft={draft}
        />
      </Suspense>
      {leave.dialog}
    </Stack>
  );
}

/** Correcting a stored night: read in full, then the same form filled with it. */
export function EditNightView({ id, ...actions }: FormActions & { id: string }) {
  const session = useQuery(nightQuery(id));
  const t = SLEEP_TEXTS.form;
  const leave = useLeaveQuestion(actions.onCancel);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Header title={t.editTitle} onBack={leave.cancel} />
      {leave.dialog}
      {session.isPending && <FormLoading />}
      {session.isError && <Alert severity="error">{t.notFound}</Alert>}
      {session.data && (
        // Keyed by record, so switching to another night starts from that night's values.
        <Suspense fallback={<FormLoading />}>
          <NightForm
            key={session.data.id}
            initial={sleepEntryFromSession(session.data)}
            storedUntouched={session.data.untouched_fields}
            sessionId={id}
            {...actions}
            onCancel={leave.cancel}
            onDirtyChange={leave.setDirty}
          />
        </Suspense>
      )}
    </Stack>
  );
}
