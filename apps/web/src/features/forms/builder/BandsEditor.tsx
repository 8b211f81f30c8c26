import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import { BUILDER_TEXTS } from '../texts';
import type { DraftBand } from './draft';
import { HeadingWithHelp } from '../../../lib/ui/HeadingWithHelp';

const t = BUILDER_TEXTS;

/** Optional bands over the total score, e.g. 0–5 'iyi', 6–21 'kötü'. */
export function BandsEditor({ bands, onChange }: { bands: DraftBand[]; onChange: (next: DraftBand[]) => void }) {
  const set = (i: number, patch: Partial<DraftBand>) => onChange(bands.map((band, j) => (j === i ? { ...band, ...patch } : band)));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="builder-bands">
      <HeadingWithHelp id="builder-bands" title={t.bands} help={t.bandsHelp} component="h2" />
      {bands.map((band, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField label={t.bandMin} value={band.min} onChange={(e) => set(i, { min: e.target.value })} size="small" sx={{ width: 96, flexShrink: 0 }} />
          <TextField label={t.bandMax} value={band.max} onChange={(e) => set(i, { max: e.target.value })} size="small" sx={{ width: 96, flexShrink: 0 }} />
          <TextField label={t.bandLabel} value={band.label} onChange={(e) => set(i, { label: e.target.value })} size="small" fullWidth />
          <IconButton aria-label={t.removeBand(i + 1)} onClick={() => onChange(bands.filter((_b, j) => j !== i))} size="small">
            <RemoveIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...bands, { min: '', max: '', label: '' }])} sx={{ alignSelf: 'flex-start' }}>
        {t.addBand}
      </Button>
    </Stack>
  );
}
