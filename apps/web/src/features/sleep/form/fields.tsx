import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Slider,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SLEEP_BOUNDS, SLEEP_FIELDS } from '@uyku/domain';
import { decimalFieldValue, isUnreadNumber, numberFormatMessage } from './decimal-text';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { SLEEP_TEXTS } from '../texts';
import { FIELD_DEPS, useSleepForm, type FlagFieldName, type NumberFieldName, type ScaleFieldName, type TextFieldName } from './form-types';

/** Inputs of the entry form, each wired to react-hook-form and showing its field's message. */

function useFieldError(name: Parameters<ReturnType<typeof useSleepForm>['getFieldState']>[0]) {
  const { formState, getFieldState } = useSleepForm();
  return getFieldState(name, formState).error?.message;
}

export function NumberField({
  name,
  label,
  unit,
  help,
  step = 1,
}: {
  name: NumberFieldName;
  label: string;
  unit?: string;
  help?: string;
  step?: number;
}) {
  const { register, control } = useSleepForm();
  const fieldError = useFieldError(name);
  // A text field read by decimalFieldValue: '21,5' and '21.5' are both 21.5; what is not a number
  // stays text, is refused, and the message names the accepted form.
  const { ref, ...field } = register(name, { setValueAs: decimalFieldValue, deps: FIELD_DEPS[name] });
  const value: unknown = useWatch({ control, name });
  const decimal = step < 1;
  const error = fieldError && isUnreadNumber(value) ? numberFormatMessage(SLEEP_FIELDS[name].messageLabel, decimal) : fieldError;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={label}
      type="text"
      fullWidth
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{
        // Always above the box: an optional field may be empty, and a long label would run into the unit.
        inputLabel: { shrink: true },
        htmlInput: { inputMode: decimal ? 'decimal' : 'numeric', autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/**
 * Date and clock-time inputs: the browser's own pickers (which phones render well) with the value
 * drawn in Turkish formats whatever the browser's language (lib/ui/TurkishClockField).
 */
export function ClockField({
  name,
  label,
  type,
  required,
  max,
  help,
}: {
  name: Exclude<TextFieldName, 'notes'>;
  label: string;
  type: 'date' | 'time';
  required?: boolean;
  max?: string;
  help?: string;
}) {
  const { register, control } = useSleepForm();
  const error = useFieldError(name);
  const value = useWatch({ control, name });
  const { ref, name: fieldName, onChange, onBlur } = register(name, { deps: FIELD_DEPS[name] });
  return (
    <TurkishClockField
      name={fieldName}
      onChange={(event) => void onChange(event)}
      onBlur={(event) => void onBlur(event)}
      inputRef={ref}
      label={label}
      type={type}
      value={typeof value === 'string' ? value : ''}
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? help}
      max={max}
    />
  );
}

/** A 1-10 (or 0-10) scale with its current value written next to the label. */
export function ScaleSlider({ name, label }: { name: ScaleFieldName; label: string }) {
  const { control } = useSleepForm();
  const error = useFieldError(name);
  const labelId = useId();
  const bound = SLEEP_BOUNDS[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box data-field={name}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={labelId} component="span" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="span" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
              {field.value ?? bound.min}/{bound.max}
            </Typography>
          </Stack>
          <Box sx={{ px: 1.5 }}>
            <Slider
              name={field.name}
              value={typeof field.value === 'number' ? field.value : bound.min}
              onChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              min={bound.min}
              max={bound.max}
              step={1}
              marks
              // The value is written beside the label; a bubble over the thumb would cover it.
              valueLabelDisplay="off"
              slotProps={{ input: { 'aria-labelledby': labelId } }}
            />
          </Box>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      )}
    />
  );
}

/** A yes/no answer as a checkbox: the day's factors, and the long-night confirmation. */
export function FlagCheckbox({ name, label }: { name: FlagFieldName | 'long_night_confirmed'; label: string }) {
  const { control } = useSleepForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          }
          label={label}
        />
      )}
    />
  );
}

const MOOD_FACES = [
  SentimentVeryDissatisfiedIcon,
  SentimentDissatisfiedIcon,
  SentimentNeutralIcon,
  SentimentSatisfiedIcon,
  SentimentVerySatisfiedIcon,
] as const;

/** Mood 1-5 as five big buttons: easier than a slider on a phone at night. */
export function MoodPicker({ name, label }: { name: 'mood_before_sleep' | 'mood_after_sleep'; label: string }) {
  const { control } = useSleepForm();
  const error = useFieldError(name);
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box data-field={name}>
          <Typography id={labelId} sx={{ fontWeight: 500, mb: 1 }}>
            {label}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={field.value ?? null}
            onChange={(_, value: number | null) => {
              // Pressing the chosen mood again keeps it: a mood is always set.
              if (value !== null) field.onChange(value);
            }}
            aria-labelledby={labelId}
          >
            {SLEEP_TEXTS.moods.map((mood, index) => {
              const Face = MOOD_FACES[index] ?? SentimentNeutralIcon;
              return (
              <ToggleButton
                key={mood}
                value={index + 1}
                aria-label={`${index + 1} - ${mood}`}
                sx={{ flexDirection: 'column', py: 1, gap: 0.25, minWidth: 0 }}
              >
                <Face aria-hidden />
                <Typography component="span" variant="caption" sx={{ lineHeight: 1.2 }} aria-hidden>
                  {mood}
                </Typography>
              </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      )}
    />
  );
}
