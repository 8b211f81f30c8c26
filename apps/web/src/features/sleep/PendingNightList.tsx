import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDateLong } from '@uyku/domain';
import { usePendingWrites, type OutboxItem } from '../../lib/outbox';
import { OutboxStatusChip, RefusedWriteAlert } from '../../lib/ui/OutboxStatus';
import { SLEEP_TEXTS } from './texts';

/** What a kept night shows: read defensively, since the store outlives versions of the form. */
interface KeptNight {
  date: string;
  bedtime: string | null;
  wakeTime: string | null;
  quality: number | null;
  notes: string | null;
}

function keptNight(body: unknown): KeptNight {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const quality = record.sleep_quality;
  return {
    date: text('date') ?? '',
    bedtime: text('bedtime'),
    wakeTime: text('wake_time'),
    quality: typeof quality === 'number' ? quality : null,
    notes: text('notes'),
  };
}

function PendingNightCard({ item }: { item: OutboxItem }) {
  const night = keptNight(item.body);
  const date = night.date ? formatDateLong(night.date) : '';
  const refused = item.state === 'refused';
  return (
    <Card
      component="li"
      aria-label={date}
      variant="outlined"
      sx={{ listStyle: 'none', borderStyle: 'dashed', borderColor: refused ? 'error.main' : 'warning.main' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {date}
            </Typography>
            {night.bedtime && night.wakeTime && (
              <Typography variant="body2" color="text.secondary">
                {night.bedtime} – {night.wakeTime}
              </Typography>
            )}
          </Box>
          {night.quality !== null && (
            <Chip
              label={`${night.quality}/10`}
              variant="outlined"
              aria-label={`${SLEEP_TEXTS.record.quality}: ${night.quality}/10`}
              sx={{ fontWeight: 700, flexShrink: 0 }}
            />
          )}
        </Stack>
        {night.notes && (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            &quot;{night.notes}&quot;
          </Typography>
        )}
        <OutboxStatusChip state={item.state} sx={{ mt: 1.5 }} />
        <RefusedWriteAlert item={item} fallback={SLEEP_TEXTS.form.createFailed} sx={{ mt: 1.5 }} />
      </CardContent>
    </Card>
  );
}

/**
 * Nights saved on this device that the server does not have yet (docs/decisions/021-offline-outbox.md):
 * 'Gönderilmeyi bekliyor' until the connection returns, or the server's reason when it refused one.
 */
export function PendingNightList() {
  const pending = usePendingWrites('sleep-session');
  if (pending.length === 0) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="sleep-pending-title" data-testid="pending-nights">
      <Typography id="sleep-pending-title" variant="h6" component="h2">
        {SLEEP_TEXTS.pendingTitle(pending.length)}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {pending.map((item) => (
          <PendingNightCard key={item.idempotencyKey} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
