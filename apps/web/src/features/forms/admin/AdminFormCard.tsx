import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { scheduleText, type AdminForm } from '@uyku/domain';
import { ADMIN_FORMS_TEXTS, AUDIENCE_LABELS } from '../texts';

const t = ADMIN_FORMS_TEXTS;

/** A row of buttons that never breaks, each as narrow as its label. */
const ACTION_GROUP_SX = { display: 'flex', flexWrap: 'nowrap', gap: 1, '& .MuiButton-root': { minWidth: 0, whiteSpace: 'nowrap' } } as const;

export interface AdminFormCardProps {
  form: AdminForm;
  busy: boolean;
  onResponses: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onSchedule: () => void;
  onDelete: () => void;
}

/** A form card (docs/product.md, "Form responses"): active chip, title, description, respondent and response counts, actions. */
export function AdminFormCard({ form, busy, onResponses, onToggle, onEdit, onSchedule, onDelete }: AdminFormCardProps) {
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="admin-form-card">
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.25}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" label={form.is_active ? t.active : t.inactive} color={form.is_active ? 'success' : 'default'} />
            <Chip size="small" variant="outlined" label={form.kind === 'google' ? t.kindGoogle : t.kindBuiltin} />
            {form.audience !== 'both' && <Chip size="small" variant="outlined" color="secondary" label={AUDIENCE_LABELS[form.audience]} />}
            {form.kind === 'builtin' && <Chip size="small" variant="outlined" label={t.version(form.version)} />}
            {form.schedule_days.length > 0 && (
              <Chip size="small" color="primary" variant="outlined" label={t.schedule.chip(scheduleText(form.schedule_days))} data-testid="form-schedule" />
            )}
          </Stack>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {form.title}
          </Typography>
          {form.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {form.description}
            </Typography>
          )}
          {form.kind === 'google' && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {form.google_form_url}
            </Typography>
          )}
          {form.participant_field && (
            <Typography variant="body2" color="text.secondary">
              {t.prefill(form.participant_field)}
            </Typography>
          )}
          <Stack direction="row" spacing={2} data-testid="form-counts">
            <Typography variant="body2">{t.respondents(form.response_count)}</Typography>
            <Typography variant="body2">{t.responses(form.total_responses)}</Typography>
          </Stack>
        </Stack>
      </CardContent>
      {/* Two groups that never wrap inside (docs/product.md, "Form responses"): on one row in a desk's
          card, and at 360 px the editing group moves whole under the first, so 'Sil' never sits alone. */}
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Box sx={ACTION_GROUP_SX}>
          <Button variant="contained" size="small" onClick={onResponses}>
            {t.viewResponses}
          </Button>
          <Button variant="outlined" size="small" onClick={onToggle} disabled={busy}>
            {form.is_active ? t.deactivate : t.activate}
          </Button>
        </Box>
        <Box sx={ACTION_GROUP_SX}>
          <Button size="small" onClick={onEdit}>
            {t.edit}
          </Button>
          <Button size="small" onClick={onSchedule}>
            {t.schedule.button}
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            {t.delete}
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
