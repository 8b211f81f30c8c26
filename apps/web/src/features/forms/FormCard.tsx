import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime, type FormType } from '@uyku/domain';
import type { OutboxItem } from '../../lib/outbox';
import { OutboxStatusChip } from '../../lib/ui/OutboxStatus';
import { FORMS_TEXTS } from './texts';
import { scheduleClosed, TimepointStatus } from './timepoints/TimepointStatus';

/**
 * One form on /forms: title, description, 'Dolduruldu' badge and last filled time, open button;
 * 'Gönderilmeyi bekliyor' while a 'Doldurdum' mark waits on the device.
 */
export function FormCard({ form, onOpen, pending }: { form: FormType; onOpen: () => void; pending?: OutboxItem['state'] }) {
  // A scheduled form whose first timepoint has not opened cannot be filled yet (the server would refuse).
  const closed = scheduleClosed(form);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="form-card">
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {form.title}
            </Typography>
            {form.is_filled && <Chip icon={<CheckCircleIcon />} label={FORMS_TEXTS.filledBadge} color="success" size="small" />}
          </Stack>
          {form.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {form.description}
            </Typography>
          )}
          {pending && <OutboxStatusChip state={pending} sx={{ alignSelf: 'flex-start' }} />}
          {form.kind === 'builtin' && <Chip label={FORMS_TEXTS.builtinChip} size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} />}
          <TimepointStatus form={form} />
          {form.last_filled_at && (
            <Typography variant="body2" color="text.secondary">
              {FORMS_TEXTS.lastFilled(formatDateTime(form.last_filled_at))}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant={form.is_filled ? 'outlined' : 'contained'} onClick={onOpen} fullWidth disabled={closed}>
          {closed ? FORMS_TEXTS.timepoints.closed : form.is_filled ? FORMS_TEXTS.review : FORMS_TEXTS.fill}
        </Button>
      </CardActions>
    </Card>
  );
}
