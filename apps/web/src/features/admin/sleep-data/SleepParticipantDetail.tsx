import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateLong, type AdminSleepDetailResponse } from '@uyku/domain';
import { CsvButton } from '../data-shared/CsvButton';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { DATA_TEXTS } from '../data-shared/texts';
import { sleepCsvPath, sleepDetailQuery, sleepRecordsQuery } from './api';
import { bpmText, durationText, minutesText, nightQualityText, qualityText } from './format';
import { SleepAdminChart } from './SleepAdminChart';
import { SleepRecordAccordion } from './SleepRecordAccordion';
import { SLEEP_DATA_TEXTS as T } from './texts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card component="section" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Periods({ periods }: { periods: AdminSleepDetailResponse['periods'] }) {
  return (
    <Section title={T.periodsTitle} testId="sleep-periods">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.periodHint}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {periods.map((period) => (
          <Box key={period.days} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid={`sleep-period-${period.days}`}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
              {T.periodTitle(period.days)}
            </Typography>
            <MetricGrid min={100}>
              <Metric label={T.count} value={period.count} />
              <Metric label={T.quality} value={qualityText(period.averageQuality)} />
              <Metric label={T.duration} value={durationText(period.averageDuration)} />
              <Metric label={T.rem} value={minutesText(period.averageRem)} />
              <Metric label={T.deep} value={minutesText(period.averageDeep)} />
              <Metric label={T.light} value={minutesText(period.averageLight)} />
              <Metric label={T.heartRate} value={bpmText(period.averageHeartRate)} />
            </MetricGrid>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function Records({ userId, count }: { userId: string; count: number }) {
  const records = useInfiniteQuery(sleepRecordsQuery(userId));
  const nights = records.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <Section title={DATA_TEXTS.allRecords(count)} testId="sleep-records">
      {records.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
      {records.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <Box>
          {nights.map((night) => (
            <SleepRecordAccordion key={night.id} night={night} />
          ))}
        </Box>
      )}
      {records.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void records.fetchNextPage()} disabled={records.isFetchingNextPage}>
            {records.isFetchingNextPage ? DATA_TEXTS.loading : DATA_TEXTS.loadMore}
          </Button>
        </Box>
      )}
    </Section>
  );
}

/**
 * One participant's sleep (spec "Sleep tab", detail): latest night, 7/15/30-day averages, the chart,
 * every night newest first (a page at a time) with expandable details, and the CSV download.
 */
export function SleepParticipantDetail({ userId, onBack }: { userId: string; onBack: () => void }) {
  const detail = useQuery(sleepDetailQuery(userId));
  const data = detail.data;
  return (
    <Stack spacing={2} data-testid="sleep-detail">
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {DATA_TEXTS.back}
        </Button>
      </Box>
      {detail.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
      {!data ? (
        !detail.isError && <Skeleton variant="rounded" height={160} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {data.participant.user_name}
                </Typography>
                <Chip size="small" label={DATA_TEXTS.groups[data.participant.ab_group]} color={data.participant.ab_group === 'experiment' ? 'secondary' : 'default'} />
              </Stack>
              <Typography color="text.secondary">
                {data.participant.user_phone} · {DATA_TEXTS.records(data.record_count)}
              </Typography>
            </Box>
            <Box>
              <CsvButton path={sleepCsvPath(userId)} recordCount={data.record_count} fallbackName="uyku-verileri.csv" />
            </Box>
          </Stack>
          {data.latest ? (
            <Section title={`${DATA_TEXTS.lastRecord}: ${formatDateLong(data.latest.sleep_date)}`} testId="sleep-latest">
              <MetricGrid>
                <Metric label={T.duration} value={durationText(data.latest.sleep_duration)} />
                <Metric label={T.quality} value={nightQualityText(data.latest.sleep_quality)} />
                <Metric label={T.rem} value={minutesText(data.latest.rem_duration)} />
                <Metric label={T.deep} value={minutesText(data.latest.deep_sleep_duration)} />
                <Metric label={T.light} value={minutesText(data.latest.light_sleep_duration)} />
                <Metric label={T.heartRate} value={bpmText(data.latest.heart_rate)} />
              </MetricGrid>
            </Section>
          ) : (
            <Alert severity="info">{T.noRecords}</Alert>
          )}
          <Periods periods={data.periods} />
          <Section title={T.chartTitle}>
            {data.trend.length > 0 ? <SleepAdminChart trend={data.trend} /> : <Typography color="text.secondary">{T.chartEmpty}</Typography>}
          </Section>
          {data.record_count > 0 && <Records userId={userId} count={data.record_count} />}
        </>
      )}
    </Stack>
  );
}
