import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { Question } from '@uyku/domain';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { FORMS_TEXTS } from '../texts';

/** What an input holds while the participant types: numbers stay text until sent. */
export type DraftValue = string | number | number[] | undefined;

export interface QuestionFieldProps {
  question: Question;
  index: number;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  error?: string;
  readOnly?: boolean;
}

function Choices({ question, value, onChange, readOnly }: QuestionFieldProps) {
  if (question.kind === 'single_choice') {
    return (
      <RadioGroup value={value === undefined ? '' : String(value)} onChange={(_e, next) => onChange(Number(next))}>
        {question.options.map((option, i) => (
          <FormControlLabel key={i} value={String(i)} control={<Radio />} label={option.label} disabled={readOnly} />
        ))}
      </RadioGroup>
    );
  }
  if (question.kind !== 'multiple_choice') return null;
  const chosen = Array.isArray(value) ? value : [];
  return (
    <FormGroup>
      {question.options.map((option, i) => (
        <FormControlLabel
          key={i}
          label={option.label}
          disabled={readOnly}
          control={
            <Checkbox
              checked={chosen.includes(i)}
              onChange={(_e, checked) => onChange(checked ? [...chosen, i] : chosen.filter((c) => c !== i))}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

function Likert({ question, value, onChange, readOnly }: QuestionFieldProps) {
  if (question.kind !== 'likert') return null;
  const steps = Array.from({ length: question.max - question.min + 1 }, (_, i) => question.min + i);
  return (
    <Stack spacing={0.5} sx={{ width: 'fit-content', maxWidth: '100%' }}>
      <RadioGroup row value={value === undefined ? '' : String(value)} onChange={(_e, next) => onChange(Number(next))}>
        {steps.map((step) => (
          <FormControlLabel
            key={step}
            value={String(step)}
            control={<Radio />}
            label={String(step)}
            labelPlacement="bottom"
            disabled={readOnly}
            sx={{ mx: 0, minWidth: 44 }}
          />
        ))}
      </RadioGroup>
      {(question.min_label || question.max_label) && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="caption" color="text.secondary">
            {question.min} = {question.min_label}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
            {question.max} = {question.max_label}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

function TypedField({ question, value, onChange, readOnly, error, labelId }: QuestionFieldProps & { labelId: string }) {
  const common = {
    value: value === undefined ? '' : String(value),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    error: Boolean(error),
    disabled: readOnly,
    slotProps: { htmlInput: { 'aria-labelledby': labelId } as Record<string, unknown> },
  };
  switch (question.kind) {
    case 'number':
      return (
        <TextField
          {...common}
          // Text, not the browser's number field, which drops a decimal comma ('6,5' became 65):
          // the answer is read with a comma or a point alike when the form is sent (draft.ts).
          type="text"
          placeholder={FORMS_TEXTS.builtin.numberPlaceholder}
          sx={{ maxWidth: 240 }}
          slotProps={{
            htmlInput: {
              ...common.slotProps.htmlInput,
              inputMode: question.integer ? 'numeric' : 'decimal',
              autoComplete: 'off',
            },
          }}
        />
      );
    case 'time':
      return (
        <TurkishClockField
          type="time"
          value={common.value}
          controlledValue={common.value}
          onChange={common.onChange}
          error={common.error}
          disabled={common.disabled}
          htmlInputProps={common.slotProps.htmlInput}
          sx={{ maxWidth: 200 }}
        />
      );
    case 'short_text':
      return <TextField {...common} fullWidth />;
    case 'long_text':
      return <TextField {...common} fullWidth multiline minRows={3} />;
    default:
      return null;
  }
}

/** One question of a built-in form, to answer or (read-only) to reread. */
export function QuestionField(props: QuestionFieldProps) {
  const { question, index, error } = props;
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth data-testid={`question-${question.id}`}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 1, whiteSpace: 'pre-line' }}>
        {index + 1}. {question.text}
        {question.required && (
          <Typography component="span" color="error" aria-label={FORMS_TEXTS.builtin.required}>
            {' *'}
          </Typography>
        )}
      </FormLabel>
      <Choices {...props} />
      <Likert {...props} />
      <TypedField {...props} labelId={labelId} />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
