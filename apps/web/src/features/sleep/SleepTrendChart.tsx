import { Box, Card, CardContent, Typography, useMediaQuery, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { formatDayMonthShort, formatOneDecimal, formatNumber, sleepTrend, type NightForSummary } from '@uyku/domain';
import { useChartColors } from '../../lib/ui/chart-colors';
import { SLEEP_TEXTS } from './texts';
import { TREND_EMPTY_HEIGHT, TREND_PLOT_HEIGHT } from './trend-layout';
import { visibleTrendDays } from './trend-range';

/**
 * Quality (/10, left axis) and hours asleep (right axis) over the last 30 days, from the first
 * recorded night on (see visibleTrendDays). Days without an entry carry no point; the line joins
 * the nights that were recorded and a mark shows each one.
 */
export function SleepTrendChart({ sessions, today }: { sessions: readonly NightForSummary[]; today: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const colors = useChartColors();
  const points = useMemo(() => visibleTrendDays(sleepTrend(sessions, today)), [sessions, today]);
  const hasData = points.some((point) => point.quality !== null);
  const t = SLEEP_TEXTS.trend;
  // Every 7th day on a phone, every 3rd on a wide screen: labels never overlap.
  const labelEvery = phone ? 7 : 3;

  return (
    <Card component="section" aria-labelledby="sleep-trend-title">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id="sleep-trend-title" variant="h6" component="h2">
          {t.title}
        </Typography>
        {hasData ? (
          <Box sx={{ mx: { xs: -1, sm: 0 } }}>
            <LineChart
              height={phone ? TREND_PLOT_HEIGHT.xs : TREND_PLOT_HEIGHT.sm}
              // Drawn at once: no half-drawn lines after a rotation or resize.
              skipAnimation
              localeText={{ noData: t.empty, loading: SLEEP_TEXTS.loading }}
              xAxis={[
                {
                  scaleType: 'point',
                  data: points.map((point) => point.date),
                  valueFormatter: (day: string) => formatDayMonthShort(day),
                  tickLabelInterval: (_day: string, index: number) => (points.length - 1 - index) % labelEvery === 0,
                },
              ]}
              yAxis={[
                // Tick numbers through Intl tr-TR, as every number on screen.
                { id: 'quality', min: 0, max: 10, width: 52, label: t.qualityAxis, valueFormatter: (v: number) => formatNumber(v) },
                { id: 'hours', min: 0, max: 12, position: 'right', width: 52, label: t.hoursAxis, valueFormatter: (v: number) => formatNumber(v) },
              ]}
              series={[
                {
                  id: 'quality',
                  color: colors.quality,
                  label: t.quality,
                  yAxisId: 'quality',
                  data: points.map((point) => point.quality),
                  connectNulls: true,
                  curve: 'linear',
                  valueFormatter: (value) => (value === null ? '—' : `${value}/10`),
                },
                {
                  id: 'hours',
                  color: colors.hours,
                  label: t.hours,
                  yAxisId: 'hours',
                  data: points.map((point) => point.durationHours),
                  connectNulls: true,
                  curve: 'linear',
                  valueFormatter: (value) => (value === null ? '—' : `${formatOneDecimal(value)} sa`),
                },
              ]}
            />
          </Box>
        ) : (
          // As tall as the chart with its legend would be: the page below does not move whether the
          // nights draw a chart or not (see trend-layout.ts).
          <Box sx={{ height: TREND_EMPTY_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
            <Typography color="text.secondary">{t.empty}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
