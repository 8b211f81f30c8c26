import { FormGroup, FormLabel, Stack } from '@mui/material';
import { SLEEP_TEXTS } from '../texts';
import { ClockField, FlagCheckbox, NumberField, ScaleSlider } from './fields';
import { FieldGrid } from './FieldGrid';

/** Tab 3, Etkileyen Faktörler: stress, screen time, room, last meal and the day's habits. */
export function FactorsTab() {
  const f = SLEEP_TEXTS.fields;
  const u = SLEEP_TEXTS.units;
  return (
    <Stack spacing={3}>
      <ScaleSlider name="stress_level" label={f.stress} />
      <FieldGrid>
        <NumberField name="screen_time" label={f.screenTime} unit={u.minutes} />
        <NumberField name="room_temperature" label={f.roomTemperature} unit={u.celsius} step={0.5} />
        <ClockField name="meal_time" label={f.mealTime} type="time" />
      </FieldGrid>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {f.factors}
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <FlagCheckbox name="caffeine_intake" label={f.caffeine} />
          <FlagCheckbox name="alcohol_intake" label={f.alcohol} />
          <FlagCheckbox name="exercise_done" label={f.exercise} />
          <FlagCheckbox name="medication_taken" label={f.medication} />
          <FlagCheckbox name="meditation_done" label={f.meditation} />
          <FlagCheckbox name="reading_done" label={f.reading} />
        </FormGroup>
      </Stack>
    </Stack>
  );
}
