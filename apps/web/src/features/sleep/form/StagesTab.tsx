import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { formatMinutesAsHours, hasAllStages, stageTotal } from '@uyku/domain';
import { SLEEP_TEXTS } from '../texts';
import { NumberField } from './fields';
import { FieldGrid } from './FieldGrid';
import { useSleepForm } from './form-types';

const minutes = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The live REM + deep + light total, in minutes and in hours to one decimal.
 * With one or two stages only, it says that the clock times will decide the night's sleep.
 */
function StageTotal() {
  const { control, formState, getFieldState } = useSleepForm();
  const [rem, deep, light] = useWatch({ control, name: ['rem_duration', 'deep_sleep_duration', 'light_sleep_duration'] });
  const stages = { rem_duration: minutes(rem), deep_sleep_duration: minutes(deep), light_sleep_duration: minutes(light) };
  const total = stageTotal(stages);
  const partial = total > 0 && !hasAllStages(stages);
  const error = getFieldState('total_sleep_minutes', formState).error?.message;
  const f = SLEEP_TEXTS.fields;
  return (
    <Stack spacing={1}>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} role="status" aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          {f.stageTotal}
        </Typography>
        <Typography variant="h6" component="p" data-testid="stage-total">
          {f.stageTotalValue(total, formatMinutesAsHours(total))}
        </Typography>
      </Paper>
      {partial && (
        <Alert severity="info" variant="outlined" data-testid="partial-stages">
          {f.partialStages}
        </Alert>
      )}
      {error && (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Tab 2, Uyku Aşamaları: stage minutes from a wearable, awake minutes, average heart rate. */
export function StagesTab() {
  const f = SLEEP_TEXTS.fields;
  const u = SLEEP_TEXTS.units;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {f.stagesHelp}
      </Typography>
      <FieldGrid columns={2}>
        <NumberField name="rem_duration" label={f.rem} unit={u.minutes} />
        <NumberField name="deep_sleep_duration" label={f.deep} unit={u.minutes} />
        <NumberField name="light_sleep_duration" label={f.light} unit={u.minutes} />
        <NumberField name="awake_duration" label={f.awake} unit={u.minutes} />
      </FieldGrid>
      <StageTotal />
      <FieldGrid columns={2}>
        <NumberField name="heart_rate" label={f.heartRate} unit={u.bpm} help={f.heartRateHelp} />
      </FieldGrid>
    </Stack>
  );
}
