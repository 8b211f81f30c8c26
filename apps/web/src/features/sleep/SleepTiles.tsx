import BedtimeIcon from '@mui/icons-material/Bedtime';
import DateRangeIcon from '@mui/icons-material/DateRange';
import ListAltIcon from '@mui/icons-material/ListAlt';
import StarIcon from '@mui/icons-material/Star';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { formatOneDecimal, formatSleepDuration, type SleepSummary } from '@uyku/domain';
import { StatTile } from '../../lib/ui/StatTile';
import { SLEEP_TEXTS } from './texts';

function Tile({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return <StatTile icon={icon} label={label} value={value} valueTestId={testId} size="small" />;
}

/** The four tiles of /sleep: count, average quality /10, average duration, nights in the last 7 days. */
export function SleepTiles({ summary }: { summary: SleepSummary }) {
  const t = SLEEP_TEXTS.tiles;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Tile icon={<ListAltIcon fontSize="small" />} label={t.count} value={String(summary.count)} testId="tile-count" />
      <Tile
        icon={<StarIcon fontSize="small" />}
        label={t.quality}
        value={summary.averageQuality === null ? t.none : `${formatOneDecimal(summary.averageQuality)}/10`}
        testId="tile-quality"
      />
      <Tile
        icon={<BedtimeIcon fontSize="small" />}
        label={t.duration}
        value={summary.averageDuration === null ? t.none : formatSleepDuration(summary.averageDuration)}
        testId="tile-duration"
      />
      <Tile
        icon={<DateRangeIcon fontSize="small" />}
        label={t.lastWeek}
        value={String(summary.lastWeekCount)}
        testId="tile-last-week"
      />
    </Box>
  );
}
