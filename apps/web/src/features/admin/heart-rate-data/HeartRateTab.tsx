import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatDateTime, type AdminHeartRateParticipant } from '@uyku/domain';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { toPaged } from '../data-shared/paged';
import { ParticipantCard } from '../data-shared/ParticipantCard';
import { ParticipantIdentity } from '../data-shared/ParticipantIdentity';
import { ParticipantList } from '../data-shared/ParticipantList';
import { DATA_TEXTS } from '../data-shared/texts';
import { useParticipantParam } from '../data-shared/useParticipantParam';
import { AgreementPanel } from './AgreementPanel';
import { heartRateOverviewQuery, heartRateParticipantsQuery } from './api';
import { HeartRateParticipantDetail } from './HeartRateParticipantDetail';
import { ContentChip, HeartRateFigures } from './HeartRateSessionRow';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

const useParticipants = (search: string) =>
  toPaged(useInfiniteQuery(heartRateParticipantsQuery(search)), (page) => page.participants);

function HeartRateParticipantCard({ participant, onOpen }: { participant: AdminHeartRateParticipant; onOpen: () => void }) {
  const latest = participant.latest;
  return (
    <ParticipantCard onOpen={onOpen} testId="heart-rate-participant">
      <Stack spacing={1.5}>
        <ParticipantIdentity
          participant={participant}
          size="card"
          details={`${DATA_TEXTS.records(participant.record_count)} · ${T.latest(formatDateTime(latest.created_at))}`}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {T.content}:
          </Typography>
          <ContentChip contentType={latest.content_type} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {latest.content_name}
          </Typography>
        </Stack>
        <HeartRateFigures session={latest} />
      </Stack>
    </ParticipantCard>
  );
}

/** The admin's heart-rate tab (docs/product.md, "Heart rate"): total count, participants with their latest session. */
export function HeartRateTab() {
  const [openId, setOpenId] = useParticipantParam();
  const overview = useQuery(heartRateOverviewQuery);
  if (openId) return <HeartRateParticipantDetail userId={openId} onBack={() => setOpenId(null)} />;
  const value = (n: number | undefined) => (n === undefined ? <Skeleton width={60} /> : n);
  return (
    <Stack spacing={2}>
      <Card component="section" aria-label={T.overviewLabel}>
        <CardContent>
          {overview.isError && !overview.data ? (
            <LoadFailed message={DATA_TEXTS.loadFailed} onRetry={() => void overview.refetch()} />
          ) : null}
          <MetricGrid>
            <Metric label={T.totalRecords} value={value(overview.data?.totalRecords)} testId="heart-rate-total-records" />
            <Metric label={T.participants} value={value(overview.data?.participants)} />
          </MetricGrid>
        </CardContent>
      </Card>
      <AgreementPanel />
      <ParticipantList
        useParticipants={useParticipants}
        emptyText={T.empty}
        onOpen={setOpenId}
        renderCard={(participant, onOpen) => <HeartRateParticipantCard participant={participant} onOpen={onOpen} />}
      />
    </Stack>
  );
}
