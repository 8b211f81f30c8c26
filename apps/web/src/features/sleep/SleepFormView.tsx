import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { newSleepEntry, sleepEntryFromSession, todayInStudyZone } from '@uyku/domain';
import { sleepSessionQuery } from './api';
import type { SleepEntryFormProps } from './form/SleepEntryForm';
import { SLEEP_TEXTS } from './texts';

// The form itself (tabs, sliders, react-hook-form and the zod rules) is the heaviest part of /sleep:
// it loads when a form opens, so the list that every visit shows first neither downloads nor runs it.
const SleepEntryForm = lazy(async () => ({ default: (await import('./form/SleepEntryForm')).SleepEntryForm }));

function FormLoading() {
  return <Typography color="text.secondary">{SLEEP_TEXTS.loading}</Typography>;
}

type FormActions = Pick<SleepEntryFormProps, 'onSaved' | 'onCancel' | 'findEntryOn' | 'onEditEntry'>;

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

/** 'Yeni Uyku Kaydı': the form with the diary's defaults and today's date. */
export function NewSleepEntryView(actions: FormActions) {
  // Fixed once, so a form left open past midnight keeps the day the participant started on.
  const [initial] = useState(() => newSleepEntry(todayInStudyZone()));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Header title={SLEEP_TEXTS.form.newTitle} onBack={actions.onCancel} />
      <Suspense fallback={<FormLoading />}>
        <SleepEntryForm initial={initial} {...actions} />
      </Suspense>
    </Stack>
  );
}

/** Correcting a stored night: read in full, then the same form filled with it. */
export function EditSleepEntryView({ id, ...actions }: FormActions & { id: string }) {
  const session = useQuery(sleepSessionQuery(id));
  const t = SLEEP_TEXTS.form;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Header title={t.editTitle} onBack={actions.onCancel} />
      {session.isPending && <FormLoading />}
      {session.isError && <Alert severity="error">{t.notFound}</Alert>}
      {session.data && (
        // Keyed by record, so switching to another night starts from that night's values.
        <Suspense fallback={<FormLoading />}>
          <SleepEntryForm key={session.data.id} initial={sleepEntryFromSession(session.data)} sessionId={id} {...actions} />
        </Suspense>
      )}
    </Stack>
  );
}
