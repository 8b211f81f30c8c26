import { FormHelperText, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CLOCK_TIME, LONG_NIGHT_MINUTES, minutesUntil } from '@uyku/domain';
import { SLEEP_TEXTS } from '../texts';
import { FlagCheckbox } from './fields';
import { useSleepForm } from './form-types';

/**
 * A time in bed over 16 hours is most likely a typing mistake (07:00 typed for 19:00); the
 * participant confirms it when it is true. Shown only for such a night, or while its message stands.
 */
export function LongNightConfirm() {
  const { control, formState, getFieldState } = useSleepForm();
  const [bedtime, wake, outOfBed] = useWatch({ control, name: ['bedtime', 'wake_time', 'out_of_bed_time'] });
  const end = typeof outOfBed === 'string' && CLOCK_TIME.test(outOfBed) ? outOfBed : wake;
  const long =
    typeof bedtime === 'string' && typeof end === 'string' && CLOCK_TIME.test(bedtime) && CLOCK_TIME.test(end)
      ? minutesUntil(bedtime, end) > LONG_NIGHT_MINUTES
      : false;
  const error = getFieldState('long_night_confirmed', formState).error?.message;
  if (!long && !error) return null;
  return (
    <Stack data-field="long_night_confirmed">
      <FlagCheckbox name="long_night_confirmed" label={SLEEP_TEXTS.fields.longNightConfirm} />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
