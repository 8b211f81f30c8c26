import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, type AdminHeartRateParticipant } from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { ParticipantSearch } from '../data-shared/ParticipantSearch';
import { DATA_TEXTS } from '../data-shared/texts';
import { useParticipantParam } from '../data-shared/useParticipantParam';
import { heartRateOverviewQuery, heartRateParticipantsQuery } from './api';
import { HeartRateParticipantDetail } from './HeartRateParticipantDetail';
import { ContentChip, HeartRateFigures } from './HeartRateSessionRow';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

function ParticipantCard({ participant, onOpen }: { participant: AdminHeartRateParticipant; onOpen: () => void }) {
  const latest = participant.latest;
  return (
    <Card component="li" sx={{ listStyle: 'none' }} data-testid="heart-rate-participant">
      {/* Named by its whole content, which starts with the participant's name: a shorter label of its
          own would hide what the card shows from speech users (WCAG 2.5.3, axe label-content-name-mismatch). */}
      <CardActionArea onClick={onOpen}>
        <CardContent>
          <Stack spacing={1.5}>
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {/* h2: the list follows the panel's h1 with no heading between (axe heading-order). */}
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {participant.user_name}
                </Typography>
                <Chip size="small" label={DATA_TEXTS.groups[participant.ab_group]} color={participant.ab_group === 'experiment' ? 'secondary' : 'default'} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {participant.user_phone} · {DATA_TEXTS.records(participant.record_count)} · {T.latest(formatDateTime(latest.created_at))}
              </Typography>
            </Box>
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
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ParticipantList({ onOpen }: { onOpen: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const list = useInfiniteQuery(heartRateParticipantsQuery(search));
  const participants = list.data?.pages.flatMap((page) => page.participants) ?? [];
  return (
    <Stack spacing={2}>
      <ParticipantSearch onSearch={setSearch} />
      {list.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
      {list.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : participants.length === 0 && !list.isError ? (
        <Typography color="text.secondary">{search ? DATA_TEXTS.noMatch : T.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {participants.map((participant) => (
            <ParticipantCard key={participant.user_id} participant={participant} onOpen={() => onOpen(participant.user_id)} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {list.isFetchingNextPage ? DATA_TEXTS.loading : DATA_TEXTS.loadMore}
        </Button>
      )}
    </Stack>
  );
}

/** The admin's heart-rate tab (spec "Heart-rate tab"): total count, participants with their latest session. */
export function HeartRateTab() {
  const [openId, setOpenId] = useParticipantParam();
  const overview = useQuery(heartRateOverviewQuery);
  if (openId) return <HeartRateParticipantDetail userId={openId} onBack={() => setOpenId(null)} />;
  const value = (n: number | undefined) => (n === undefined ? <Skeleton width={60} /> : n);
  return (
    <Stack spacing={2}>
      <Card component="section" aria-label={T.overviewLabel}>
        <CardContent>
          <MetricGrid>
            <Metric label={T.totalRecords} value={value(overview.data?.totalRecords)} testId="heart-rate-total-records" />
            <Metric label={T.participants} value={value(overview.data?.participants)} />
          </MetricGrid>
        </CardContent>
      </Card>
      <ParticipantList onOpen={setOpenId} />
    </Stack>
  );
}
