import { FormControl, FormHelperText, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { useId, type ChangeEventHandler, type FocusEventHandler, type HTMLAttributes, type ReactNode } from 'react';
import { HydratingInput } from './not-yet-interactive';

export interface OutlinedFieldProps {
  label: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  id?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The outlined text field of MUI's <TextField>, built from the same parts (label, outlined input,
 * helper text in a form control) but without the select that <TextField> always brings along with
 * its menu, popover and modal: about 14 KiB gzipped that the sign-in screen does not need.
 */
export function OutlinedField({ label, helperText, fullWidth, error, required, size, sx, id, inputMode, ...input }: OutlinedFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required} size={size} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        inputProps={{ inputMode, 'aria-describedby': helperId }}
        // On a prerendered page the input is a stand-in until the app has taken the page over.
        inputComponent={HydratingInput}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
