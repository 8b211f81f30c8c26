import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDayMonthShort, formatOneDecimal, formatNumber, type TrendPoint } from '@uyku/domain';
import { useChartColors } from '../../lib/ui/chart-colors';
import { SLEEP_TEXTS } from './texts';
import { TREND_PLOT_HEIGHT } from './trend-layout';

/**
 * The trend card's chart (SleepTrendCard.tsx): the recorded nights of the last 30 days as two lines.
 * Days without an entry carry no point; the line joins the nights that were recorded and a mark
 * shows each one.
 */
export function SleepTrendLines({ points, phone }: { points: readonly TrendPoint[]; phone: boolean }) {
  const colors = useChartColors();
  const t = SLEEP_TEXTS.trend;
  // Every 7th day on a phone, every 3rd on a wide screen: labels never overlap.
  const labelEvery = phone ? 7 : 3;

  return (
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
          {
            id: 'hours',
            min: 0,
            max: 12,
            position: 'right',
            width: 52,
            label: t.hoursAxis,
            valueFormatter: (v: number) => formatNumber(v),
          },
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
  );
}
