import { TextField } from '@mui/material';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

/** 'Açıklama' of a relaxation item or a binaural sound: a few lines of free text. */
export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <TextField label={T.description} value={value} onChange={(e) => onChange(e.target.value)} multiline minRows={2} />;
}
