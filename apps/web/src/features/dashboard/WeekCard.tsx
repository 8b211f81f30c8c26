import { memo } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  formatOneDecimal,
  formatSleepDuration,
  weekSummary,
  type HeartRateValue,
  type NightSummary,
  type WeekSummary,
} from '@uyku/domain';
import { dashboardHeartRateQuery } from './api';
import { DASHBOARD_TEXTS } from './texts';
import { WeekBars } from './WeekBars';
import { minutesChangeText, pointsChangeText } from './week-format';

const t = DASHBOARD_TEXTS.week;
/** Keeps a figure's detail lines even when they have nothing to say, so every state has one height. */
const EMPTY_LINE = '\u00a0';

interface FigureProps {
  label: string;
  /** Undefined while loading: a skeleton of the value's height. */
  value: string | undefined;
  detail?: string | undefined;
  /** Lines kept for the detail (a comparison wraps to two on a phone); none without a detail. */
  detailLines?: number;
  testId: string;
  wide?: boolean;
}

function Figure({ label, value, detail, detailLines = 0, testId, wide }: FigureProps) {
  return (
    <Box data-testid={testId} sx={wide ? { gridColumn: { xs: 'span 2', md: 'auto' } } : undefined}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={`${testId}-value`} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value ?? <Skeleton width="60%" aria-hidden />}
      </Typography>
      {detailLines > 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid={`${testId}-detail`}
          // body2's line height is 1.43; from md on the comparison fits one line.
          sx={{ minHeight: { xs: `${detailLines * 1.43}em`, md: '1.43em' } }}
        >
          {value === undefined ? <Skeleton width="80%" aria-hidden /> : detail || EMPTY_LINE}
        </Typography>
      )}
    </Box>
  );
}

const bpm = (value: HeartRateValue) => (typeof value === 'number' ? String(value) : t.notMeasured);

/** The change in heart rate around the participant's latest audio session: '84 → 70 atım/dk'. */
function LatestHeartRate() {
  const sessions = useQuery(dashboardHeartRateQuery());
  const latest = sessions.data?.[0];
  const value = sessions.isPending ? undefined : latest ? t.heartRateValue(bpm(latest.heart_rate_before), bpm(latest.heart_rate_after)) : t.none;
  return <Figure label={t.heartRate} value={value} detail={latest ? latest.content_name : t.noSession} detailLines={1} testId="week-heart-rate" wide />;
}

/**
 * The participant's own week, as a diary gives it back (docs/product.md, "Dashboard"): nights
 * entered, the study day, mean sleep and efficiency with the change from the week before, the
 * nights as bars and, in the experiment group, the heart rate around the latest session. Nothing
 * compares the participant with anyone else. While the nights load every figure keeps its place.
 */
export const WeekCard = memo(function WeekCard({ nights, today, heartRate }: { nights: readonly NightSummary[] | undefined; today: string; heartRate: boolean }) {
  const week: WeekSummary | undefined = nights ? weekSummary(nights, today) : undefined;
  const known = <T,>(pick: (w: WeekSummary) => T) => (week ? pick(week) : undefined);
  return (
    <Card component="section" aria-labelledby="week-title" aria-busy={!week} data-testid="week-card">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id="week-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t.title}
        </Typography>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            <Figure label={t.nights} value={known((w) => t.nightsValue(w.nights, w.possibleNights))} testId="week-nights" />
            <Figure label={t.today} value={known((w) => w.studyDayText ?? t.none)} testId="week-study-day" />
            <Figure
              label={t.sleep}
              value={known((w) => (w.averageSleepMinutes === null ? t.none : formatSleepDuration(w.averageSleepMinutes)))}
              detail={known((w) => (w.averageSleepMinutes === null ? undefined : minutesChangeText(w.sleepMinutesChange)))}
              detailLines={2}
              testId="week-sleep"
            />
            <Figure
              label={t.efficiency}
              value={known((w) => (w.averageEfficiency === null ? t.none : t.efficiencyValue(formatOneDecimal(w.averageEfficiency))))}
              detail={known((w) => (w.averageEfficiency === null ? undefined : pointsChangeText(w.efficiencyChange)))}
              detailLines={2}
              testId="week-efficiency"
            />
            {heartRate && <LatestHeartRate />}
          </Box>
          <WeekBars bars={week?.bars} />
        </Stack>
      </CardContent>
    </Card>
  );
});
