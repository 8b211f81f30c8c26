import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import {
  sleepSessionRequestSchema,
  stageTotal,
  type SleepEntryValues,
  type SleepSessionInput,
  type SleepSessionRequest,
} from '@uyku/domain';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateSleepSession, useUpdateSleepSession } from '../api';
import { SLEEP_TEXTS } from '../texts';
import { BasicsTab } from './BasicsTab';
import { FactorsTab } from './FactorsTab';
import { TAB_FIELDS, type SleepFieldName } from './form-types';
import { MoodNotesTab } from './MoodNotesTab';
import { StagesTab } from './StagesTab';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';

const PANELS = [BasicsTab, StagesTab, FactorsTab, MoodNotesTab];
const FORM_FIELDS = new Set<string>(TAB_FIELDS.flat());

function firstTabWithError(errors: FieldErrors<SleepSessionRequest>): number {
  const index = TAB_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
  return Math.max(index, 0);
}

interface Problem {
  message: string;
  /** On a duplicate night: the participant's existing entry for that date, to edit instead. */
  existingId?: string;
}

export interface SleepEntryFormProps {
  initial: SleepEntryValues;
  /** Set when correcting a stored night; absent for a new one. */
  sessionId?: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** The id of the participant's own entry on that date, if the list knows one. */
  findEntryOn: (date: string) => string | undefined;
  onEditEntry: (id: string) => void;
}

/**
 * The four-tab entry form (docs/product.md, "Sleep diary"). It validates with the same schema the server
 * applies, shows each field's message next to it and opens the first tab that has one; what the
 * server still refuses (a duplicate night) is shown above the buttons.
 */
export function SleepEntryForm({ initial, sessionId, onSaved, onCancel, findEntryOn, onEditEntry }: SleepEntryFormProps) {
  const form = useForm<SleepSessionRequest, unknown, SleepSessionInput>({
    defaultValues: initial,
    resolver: zodResolver(sleepSessionRequestSchema),
    // Fields on hidden tabs cannot take focus; the form opens the right tab instead.
    shouldFocusError: false,
  });
  const [tab, setTab] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const create = useCreateSleepSession();
  const update = useUpdateSleepSession(sessionId ?? '');
  const saving = create.isPending || update.isPending;
  const t = SLEEP_TEXTS.form;
  const errors = form.formState.errors;

  const showServerProblem = (error: unknown, date: string) => {
    const fallback = sessionId ? t.updateFailed : t.createFailed;
    if (error instanceof ApiError && error.details) {
      for (const detail of error.details) {
        if (FORM_FIELDS.has(detail.field)) {
          form.setError(detail.field as SleepFieldName, { type: 'server', message: detail.message });
        }
      }
      setTab(firstTabWithError(form.formState.errors));
    }
    const existingId = error instanceof ApiError && error.code === 'CONFLICT' ? findEntryOn(date) : undefined;
    setProblem({ message: errorMessage(error, fallback), existingId: existingId === sessionId ? undefined : existingId });
  };

  const submit = form.handleSubmit(
    (night) => {
      setProblem(null);
      // The form sends the stage total as the original form did; the server recomputes it anyway.
      const body: SleepSessionRequest = { ...night, total_sleep_minutes: stageTotal(night) };
      const options = {
        onSuccess: (answer: { message: string }) => onSaved(answer.message),
        onError: (error: unknown) => showServerProblem(error, night.date),
      };
      if (sessionId) update.mutate(body, options);
      else create.mutate(body, options);
    },
    (invalid) => setTab(firstTabWithError(invalid)),
  );

  return (
    <FormProvider {...form}>
      <Card component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={sessionId ? t.editTitle : t.newTitle}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="fullWidth">
            {t.tabs.map((label, index) => {
              const hasError = TAB_FIELDS[index]?.some((field) => errors[field]);
              return (
                <Tab
                  key={label}
                  label={
                    <span>
                      {label}
                      {hasError && <Box component="span" sx={visuallyHidden}>{`, ${t.tabHasError}`}</Box>}
                    </span>
                  }
                  wrapped
                  id={`sleep-tab-${index}`}
                  aria-controls={`sleep-tabpanel-${index}`}
                  sx={{
                    minHeight: 56,
                    minWidth: 0,
                    px: { xs: 0.5, sm: 2 },
                    fontSize: { xs: 13, sm: 14 },
                    lineHeight: 1.2,
                    // A tab with a message to fix reads red, selected or not.
                    ...(hasError && { color: 'error.main', '&.Mui-selected': { color: 'error.main' } }),
                  }}
                />
              );
            })}
          </Tabs>
        </Box>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {PANELS.map((Panel, index) => (
            // Every panel stays mounted (hidden), so its values and messages survive switching tabs.
            <Box
              key={index}
              role="tabpanel"
              hidden={tab !== index}
              id={`sleep-tabpanel-${index}`}
              aria-labelledby={`sleep-tab-${index}`}
            >
              <Panel />
            </Box>
          ))}
          <Stack spacing={2} sx={{ mt: 3 }}>
            {problem && (
              <Alert
                severity="error"
                role="alert"
                action={
                  problem.existingId ? (
                    <Button color="inherit" size="small" onClick={() => onEditEntry(problem.existingId ?? '')}>
                      {t.editExisting}
                    </Button>
                  ) : undefined
                }
              >
                {problem.message}
              </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="outlined" onClick={onCancel} sx={{ flex: { xs: 1, sm: 'none' } }}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={saving} sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 120 }}>
                {saving ? t.saving : t.save}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </FormProvider>
  );
}
