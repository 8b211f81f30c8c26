import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { FormType } from '@uyku/domain';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { FORMS_TEXTS } from '../texts';

const t = FORMS_TEXTS.timepoints;

type DayState = 'done' | 'due' | 'missed' | 'later';

function stateOf(day: number, form: FormType): DayState {
  if (form.timepoints_done?.includes(day)) return 'done';
  if (form.due_timepoint === day) return 'due';
  if (form.due_timepoint !== null && form.due_timepoint !== undefined && day < form.due_timepoint) return 'missed';
  return 'later';
}

const STATE_TEXT: Record<DayState, string> = { done: t.stateDone, due: t.stateDue, missed: t.stateMissed, later: t.stateLater };

/** Whether a scheduled form's timepoint is pending, done or still to open (decision 009). */
export function scheduleClosed(form: FormType): boolean {
  return (form.schedule_days?.length ?? 0) > 0 && (form.due_timepoint ?? null) === null && !form.is_filled;
}

/** A scheduled form on /forms: the study days as chips and one line saying what is due. */
export function TimepointStatus({ form }: { form: FormType }) {
  const days = form.schedule_days ?? [];
  if (days.length === 0) return null;
  const due = form.due_timepoint ?? null;
  const next = form.next_timepoint ?? null;
  const dueDone = due !== null && (form.timepoints_done ?? []).includes(due);
  return (
    <Stack spacing={1} data-testid="form-timepoints">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" component="span">
          {t.heading}:
        </Typography>
        {days.map((day) => {
          const state = stateOf(day, form);
          return (
            <Chip
              key={day}
              size="small"
              label={
                <>
                  {t.day(day)}
                  {/* The colour says the state to the eye; a screen reader hears it in words. */}
                  <Box component="span" sx={visuallyHidden}>
                    : {STATE_TEXT[state]}
                  </Box>
                </>
              }
              title={t.dayState(day, STATE_TEXT[state])}
              data-testid={`timepoint-day-${day}`}
              data-state={state}
              color={state === 'done' ? 'success' : state === 'due' ? 'warning' : 'default'}
              variant={state === 'done' || state === 'due' ? 'filled' : 'outlined'}
              icon={state === 'done' ? <CheckCircleIcon /> : undefined}
              sx={state === 'missed' ? { textDecoration: 'line-through' } : undefined}
            />
          );
        })}
      </Stack>
      {due !== null && !dueDone && (
        <Alert severity="warning" icon={<ScheduleIcon fontSize="inherit" />} sx={{ py: 0 }}>
          {t.due(due)}
        </Alert>
      )}
      {due !== null && dueDone && (
        <Typography variant="body2" color="success.main">
          {t.done(due)}
        </Typography>
      )}
      {next !== null && (
        <Typography variant="body2" color="text.secondary">
          {due === null ? t.notYet(next) : t.next(next)}
        </Typography>
      )}
    </Stack>
  );
}
