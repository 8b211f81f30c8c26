import { Alert, Box, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatDateLong, periodStart, SLEEP_FIELDS, type AdminSleepDetailResponse } from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { toPaged } from '../data-shared/paged';
import { ParticipantDetail } from '../data-shared/ParticipantDetail';
import { RecordsSection } from '../data-shared/RecordsSection';
import { Section } from '../data-shared/Section';
import { DATA_TEXTS } from '../data-shared/texts';
import { sleepCsvPath, sleepDetailQuery, participantNightsQuery } from './api';
import { DeviceNightsSection } from './DeviceNightsSection';
import { adminFieldText } from './field-text';
import { bpmText, durationText, minutesText, nightQualityText, qualityText } from './format';
import { SleepAdminChart } from './SleepAdminChart';
import { NightAccordion } from './NightAccordion';
import { SLEEP_DATA_TEXTS as T } from './texts';
import { fillTrendGaps } from './trend-gaps';

/** Days the chart spans, today included (the server's trend covers the same days). */
const CHART_DAYS = 90;

function Periods({ periods }: { periods: AdminSleepDetailResponse['periods'] }) {
  return (
    <Section title={T.periodsTitle} testId="sleep-periods">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.periodHint}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {periods.map((period) => (
          <Box
            key={period.days}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            data-testid={`sleep-period-${period.days}`}
          >
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
  const records = toPaged(useInfiniteQuery(participantNightsQuery(userId)), (page) => page.sessions);
  return (
    <RecordsSection
      count={count}
      records={records}
      testId="sleep-records"
      renderRecord={(night) => <NightAccordion key={night.id} night={night} />}
    />
  );
}

/**
 * One participant's sleep (docs/product.md, "Sleep data"): latest night, 7/15/30-day averages, the chart,
 * every night newest first (a page at a time) with expandable details, and the CSV download.
 */
export function SleepParticipantDetail({ userId, onBack }: { userId: string; onBack: () => void }) {
  const detail = useQuery(sleepDetailQuery(userId));
  return (
    <ParticipantDetail
      detail={detail}
      onBack={onBack}
      testId="sleep-detail"
      header={(data) => ({
        participant: data.participant,
        recordCount: data.record_count,
        csvPath: sleepCsvPath(userId),
        csvName: 'uyku-verileri.csv',
      })}
    >
      {(data) => (
        <>
          {data.latest ? (
            <Section title={`${DATA_TEXTS.lastRecord}: ${formatDateLong(data.latest.sleep_date)}`} testId="sleep-latest">
              <MetricGrid>
                <Metric label={T.duration} value={durationText(data.latest.sleep_duration)} />
                <Metric label={T.quality} value={nightQualityText(data.latest.sleep_quality)} />
                {/* By the catalogue's kind, like the averages: a stage never entered reads '—', not '0 dk'. */}
                <Metric label={T.rem} value={adminFieldText(SLEEP_FIELDS.rem_duration, data.latest.rem_duration)} />
                <Metric label={T.deep} value={adminFieldText(SLEEP_FIELDS.deep_sleep_duration, data.latest.deep_sleep_duration)} />
                <Metric label={T.light} value={adminFieldText(SLEEP_FIELDS.light_sleep_duration, data.latest.light_sleep_duration)} />
                <Metric label={T.heartRate} value={adminFieldText(SLEEP_FIELDS.heart_rate, data.latest.heart_rate)} />
              </MetricGrid>
            </Section>
          ) : (
            <Alert severity="info">{T.noRecords}</Alert>
          )}
          <Periods periods={data.periods} />
          <Section title={T.chartTitle}>
            {data.trend.length > 0 ? (
              <SleepAdminChart
                days={fillTrendGaps(data.trend, periodStart(data.today, CHART_DAYS), data.today)}
                phases={data.phases}
              />
            ) : (
              <Typography color="text.secondary">{T.chartEmpty}</Typography>
            )}
          </Section>
          <DeviceNightsSection userId={userId} />
          {data.record_count > 0 && <Records userId={userId} count={data.record_count} />}
        </>
      )}
    </ParticipantDetail>
  );
}
