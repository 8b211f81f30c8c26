import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CLOCK_TIME, computeSleepMetrics, formatOneDecimal, formatSleepDuration, nightProblems } from '@uyku/domain';
import { SLEEP_TEXTS } from '../texts';
import { useSleepForm } from './form-types';

const minutes = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const optionalTime = (value: unknown) => (typeof value === 'string' && CLOCK_TIME.test(value) ? value : null);

/**
 * The night's metrics as they will be stored, previewed while the times are typed, so a
 * participant sees at once whether "23:00 → 07:00" reads as the night they meant.
 */
export function NightPreview() {
  const { control } = useSleepForm();
  const [bedtime, sleep_time, wake_time, rem, deep, light, awake, tried, outOfBed, waso, confirmed] = useWatch({
    control,
    name: [
      'bedtime',
      'sleep_time',
      'wake_time',
      'rem_duration',
      'deep_sleep_duration',
      'light_sleep_duration',
      'awake_duration',
      'tried_to_sleep_time',
      'out_of_bed_time',
      'waso_minutes',
      'long_night_confirmed',
    ],
  });
  if (![bedtime, sleep_time, wake_time].every((time) => typeof time === 'string' && CLOCK_TIME.test(time))) return null;
  const night = {
    bedtime,
    sleep_time,
    wake_time,
    rem_duration: minutes(rem),
    deep_sleep_duration: minutes(deep),
    light_sleep_duration: minutes(light),
    awake_duration: minutes(awake),
    tried_to_sleep_time: optionalTime(tried),
    out_of_bed_time: optionalTime(outOfBed),
    waso_minutes: typeof waso === 'number' && Number.isFinite(waso) ? waso : null,
    long_night_confirmed: confirmed === true,
  };
  // A half-typed optional time shows no preview rather than a wrong one.
  if ((tried && !night.tried_to_sleep_time) || (outOfBed && !night.out_of_bed_time)) return null;
  if (nightProblems(night).length > 0) return null;
  const metrics = computeSleepMetrics(night);
  const t = SLEEP_TEXTS.nightPreview;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="night-preview">
      {t.inBed}: {formatSleepDuration(metrics.timeInBed)} · {t.latency}: {metrics.sleepOnsetLatency} dk · {t.asleep}:{' '}
      {formatSleepDuration(metrics.totalSleepMinutes)} · {t.efficiency}: %{formatOneDecimal(metrics.sleepEfficiency)}
      {night.out_of_bed_time ? ` · ${t.terminalWake}: ${metrics.terminalWakefulness} dk` : ''}
    </Typography>
  );
}
