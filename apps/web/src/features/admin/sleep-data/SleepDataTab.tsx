import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatDateShort, formatMinutesAsHours, formatOneDecimal, type AdminSleepParticipant } from '@uyku/domain';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { CsvButton } from '../data-shared/CsvButton';
import { MetricGrid, Metric } from '../data-shared/Metric';
import { toPaged } from '../data-shared/paged';
import { ParticipantCard } from '../data-shared/ParticipantCard';
import { ParticipantIdentity } from '../data-shared/ParticipantIdentity';
import { ParticipantList } from '../data-shared/ParticipantList';
import { DATA_TEXTS } from '../data-shared/texts';
import { useParticipantParam } from '../data-shared/useParticipantParam';
import { sleepOverviewQuery, sleepParticipantsQuery } from './api';
import { durationText, nightQualityText, orNone } from './format';
import { SleepParticipantDetail } from './SleepParticipantDetail';
import { SLEEP_DATA_TEXTS as T } from './texts';

function Overview() {
  const overview = useQuery(sleepOverviewQuery);
  const { data } = overview;
  const value = (text: string | undefined) => text ?? <Skeleton width={60} />;
  return (
    <Card component="section" aria-label={T.overviewLabel}>
      <CardContent>
        {overview.isError && !data ? (
          <LoadFailed message={DATA_TEXTS.loadFailed} onRetry={() => void overview.refetch()} />
        ) : null}
        <MetricGrid>
          <Metric label={T.totalRecords} value={value(data && String(data.totalRecords))} testId="sleep-total-records" />
          <Metric label={T.participants} value={value(data && String(data.participants))} />
          <Metric
            label={T.averageQuality}
            value={value(data && orNone(data.averageQuality, (v) => T.outOfTen(formatOneDecimal(v))))}
            testId="sleep-average-quality"
          />
          <Metric
            label={T.averageDuration}
            value={value(data && orNone(data.averageDuration, (v) => T.hours(formatMinutesAsHours(v))))}
            testId="sleep-average-duration"
          />
        </MetricGrid>
        {data ? (
          <Box sx={{ mt: 2 }}>
            <CsvButton
              path="/admin/sleep-data/csv"
              recordCount={data.totalRecords}
              fallbackName="uyku-verileri.csv"
              label={T.studyCsv}
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

const useParticipants = (search: string) =>
  toPaged(useInfiniteQuery(sleepParticipantsQuery(search)), (page) => page.participants);

function SleepParticipantCard({ participant, onOpen }: { participant: AdminSleepParticipant; onOpen: () => void }) {
  const latest = participant.latest;
  return (
    <ParticipantCard onOpen={onOpen} testId="sleep-participant">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ justifyContent: 'space-between' }}>
        <ParticipantIdentity participant={participant} size="card" details={DATA_TEXTS.records(participant.record_count)} />
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="body2" color="text.secondary">
            {T.latestNight(formatDateShort(latest.sleep_date))}
          </Typography>
          <Typography variant="body2">
            {T.quality}: <strong>{nightQualityText(latest.sleep_quality)}</strong> · {T.duration}:{' '}
            <strong>{durationText(latest.sleep_duration)}</strong>
          </Typography>
        </Box>
      </Stack>
    </ParticipantCard>
  );
}

/**
 * The admin's sleep tab (docs/product.md, "Sleep data"): totals, then the participants with their latest night;
 * a participant opens their detail. Everything is read a summary or a page at a time.
 */
export function SleepDataTab() {
  const [openId, setOpenId] = useParticipantParam();
  if (openId) return <SleepParticipantDetail userId={openId} onBack={() => setOpenId(null)} />;
  return (
    <Stack spacing={2}>
      <Overview />
      <ParticipantList
        useParticipants={useParticipants}
        emptyText={T.empty}
        onOpen={setOpenId}
        renderCard={(participant, onOpen) => <SleepParticipantCard participant={participant} onOpen={onOpen} />}
      />
    </Stack>
  );
}
