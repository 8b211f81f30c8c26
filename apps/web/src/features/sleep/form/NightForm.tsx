import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import {
  nightRequestSchema,
  stageTotal,
  type NightFormValues,
  type NightInput,
  type NightRequest,
} from '@uyku/domain';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateNight, useUpdateNight } from '../api';
import { SLEEP_TEXTS } from '../texts';
import { BasicsTab } from './BasicsTab';
import { DeviceFill } from './DeviceFill';
import { FactorsTab } from './FactorsTab';
import { TAB_FIELDS, type SleepFieldName } from './form-types';
import { MoodNotesTab } from './MoodNotesTab';
import { StagesTab } from './StagesTab';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { focusFirstError } from './focus-first-error';
import { untouchedFactors, untouchedFieldsOf, untouchedNightAnswers } from './untouched';
import { UntouchedDialog } from './UntouchedDialog';
import { clearSleepDraft, writeSleepDraft } from './sleep-draft';

const PANELS = [BasicsTab, StagesTab, FactorsTab, MoodNotesTab];
/** The stages tab, where 'Cihazdan Doldur' offers an imported device night's minutes. */
const STAGES_PANEL = PANELS.indexOf(StagesTab);
const FORM_FIELDS = new Set<string>(TAB_FIELDS.flat());

function firstTabWithError(errors: FieldErrors<NightRequest>): number {
  const index = TAB_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
  return Math.max(index, 0);
}

interface Problem {
  message: string;
  /** On a duplicate night: the participant's existing entry for that date, to edit instead. */
  existingId?: string;
}

export interface NightFormProps {
  initial: NightFormValues;
  /** Set when correcting a stored night; absent for a new one. */
  sessionId?: string;
  /** The stored night's untouched fields (a correction keeps those it leaves alone). */
  storedUntouched?: readonly string[];
  /** `kept`: no server answered and the night waits on the device (docs/decisions/021-offline-outbox.md). */
  onSaved: (message: string, outcome?: 'kept') => void;
  onCancel: () => void;
  /** The id of the participant's own entry on that date, if the list knows one. */
  findEntryOn: (date: string) => string | undefined;
  onEditEntry: (id: string) => void;
  /** Told whenever the answers start or stop differing from what the form opened with. */
  onDirtyChange?: (dirty: boolean) => void;
  /** A new night: where its draft is kept on the device, and the draft found there when it opened. */
  draftKey?: string;
  draft?: Partial<NightRequest> | null;
}

/** Below the fixed top bar (56 px on a phone, 64 px wider) with a little air: where a field scrolls to. */
const FIELD_SCROLL_MARGIN = { xs: 72, sm: 80 };

/**
 * The four-tab entry form (docs/product.md, "Sleep diary"). It validates with the same schema the server
 * applies, shows each field's message next to it, opens the first tab that has one, brings its first
 * field into view and counts the fields to fix beside 'Kaydet'; what the server still refuses (a
 * duplicate night) is shown above the buttons. A new night whose answers were never changed is
 * saved only after the participant confirms them.
 */
export function NightForm({
  initial,
  sessionId,
  storedUntouched,
  onSaved: onSavedOuter,
  onCancel,
  findEntryOn,
  onEditEntry,
  onDirtyChange,
  draftKey,
  draft,
}: NightFormProps) {
  const form = useForm<NightRequest, unknown, NightInput>({
    defaultValues: initial,
    resolver: zodResolver(nightRequestSchema),
    // Fields on hidden tabs cannot take focus; the form opens the right tab instead.
    shouldFocusError: false,
  });
  const [tab, setTab] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  // A new night held back until the participant confirms its untouched answers or factors, with their labels.
  const [unconfirmed, setUnconfirmed] = useState<{
    night: NightInput;
    answers: string[];
    factors: string[] | null;
  } | null>(null);
  // Counts refused saves: once a refusal's tab and message are drawn, its field is brought into view.
  const [refusals, setRefusals] = useState(0);
  const revealed = useRef(0);
  const panels = useRef<(HTMLElement | null)[]>([]);
  const create = useCreateNight();
  const update = useUpdateNight(sessionId ?? '');
  const saving = create.isPending || update.isPending;
  const t = SLEEP_TEXTS.form;
  // Read while rendering, so react-hook-form keeps the dirty state that 'Kaydet' checks up to date.
  const { errors, dirtyFields: _dirty, submitCount } = form.formState;
  const invalidCount = Object.keys(errors).length;
  const { isDirty } = form.formState;

  // A kept draft comes back as changed answers, so the untouched-night question and the leave
  // question see them as the participant's own.
  useEffect(() => {
    if (!draft) return;
    for (const [key, value] of Object.entries(draft)) {
      const name = key as keyof NightRequest;
      if (FORM_FIELDS.has(name) && value !== undefined && value !== initial[name as keyof typeof initial]) {
        form.setValue(name as SleepFieldName, value as never, { shouldDirty: true });
      }
    }
    // Once, when the form opens with the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change of a new night is kept on the device until it is saved or left with 'Çık'.
  useEffect(() => {
    if (!draftKey) return;
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty: changed }) => {
        if (changed) writeSleepDraft(draftKey, values);
      },
    });
  }, [form, draftKey]);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const onSaved: typeof onSavedOuter = (message, outcome) => {
    if (draftKey) clearSleepDraft(draftKey);
    onDirtyChange?.(false);
    onSavedOuter(message, outcome);
  };

  useEffect(() => {
    // react-hook-form publishes the messages after the refusal's callback: wait until one is drawn.
    if (refusals > revealed.current && focusFirstError(panels.current[tab] ?? null)) revealed.current = refusals;
  }, [refusals, tab, submitCount, invalidCount]);

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

  const save = (night: NightInput) => {
    setProblem(null);
    // The form sends the stage total as the original form did; the server recomputes it anyway.
    // Which fields keep the form's default without having been touched (docs/sleep-metrics.md, "Untouched answers").
    const untouched = untouchedFieldsOf(form.formState.dirtyFields, sessionId ? (storedUntouched ?? []) : null);
    const body: NightRequest = { ...night, total_sleep_minutes: stageTotal(night), untouched_fields: untouched };
    const onError = (error: unknown) => showServerProblem(error, night.date);
    if (sessionId) update.mutate(body, { onSuccess: (answer) => onSaved(answer.message), onError });
    else
      create.mutate(body, {
        // Kept on the device: back to the list at once, which shows the night as waiting.
        onSuccess: (outcome) => (outcome.queued ? onSaved(t.queued, 'kept') : onSaved(outcome.answer.message)),
        onError,
      });
  };

  const submit = form.handleSubmit(
    (night) => {
      // Only a new night asks: an edit starts from the participant's own answers.
      // Asked when the night's own answers were never changed; the question then also names the
      // factors left at their defaults. Factors alone are optional: kept as untouched, not asked.
      const answers = sessionId ? null : untouchedNightAnswers(form.formState.dirtyFields);
      if (answers) setUnconfirmed({ night, answers, factors: untouchedFactors(form.formState.dirtyFields) });
      else save(night);
    },
    (invalid) => {
      setTab(firstTabWithError(invalid));
      setRefusals((count) => count + 1);
    },
  );

  return (
    <FormProvider {...form}>
      <Card
        component="form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={sessionId ? t.editTitle : t.newTitle}
        sx={{ '& .MuiFormControl-root, & [data-field], & .MuiAlert-root': { scrollMarginTop: FIELD_SCROLL_MARGIN } }}
      >
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
              ref={(element: HTMLElement | null) => {
                panels.current[index] = element;
              }}
              hidden={tab !== index}
              id={`sleep-tabpanel-${index}`}
              aria-labelledby={`sleep-tab-${index}`}
            >
              {index === STAGES_PANEL && <DeviceFill />}
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
            {submitCount > 0 && invalidCount > 0 && (
              <Alert severity="warning" role="alert" data-testid="invalid-summary">
                {t.invalidSummary(invalidCount)}
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
      <UntouchedDialog
        open={unconfirmed !== null}
        answers={unconfirmed?.answers ?? []}
        factors={unconfirmed?.factors ?? null}
        onEdit={() => setUnconfirmed(null)}
        onSave={() => {
          if (unconfirmed) save(unconfirmed.night);
          setUnconfirmed(null);
        }}
      />
    </FormProvider>
  );
}
