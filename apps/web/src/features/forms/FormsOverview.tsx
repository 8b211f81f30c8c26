import AssignmentIcon from '@mui/icons-material/Assignment';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { FormType } from '@uyku/domain';
import type { OutboxItem } from '../../lib/outbox';
import { FormCard } from './FormCard';
import { FORMS_TEXTS } from './texts';

export interface FormsOverviewProps {
  /** The server's answer: an empty list here really means no form is open to the participant. */
  forms: readonly FormType[];
  onOpen: (id: string) => void;
  /** Forms with a 'Doldurdum' mark kept on the device, by id. */
  pending?: ReadonlyMap<string, OutboxItem['state']>;
}

/** 'filled / total Form Dolduruldu' with its bar, then a card per form or 'Henüz form yok'. */
export function FormsOverview({ forms, onOpen, pending }: FormsOverviewProps) {
  const filled = forms.filter((form) => form.is_filled).length;
  const progress = FORMS_TEXTS.progress(filled, forms.length);
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="h6" component="p" data-testid="forms-progress">
              {progress}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={forms.length === 0 ? 0 : (filled / forms.length) * 100}
              aria-label={progress}
              color="success"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Stack>
        </CardContent>
      </Card>

      {forms.length === 0 && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }}>
              <AssignmentIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
              <Typography color="text.secondary">{FORMS_TEXTS.empty}</Typography>
            </Stack>
          </CardContent>
        </Card>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {forms.map((form) => (
          <FormCard key={form.id} form={form} onOpen={() => onOpen(form.id)} pending={pending?.get(form.id)} />
        ))}
      </Box>
    </>
  );
}
