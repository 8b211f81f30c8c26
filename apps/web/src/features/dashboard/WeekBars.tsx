import { Box, Typography } from '@mui/material';
import { formatDayMonthWeekday, formatOneDecimal, formatWeekdayShort, WEEK_NIGHTS, type WeekBar } from '@uyku/domain';
import { DASHBOARD_TEXTS } from './texts';

const t = DASHBOARD_TEXTS.week;
/** The bars' scale: at least 9 hours, so a short night looks short and not full height. */
const SCALE_MINUTES = 9 * 60;
const BLANK = '\u00a0';

function Slot({ bar, top }: { bar: WeekBar | null; top: number }) {
  const hours = bar?.minutes == null ? null : formatOneDecimal(bar.minutes / 60);
  return (
    <Box component="li" aria-label={bar ? t.barLabel(formatDayMonthWeekday(bar.date), hours) : undefined} sx={{ textAlign: 'center' }}>
      <Typography variant="caption" aria-hidden sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
        {bar ? (hours ?? '—') : BLANK}
      </Typography>
      <Box aria-hidden sx={{ height: 72, display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
        {bar?.minutes != null && (
          <Box
            sx={{
              width: '70%',
              maxWidth: 28,
              height: `${Math.max(4, (bar.minutes / top) * 100)}%`,
              bgcolor: 'primary.main',
              borderRadius: '4px 4px 0 0',
            }}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-hidden sx={{ display: 'block', borderTop: 1, borderColor: 'divider' }}>
        {bar ? formatWeekdayShort(bar.date) : BLANK}
      </Typography>
    </Box>
  );
}

/**
 * Hours asleep on each of the last seven nights: one quantity on one scale, its number written
 * above each bar in Turkish decimals, a night without an entry an empty slot (never a zero bar).
 * While the nights load, the same seven slots stand empty, so nothing moves when they arrive.
 */
export function WeekBars({ bars }: { bars: readonly WeekBar[] | undefined }) {
  const top = Math.max(SCALE_MINUTES, ...(bars ?? []).map((bar) => bar.minutes ?? 0));
  const slots: readonly (WeekBar | null)[] = bars ?? Array.from({ length: WEEK_NIGHTS }, () => null);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3" id="week-bars-title" sx={{ mb: 1 }}>
        {t.barsTitle}
      </Typography>
      <Box
        component="ol"
        aria-labelledby="week-bars-title"
        data-testid="week-bars"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1 }}
      >
        {slots.map((bar, index) => (
          <Slot key={bar?.date ?? index} bar={bar} top={top} />
        ))}
      </Box>
    </Box>
  );
}
