import { Box, Card, CardContent, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { sleepTrend, type NightForSummary } from '@uyku/domain';
import { SLEEP_TEXTS } from './texts';
import { TREND_EMPTY_HEIGHT } from './trend-layout';
import { visibleTrendDays } from './trend-range';

// The chart library is the heaviest part of the page (about 80 KiB gzipped): it loads only when
// there are nights to draw, so a diary without any in 30 days (a participant's first days) never
// fetches it, and the card stands at once.
const SleepTrendLines = lazy(async () => ({ default: (await import('./SleepTrendLines')).SleepTrendLines }));

/**
 * Quality (/10, left axis) and hours asleep (right axis) over the last 30 days, from the first
 * recorded night on (see visibleTrendDays), or the message that there is nothing to draw yet.
 */
export function SleepTrendCard({ sessions, today }: { sessions: readonly NightForSummary[]; today: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const points = useMemo(() => visibleTrendDays(sleepTrend(sessions, today)), [sessions, today]);
  const hasData = points.some((point) => point.quality !== null);
  const t = SLEEP_TEXTS.trend;
  // The plot and its legend, their placeholder and the message fill the same room: nothing below
  // moves when the chart's module arrives (see trend-layout.ts).
  const room = <Skeleton variant="rounded" sx={{ height: TREND_EMPTY_HEIGHT }} aria-hidden />;

  return (
    <Card component="section" aria-labelledby="sleep-trend-title">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id="sleep-trend-title" variant="h6" component="h2">
          {t.title}
        </Typography>
        {hasData ? (
          <Suspense fallback={room}>
            <SleepTrendLines points={points} phone={phone} />
          </Suspense>
        ) : (
          <Box sx={{ height: TREND_EMPTY_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
            <Typography color="text.secondary">{t.empty}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
