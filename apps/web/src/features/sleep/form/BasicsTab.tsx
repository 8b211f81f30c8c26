import { Stack, Typography } from '@mui/material';
import { todayInStudyZone } from '@uyku/domain';
import { SLEEP_TEXTS } from '../texts';
import { ClockField, NumberField, ScaleSlider } from './fields';
import { FieldGrid } from './FieldGrid';
import { LongNightConfirm } from './LongNightConfirm';
import { NightPreview } from './NightPreview';

/**
 * Tab 1, Temel Bilgiler: the night's date and clock times, quality, awakenings, snoring; beside
 * them the optional Consensus Sleep Diary items (tried to sleep, out of bed, WASO as recalled).
 */
export function BasicsTab() {
  const f = SLEEP_TEXTS.fields;
  return (
    <Stack spacing={3}>
      <FieldGrid columns={2}>
        <ClockField name="date" label={f.date} type="date" required max={todayInStudyZone()} help={f.dateHelp} />
      </FieldGrid>
      <FieldGrid>
        <ClockField name="bedtime" label={f.bedtime} type="time" required />
        <ClockField name="sleep_time" label={f.sleepTime} type="time" required />
        <ClockField name="wake_time" label={f.wakeTime} type="time" required />
      </FieldGrid>
      <Stack spacing={2} component="section" aria-labelledby="csd-items-title">
        <div>
          {/* h2: the form's h1 is the nearest heading above (a skipped level fails axe's heading-order). */}
          <Typography id="csd-items-title" variant="subtitle2" component="h2">
            {f.csdTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {f.csdHelp}
          </Typography>
        </div>
        <FieldGrid>
          <ClockField name="tried_to_sleep_time" label={f.triedToSleep} type="time" />
          <ClockField name="out_of_bed_time" label={f.outOfBed} type="time" />
          <NumberField name="waso_minutes" label={f.waso} unit={SLEEP_TEXTS.units.minutes} />
        </FieldGrid>
      </Stack>
      <LongNightConfirm />
      <NightPreview />
      <ScaleSlider name="sleep_quality" label={f.quality} />
      <FieldGrid columns={2}>
        <NumberField name="night_awakenings" label={f.awakenings} />
      </FieldGrid>
      <ScaleSlider name="snoring_level" label={f.snoring} />
    </Stack>
  );
}
