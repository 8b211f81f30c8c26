import { MenuItem, Stack, TextField } from '@mui/material';
import { RELAXATION_CATEGORIES, type RelaxationCategory } from '@uyku/domain';
import type { RelaxationDraft } from './drafts';
import { DescriptionField } from './DescriptionField';
import { CONTENT_ADMIN_TEXTS as T } from './texts';
import { UploadField } from './UploadField';

/** The inputs of a relaxation item, shared by the add form and the edit dialog. */
export function RelaxationFields({ draft, onChange }: { draft: RelaxationDraft; onChange: (draft: RelaxationDraft) => void }) {
  const set = <K extends keyof RelaxationDraft>(key: K, value: RelaxationDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={T.category}
        value={draft.category}
        onChange={(e) => set('category', e.target.value as RelaxationCategory)}
      >
        {RELAXATION_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {T.categories[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={T.title} value={draft.title} onChange={(e) => set('title', e.target.value)} required />
      <DescriptionField value={draft.description} onChange={(value) => set('description', value)} />
      <TextField
        label={T.durationMinutes}
        value={draft.minutes}
        onChange={(e) => set('minutes', e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: { sm: 200 } }}
      />
      <UploadField value={draft.media} onChange={(media) => set('media', media)} />
    </Stack>
  );
}
