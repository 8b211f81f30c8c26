import { TextField } from '@mui/material';
import { AUDIO_HEART_RATE_MAX, AUDIO_HEART_RATE_MIN, AUDIO_MSG, isValidAudioHeartRate } from '@uyku/domain';
import { MEASURE_TEXTS } from './texts';

/**
 * The reference device's value typed beside a camera or Bluetooth measurement, when the study
 * validates its measurement (docs/heart-rate-validation.md). Optional: left empty, nothing is sent.
 */
export function ReferenceField({ value, error, onChange }: { value: string; error: boolean; onChange: (value: string) => void }) {
  return (
    <TextField
      label={MEASURE_TEXTS.referenceLabel}
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { min: AUDIO_HEART_RATE_MIN, max: AUDIO_HEART_RATE_MAX, inputMode: 'numeric', step: 1, 'data-testid': 'reference-bpm' },
        inputLabel: { shrink: true },
      }}
      helperText={error ? AUDIO_MSG.referenceInvalid : MEASURE_TEXTS.referenceHelp}
      error={error}
      fullWidth
    />
  );
}

/** The typed reference as the API takes it: undefined when left empty, null when not a value in 40–200. */
export function referenceBpmOf(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isInteger(value) && isValidAudioHeartRate(value) ? value : null;
}
