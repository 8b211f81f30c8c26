import { Stack, TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SLEEP_NOTES_MAX_LENGTH } from '@uyku/domain';
import { SLEEP_TEXTS } from '../texts';
import { MoodPicker } from './fields';
import { useSleepForm } from './form-types';

/** Tab 4, Ruh Hali ve Notlar: mood before sleep and after waking (1-5), free-text notes. */
export function MoodNotesTab() {
  const f = SLEEP_TEXTS.fields;
  const { register, control, formState, getFieldState } = useSleepForm();
  const notes = useWatch({ control, name: 'notes' });
  const error = getFieldState('notes', formState).error?.message;
  const { ref, ...field } = register('notes');
  return (
    <Stack spacing={3}>
      <MoodPicker name="mood_before_sleep" label={f.moodBefore} />
      <MoodPicker name="mood_after_sleep" label={f.moodAfter} />
      <TextField
        {...field}
        inputRef={ref}
        label={f.notes}
        placeholder={f.notesPlaceholder}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `${(notes ?? '').length}/${SLEEP_NOTES_MAX_LENGTH}`}
      />
    </Stack>
  );
}
