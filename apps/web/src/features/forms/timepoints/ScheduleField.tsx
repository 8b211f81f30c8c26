import { TextField } from '@mui/material';
import { ADMIN_FORMS_TEXTS } from '../texts';

const t = ADMIN_FORMS_TEXTS.schedule;

/** The study days a form is due at, typed as "1, 29" (read by parseScheduleText). */
export function ScheduleField({ value, onChange, autoFocus = false }: { value: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <TextField
      label={t.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={t.help}
      placeholder="1, 29"
      inputMode="numeric"
      autoFocus={autoFocus}
      fullWidth
    />
  );
}
