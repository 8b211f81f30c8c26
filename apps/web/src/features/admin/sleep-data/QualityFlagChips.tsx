import { Chip, Stack, Typography } from '@mui/material';
import { QUALITY_FLAG_LABELS, type QualityFlag } from '@uyku/domain';
import { SLEEP_DATA_TEXTS as T } from './texts';

/** A night's data-quality flags (docs/sleep-metrics.md, "Data-quality flags") as chips with their Turkish labels. */
export function QualityFlagChips({ flags }: { flags: readonly QualityFlag[] }) {
  if (flags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {T.noFlags}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="sleep-record-flags">
      {flags.map((flag) => (
        <Chip key={flag} label={QUALITY_FLAG_LABELS[flag]} color="warning" variant="outlined" size="small" data-flag={flag} />
      ))}
    </Stack>
  );
}
