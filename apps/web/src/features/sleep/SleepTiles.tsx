import BedtimeIcon from '@mui/icons-material/Bedtime';
import DateRangeIcon from '@mui/icons-material/DateRange';
import ListAltIcon from '@mui/icons-material/ListAlt';
import StarIcon from '@mui/icons-material/Star';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { formatOneDecimal, formatSleepDuration, type SleepSummary } from '@uyku/domain';
import { StatTile } from '../../lib/ui/StatTile';
import { SLEEP_TEXTS } from './texts';

interface TileProps {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
  loading: boolean;
}

function Tile({ icon, label, value, testId, loading }: TileProps) {
  return <StatTile icon={icon} label={label} value={value} valueTestId={testId} size="small" loading={loading} />;
}

/**
 * The four tiles of /sleep: count, average quality /10, average duration, nights in the last 7 days.
 * Without a summary (the nights are loading) each figure is a skeleton, never 0 (docs/product.md, "App shell").
 */
export function SleepTiles({ summary }: { summary: SleepSummary | undefined }) {
  const t = SLEEP_TEXTS.tiles;
  const loading = summary === undefined;
  const show = (figure: (loaded: SleepSummary) => string) => (summary ? figure(summary) : '');
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <Tile icon={<ListAltIcon fontSize="small" />} label={t.count} value={show((s) => String(s.count))} testId="tile-count" loading={loading} />
      <Tile
        icon={<StarIcon fontSize="small" />}
        label={t.quality}
        value={show((s) => (s.averageQuality === null ? t.none : `${formatOneDecimal(s.averageQuality)}/10`))}
        testId="tile-quality"
        loading={loading}
      />
      <Tile
        icon={<BedtimeIcon fontSize="small" />}
        label={t.duration}
        value={show((s) => (s.averageDuration === null ? t.none : formatSleepDuration(s.averageDuration)))}
        testId="tile-duration"
        loading={loading}
      />
      <Tile
        icon={<DateRangeIcon fontSize="small" />}
        label={t.lastWeek}
        value={show((s) => String(s.lastWeekCount))}
        testId="tile-last-week"
        loading={loading}
      />
    </Box>
  );
}
