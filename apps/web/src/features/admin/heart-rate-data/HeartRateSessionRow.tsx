import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  formatDateTime,
  heartRateChange,
  heartRateContentLabel,
  type AdminHeartRateSession,
  type HeartRateMeasurement,
  type HeartRateValue,
} from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { changeColor, changeText, heartRateValueText, methodText, percentText } from './format';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

/** The content label chip: 'Rahatlama' or 'Binaural'. */
export function ContentChip({ contentType }: { contentType: string }) {
  const label = heartRateContentLabel(contentType);
  return <Chip size="small" label={label} color={label === 'Rahatlama' ? 'info' : 'secondary'} variant="outlined" />;
}

/** A value and, under it, how it was obtained (docs/decisions/020-heart-rate-never-invented.md). */
function ValueWithMethod({ value, measurement }: { value: HeartRateValue; measurement: HeartRateMeasurement | null }) {
  const how = methodText(measurement);
  return (
    <>
      {heartRateValueText(value)}
      {how && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }} data-testid="heart-rate-method">
          {how}
        </Typography>
      )}
    </>
  );
}

/** Before, after, change and percent of one session. */
export function HeartRateFigures({ session, withDuration = false }: { session: AdminHeartRateSession; withDuration?: boolean }) {
  const { change, percent } = heartRateChange(session.heart_rate_before, session.heart_rate_after);
  return (
    <MetricGrid min={110}>
      <Metric label={T.before} value={<ValueWithMethod value={session.heart_rate_before} measurement={session.heart_rate_before_measurement} />} />
      <Metric label={T.after} value={<ValueWithMethod value={session.heart_rate_after} measurement={session.heart_rate_after_measurement} />} />
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
