import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { OutboxItem } from '../../lib/outbox';
import { OutboxStatusChip, RefusedWriteAlert } from '../../lib/ui/OutboxStatus';
import { FORMS_TEXTS } from './texts';

/** The form a kept mark is for, read defensively from its body. */
export function markedFormId(item: OutboxItem): string | null {
  const body = item.body;
  if (typeof body !== 'object' || body === null || !('form_type_id' in body)) return null;
  return typeof body.form_type_id === 'string' ? body.form_type_id : null;
}

/** 'Gönderilmeyi bekliyor' (or 'Gönderilemedi' with the reason), as a chip beside the form's title. */
/**
 * 'Doldurdum' marks kept on this device (docs/decisions/021-offline-outbox.md), named by the form's
 * title: shown while the list itself cannot load (offline), and for a mark the server refused.
 */
export function PendingFormMarks({ items }: { items: readonly OutboxItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="forms-pending-title" data-testid="pending-form-marks">
      <Typography id="forms-pending-title" variant="h6" component="h2">
        {FORMS_TEXTS.pendingTitle(items.length)}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {items.map((item) => (
          <Card
            key={item.idempotencyKey}
            component="li"
            variant="outlined"
            aria-label={item.label}
            sx={{ listStyle: 'none', borderStyle: 'dashed' }}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack spacing={1}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {item.label}
                </Typography>
                <OutboxStatusChip state={item.state} sx={{ alignSelf: 'flex-start' }} />
                <RefusedWriteAlert item={item} fallback={FORMS_TEXTS.modal.saveFailed} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
