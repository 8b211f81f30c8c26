import { Box, useMediaQuery, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDayMonthShort, formatOneDecimal, formatNumber, type StudyPhaseBand } from '@uyku/domain';
import { useMemo } from 'react';
import { useChartColors } from '../../../lib/ui/chart-colors';
import { useElementWidth } from '../../../lib/ui/useElementWidth';
import { PhaseBands, PhaseLegend } from './PhaseBands';
import { shadedBands } from './phase-shading';
import type { ChartDay } from './trend-gaps';
import { SLEEP_DATA_TEXTS as T } from './texts';

/** The two y axes' widths and a little plot: below this the chart has nowhere to draw. */
const AXES_WIDTH = 32 + 32 + 40;

const hours = (minutes: number | null) => (minutes === null ? null : Math.round(minutes / 6) / 10);

/**
 * Quality (/10, left axis) and hours asleep (right axis) of every day, oldest first: a day
 * without a night is null and breaks the lines (`connectNulls: false`); the participant's study
 * phases are shaded behind them (docs/product.md, "Sleep data").
 */
export function SleepAdminChart({ days, phases }: { days: ChartDay[]; phases: readonly StudyPhaseBand[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const colors = useChartColors();
  const labelEvery = Math.max(1, Math.ceil(days.length / (phone ? 4 : 10)));
  const dates = useMemo(() => days.map((day) => day.sleep_date), [days]);
  const bands = useMemo(() => shadedBands(phases, dates), [phases, dates]);
  const height = phone ? 220 : 260;
  // Drawn once its box is wider than its two axes: a zero-width first render drew negative rectangles.
  const [box, width] = useElementWidth<HTMLDivElement>();
  return (
    <Box sx={{ mx: { xs: -1, sm: 0 } }} data-testid="sleep-admin-chart">
      <Box ref={box} sx={{ minHeight: height }}>
        {width > AXES_WIDTH && (
          <LineChart
            width={width}
            height={height}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: dates,
                valueFormatter: (day: string) => formatDayMonthShort(day),
                tickLabelInterval: (_day: string, index: number) => (days.length - 1 - index) % labelEvery === 0,
              },
            ]}
            yAxis={[
              { id: 'quality', min: 0, max: 10, width: 32, valueFormatter: (v: number) => formatNumber(v) },
              { id: 'hours', min: 0, max: 12, position: 'right', width: 32, valueFormatter: (v: number) => formatNumber(v) },
            ]}
            series={[
              {
                id: 'quality',
                color: colors.quality,
                label: T.chartQuality,
                yAxisId: 'quality',
                data: days.map((day) => day.sleep_quality),
                curve: 'linear',
                connectNulls: false,
                valueFormatter: (value) => (value === null ? '—' : `${value}/10`),
              },
              {
                id: 'hours',
                color: colors.hours,
                label: T.chartHours,
                yAxisId: 'hours',
                data: days.map((day) => hours(day.sleep_duration)),
                curve: 'linear',
                connectNulls: false,
                valueFormatter: (value) => (value === null ? '—' : `${formatOneDecimal(value)} sa`),
              },
            ]}
          >
            <PhaseBands bands={bands} />
          </LineChart>
        )}
      </Box>
      <PhaseLegend bands={bands} />
    </Box>
  );
}
