import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime, heartRateChange, heartRateContentLabel, type AdminHeartRateSession } from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { bpmText, changeColor, changeText, percentText } from './format';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

/** The content label chip: 'Rahatlama' or 'Binaural'. */
export function ContentChip({ contentType }: { contentType: string }) {
  const label = heartRateContentLabel(contentType);
  return <Chip size="small" label={label} color={label === 'Rahatlama' ? 'info' : 'secondary'} variant="outlined" />;
}

/** Before, after, change and percent of one session. */
export function HeartRateFigures({ session, withDuration = false }: { session: AdminHeartRateSession; withDuration?: boolean }) {
  const { change, percent } = heartRateChange(session.heart_rate_before, session.heart_rate_after);
  return (
    <MetricGrid min={110}>
      <Metric label={T.before} value={bpmText(session.heart_rate_before)} />
      <Metric label={T.after} value={bpmText(session.heart_rate_after)} />
      <Metric label={T.change} value={<Box component="span" sx={{ color: changeColor(change) }}>{changeText(change)}</Box>} />
      <Metric label={T.percent} value={<Box component="span" sx={{ color: changeColor(change) }}>{percentText(percent)}</Box>} />
      {withDuration && <Metric label={T.duration} value={T.minutes(session.duration)} />}
    </MetricGrid>
  );
}

/** One session in the detail's list. */
export function HeartRateSessionRow({ session }: { session: AdminHeartRateSession }) {
  return (
    <Box sx={{ py: 2, borderTop: 1, borderColor: 'divider' }} data-testid="heart-rate-record">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 0.5 }}>
        <ContentChip contentType={session.content_type} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{session.content_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(session.created_at)}
        </Typography>
      </Stack>
      <HeartRateFigures session={session} withDuration />
    </Box>
  );
}
