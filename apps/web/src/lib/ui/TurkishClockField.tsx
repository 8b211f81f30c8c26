import { Box, TextField, type SxProps, type Theme } from '@mui/material';
import { useRef, useState, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import { formatDateShort } from '@uyku/domain';

/**
 * A date or clock-time input that shows Turkish formats (23.11.2026, 22:00) whatever the browser's
 * language (docs/decisions/012-turkish-date-time-inputs.md). It stays the
 * browser's own `<input type="date|time">`, so its value is ISO (2026-11-23, 22:00) for the form,
 * the API and anything that fills it, and a phone opens its own wheel or calendar. Only what is
 * drawn changes: the native text is hidden and the Turkish one is written over it. A tap or click
 * opens the picker; a keyboard user who tabs in edits the native segments, shown while they type.
 */

/** What the field shows for an ISO value; an empty field shows the Turkish pattern. */
export function turkishClockText(type: 'date' | 'time', value: string | null | undefined): string {
  if (!value) return '';
  return type === 'date' ? formatDateShort(value) : value.slice(0, 5);
}

export const CLOCK_PATTERN = { date: 'GG.AA.YYYY', time: 'SS:DD' } as const;

export interface TurkishClockFieldProps {
  type: 'date' | 'time';
  /** Omitted where the question above labels the input (aria-labelledby). */
  label?: string;
  /** The current ISO value, for what is drawn; the input itself may be uncontrolled. */
  value: string | null | undefined;
  /** Given for a controlled input; leave undefined when react-hook-form's `register` owns it. */
  controlledValue?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  min?: string;
  max?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  htmlInputProps?: Record<string, unknown>;
}

export function TurkishClockField({
  type,
  label,
  value,
  controlledValue,
  name,
  inputRef,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  helperText,
  min,
  max,
  fullWidth,
  sx,
  htmlInputProps,
}: TurkishClockFieldProps) {
  // Keyboard editing shows the browser's segments (typing into invisible text helps nobody);
  // focus that follows a pointer press opens the picker instead and keeps the Turkish text.
  const [keyboardEditing, setKeyboardEditing] = useState(false);
  const pointerDown = useRef(false);
  const text = turkishClockText(type, value);

  return (
    <TextField
      name={name}
      label={label}
      type={type}
      value={controlledValue}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={sx}
      onChange={onChange}
      onFocus={() => {
        setKeyboardEditing(!pointerDown.current);
        pointerDown.current = false;
      }}
      onBlur={(event) => {
        setKeyboardEditing(false);
        onBlur?.(event as React.FocusEvent<HTMLInputElement>);
      }}
      slotProps={{
        inputLabel: label ? { shrink: true } : undefined,
        htmlInput: {
          min,
          max,
          'data-turkish-clock': type,
          ...htmlInputProps,
          onPointerDown: () => {
            pointerDown.current = true;
          },
          onClick: (event: React.MouseEvent<HTMLInputElement>) => {
            setKeyboardEditing(false);
            try {
              event.currentTarget.showPicker();
            } catch {
              // Older browsers, or a picker already open: the native behaviour stands.
            }
          },
          style: keyboardEditing ? undefined : { color: 'transparent' },
        },
        input: {
          // Drawn over the input, beneath the picker icon; never in the way of a tap.
          endAdornment: keyboardEditing ? undefined : (
            <Box
              component="span"
              aria-hidden
              data-testid="turkish-clock-text"
              sx={{
                position: 'absolute',
                left: 14,
                top: '50%',
                transform: 'translateY(-50%)',
                pointerEvents: 'none',
                color: text ? (disabled ? 'text.disabled' : 'text.primary') : 'text.secondary',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {text || CLOCK_PATTERN[type]}
            </Box>
          ),
          sx: keyboardEditing
            ? undefined
            : {
                // Chromium draws the segments with their own colour; hide them too.
                '& input::-webkit-datetime-edit': { opacity: 0 },
              },
        },
      }}
    />
  );
}
