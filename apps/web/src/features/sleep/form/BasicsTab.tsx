import { Stack } from '@mui/material';
import { todayInStudyZone } from '@uyku/domain';
import { SLEEP_TEXTS } from '../texts';
import { ClockField, NumberField, ScaleSlider } from './fields';
import { FieldGrid } from './FieldGrid';
import { NightPreview } from './NightPreview';

/** Tab 1, Temel Bilgiler: the night's date and clock times, quality, awakenings, snoring. */
export function BasicsTab() {
  const f = SLEEP_TEXTS.fields;
  return (
    <Stack spacing={3}>
      <FieldGrid columns={2}>
        <ClockField name="date" label={f.date} type="date" required max={todayInStudyZone()} />
      </FieldGrid>
      <FieldGrid>
        <ClockField name="bedtime" label={f.bedtime} type="time" required />
        <ClockField name="sleep_time" label={f.sleepTime} type="time" required />
        <ClockField name="wake_time" label={f.wakeTime} type="time" required />
      </FieldGrid>
      <NightPreview />
      <ScaleSlider name="sleep_quality" label={f.quality} />
      <FieldGrid columns={2}>
        <NumberField name="night_awakenings" label={f.awakenings} />
      </FieldGrid>
      <ScaleSlider name="snoring_level" label={f.snoring} />
    </Stack>
  );
}
