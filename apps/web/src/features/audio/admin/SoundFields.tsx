import { MenuItem, Stack, TextField } from '@mui/material';
import { BRAINWAVE_BANDS, BRAINWAVE_TYPES, type BrainwaveType } from '@uyku/domain';
import { bandDefaultBeat, readNumber, type SoundDraft } from './drafts';
import { DescriptionField } from './DescriptionField';
import { CONTENT_ADMIN_TEXTS as T } from './texts';
import { UploadField } from './UploadField';

/**
 * The inputs of a binaural sound, shared by the add form and the edit dialog: an uploaded
 * recording, or the parameters the browser synthesises it from. The frequencies are kept for an
 * uploaded file too, as the cards show them and the study describes the sound by them.
 */
export function SoundFields({ draft, onChange }: { draft: SoundDraft; onChange: (draft: SoundDraft) => void }) {
  const set = <K extends keyof SoundDraft>(key: K, value: SoundDraft[K]) => onChange({ ...draft, [key]: value });
  const band = BRAINWAVE_BANDS[draft.band];
  const beat = readNumber(draft.beat);
  const beatOutside = draft.beat.trim() !== '' && !(beat >= band.min && beat <= band.max);

  const chooseBand = (next: BrainwaveType) => {
    const range = BRAINWAVE_BANDS[next];
    // A beat from the old band would be refused; the new band's middle is a sensible start.
    const keep = beat >= range.min && beat <= range.max;
    onChange({ ...draft, band: next, beat: keep ? draft.beat : bandDefaultBeat(next) });
  };

  return (
    <Stack spacing={2}>
      <TextField label={T.name} value={draft.name} onChange={(e) => set('name', e.target.value)} required />
      <DescriptionField value={draft.description} onChange={(value) => set('description', value)} />
      <TextField label={T.purpose} value={draft.purpose} onChange={(e) => set('purpose', e.target.value)} />
      <TextField select label={T.brainwave} value={draft.band} onChange={(e) => chooseBand(e.target.value as BrainwaveType)}>
        {BRAINWAVE_TYPES.map((b) => (
          <MenuItem key={b} value={b}>
            {T.bands[b]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={T.baseFrequency}
          value={draft.base}
          onChange={(e) => set('base', e.target.value)}
          helperText={T.baseHint}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label={T.beatFrequency}
          value={draft.beat}
          onChange={(e) => set('beat', e.target.value)}
          helperText={T.bandHint(band.min, band.max)}
          error={beatOutside}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label={T.durationMinutes}
          value={draft.minutes}
          onChange={(e) => set('minutes', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
      </Stack>
      <UploadField label={T.soundFile} value={draft.media} onChange={(media) => set('media', media)} />
    </Stack>
  );
}
