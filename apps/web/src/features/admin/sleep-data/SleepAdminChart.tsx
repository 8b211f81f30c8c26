import { Box, useMediaQuery, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatOneDecimal, formatNumber, MSG } from '@uyku/domain';
import { useChartColors } from '../../../lib/ui/chart-colors';
import { SLEEP_DATA_TEXTS as T } from './texts';

const dayAndMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? MSG.invalidDate : dayAndMonth.format(date);
};

/** Quality (/10, left axis) and hours asleep (right axis) of each recorded night, oldest first. */
export function SleepAdminChart({ trend }: { trend: { sleep_date: string; sleep_quality: number; sleep_duration: number }[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const colors = useChartColors();
  const labelEvery = Math.max(1, Math.ceil(trend.length / (phone ? 4 : 10)));
  return (
    <Box sx={{ mx: { xs: -1, sm: 0 } }} data-testid="sleep-admin-chart">
      <LineChart
        height={phone ? 220 : 260}
        skipAnimation
        xAxis={[
          {
            scaleType: 'point',
            data: trend.map((point) => point.sleep_date),
            valueFormatter: shortDay,
            tickLabelInterval: (_day: string, index: number) => (trend.length - 1 - index) % labelEvery === 0,
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
            data: trend.map((point) => point.sleep_quality),
            curve: 'linear',
            valueFormatter: (value) => (value === null ? '—' : `${value}/10`),
          },
          {
            id: 'hours',
            color: colors.hours,
            label: T.chartHours,
            yAxisId: 'hours',
            data: trend.map((point) => Math.round(point.sleep_duration / 6) / 10),
            curve: 'linear',
            valueFormatter: (value) => (value === null ? '—' : `${formatOneDecimal(value)} sa`),
          },
        ]}
      />
    </Box>
  );
}
