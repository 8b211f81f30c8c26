import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CsvButton } from '../data-shared/CsvButton';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { DATA_TEXTS } from '../data-shared/texts';
import { heartRateCsvPath, heartRateDetailQuery, heartRateRecordsQuery } from './api';
import { bpmText, changeColor, changeText } from './format';
import { HeartRateSessionRow } from './HeartRateSessionRow';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

function Sessions({ userId, count }: { userId: string; count: number }) {
  const records = useInfiniteQuery(heartRateRecordsQuery(userId));
  const sessions = records.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <Card component="section" data-testid="heart-rate-records">
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {DATA_TEXTS.allRecords(count)}
        </Typography>
        {records.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
        {records.isPending ? <Skeleton variant="rounded" height={56} /> : sessions.map((session) => <HeartRateSessionRow key={session.id} session={session} />)}
        {records.hasNextPage && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={() => void records.fetchNextPage()} disabled={records.isFetchingNextPage}>
              {records.isFetchingNextPage ? DATA_TEXTS.loading : DATA_TEXTS.loadMore}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** One participant's heart rate (spec "Heart-rate tab", detail): averages, every session, the CSV. */
export function HeartRateParticipantDetail({ userId, onBack }: { userId: string; onBack: () => void }) {
  const detail = useQuery(heartRateDetailQuery(userId));
  const data = detail.data;
  return (
    <Stack spacing={2} data-testid="heart-rate-detail">
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
                {data.participant.user_phone} · {DATA_TEXTS.records(data.averages.count)}
              </Typography>
            </Box>
            <Box>
              <CsvButton path={heartRateCsvPath(userId)} recordCount={data.averages.count} fallbackName="kalp-atim-verileri.csv" />
            </Box>
          </Stack>
          <Card component="section" data-testid="heart-rate-averages">
            <CardContent>
              <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
                {T.averagesTitle}
              </Typography>
              <MetricGrid min={140}>
                <Metric label={T.averageBefore} value={bpmText(data.averages.averageBefore)} />
                <Metric label={T.averageAfter} value={bpmText(data.averages.averageAfter)} />
                <Metric
                  label={T.averageChange}
                  value={<Box component="span" sx={{ color: changeColor(data.averages.averageChange) }}>{changeText(data.averages.averageChange)}</Box>}
                />
              </MetricGrid>
            </CardContent>
          </Card>
          {data.averages.count > 0 && <Sessions userId={userId} count={data.averages.count} />}
        </>
      )}
    </Stack>
  );
}
