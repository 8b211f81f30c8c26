import { Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateShort, formatMinutesAsHours, formatOneDecimal, type AdminSleepParticipant } from '@uyku/domain';
import { MetricGrid, Metric } from '../data-shared/Metric';
import { ParticipantSearch } from '../data-shared/ParticipantSearch';
import { DATA_TEXTS } from '../data-shared/texts';
import { useParticipantParam } from '../data-shared/useParticipantParam';
import { sleepOverviewQuery, sleepParticipantsQuery } from './api';
import { durationText, nightQualityText, orNone } from './format';
import { SleepParticipantDetail } from './SleepParticipantDetail';
import { SLEEP_DATA_TEXTS as T } from './texts';

function Overview() {
  const { data } = useQuery(sleepOverviewQuery);
  const value = (text: string | undefined) => text ?? <Skeleton width={60} />;
  return (
    <Card component="section" aria-label={T.overviewLabel}>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}

function ParticipantCard({ participant, onOpen }: { participant: AdminSleepParticipant; onOpen: () => void }) {
  const latest = participant.latest;
  return (
    <Card component="li" sx={{ listStyle: 'none' }} data-testid="sleep-participant">
      {/* Named by its whole content, which starts with the participant's name: a shorter label of its
          own would hide what the card shows from speech users (WCAG 2.5.3, axe label-content-name-mismatch). */}
      <CardActionArea onClick={onOpen}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {/* h2: the list follows the panel's h1 with no heading between (axe heading-order). */}
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {participant.user_name}
                </Typography>
                <Chip size="small" label={DATA_TEXTS.groups[participant.ab_group]} color={participant.ab_group === 'experiment' ? 'secondary' : 'default'} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {participant.user_phone} · {DATA_TEXTS.records(participant.record_count)}
              </Typography>
            </Box>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography variant="body2" color="text.secondary">
                {T.latestNight(formatDateShort(latest.sleep_date))}
              </Typography>
              <Typography variant="body2">
                {T.quality}: <strong>{nightQualityText(latest.sleep_quality)}</strong> · {T.duration}: <strong>{durationText(latest.sleep_duration)}</strong>
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ParticipantList({ onOpen }: { onOpen: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const list = useInfiniteQuery(sleepParticipantsQuery(search));
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

/**
 * The admin's sleep tab (spec "Sleep tab"): totals, then the participants with their latest night;
 * a participant opens their detail. Everything is read a summary or a page at a time.
 */
export function SleepDataTab() {
  const [openId, setOpenId] = useParticipantParam();
  if (openId) return <SleepParticipantDetail userId={openId} onBack={() => setOpenId(null)} />;
  return (
    <Stack spacing={2}>
      <Overview />
      <ParticipantList onOpen={setOpenId} />
    </Stack>
  );
}
