import DevicesIcon from '@mui/icons-material/Watch';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { deviceClockTime, type StoredDeviceNight } from '@uyku/domain';
import { useSession } from '../../../lib/session-context';
import { deviceNightsQuery } from '../device-nights-api';
import { SLEEP_TEXTS } from '../texts';
import { useSleepForm } from './form-types';

/** Of several devices' nights on one date, one with stages first. */
function bestOf(nights: readonly StoredDeviceNight[], date: string): StoredDeviceNight | undefined {
  const onDate = nights.filter((night) => night.date === date);
  return onDate.find((night) => night.stages_available) ?? onDate[0];
}

/**
 * 'Cihazdan Doldur' (docs/product.md, "Sleep diary"): for a date with an imported device night, the
 * device's clock times (in bed, asleep, awake, out of bed) and its REM, deep, light and awake
 * minutes are written into the form. The participant still
 * checks and saves: what they save stays their own report.
 */
export function DeviceFill() {
  const participant = useSession().user?.isAdmin === false;
  const { control, setValue } = useSleepForm();
  const date = useWatch({ control, name: 'date' });
  const stored = useQuery({ ...deviceNightsQuery(participant), select: (answer) => answer.nights });
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const night = stored.data && typeof date === 'string' ? bestOf(stored.data, date) : undefined;
  if (!night) return null;
  const t = SLEEP_TEXTS.deviceFill;
  const vendor = SLEEP_TEXTS.deviceImport.vendors[night.vendor];
  const key = `${night.vendor} ${night.date}`;

  const fill = () => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    // The device's clock times too: stages beside the form's default 22:00/23:00/07:00 would
    // describe a night that never was.
    const clock = (field: 'bedtime' | 'sleep_time' | 'wake_time' | 'out_of_bed_time', iso: string) => {
      const time = deviceClockTime(iso);
      if (time !== null) setValue(field, time, options);
    };
    clock('bedtime', night.in_bed_start);
    clock('sleep_time', night.sleep_onset);
    clock('wake_time', night.final_wake);
    clock('out_of_bed_time', night.in_bed_end);
    if (night.stages_available) {
      setValue('rem_duration', night.rem_minutes ?? 0, options);
      setValue('deep_sleep_duration', night.deep_minutes ?? 0, options);
      setValue('light_sleep_duration', night.light_minutes ?? 0, options);
    }
    setValue('awake_duration', night.awake_minutes, options);
    setFilledFor(key);
  };

  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="device-fill">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
          {night.stages_available ? t.help(vendor) : t.noStages(vendor)}
        </Typography>
        <Button variant="outlined" startIcon={<DevicesIcon />} onClick={fill}>
          {t.button}
        </Button>
      </Stack>
      {filledFor === key && (
        <Alert severity="success" role="status">
          {t.filled}
        </Alert>
      )}
    </Stack>
  );
}
