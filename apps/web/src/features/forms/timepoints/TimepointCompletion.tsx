import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TimepointCompletion as Completion } from '@uyku/domain';
import { formTimepointsQuery } from '../api';
import { ADMIN_FORMS_TEXTS } from '../texts';

const t = ADMIN_FORMS_TEXTS.completion;

function DayRow({ timepoint }: { timepoint: Completion }) {
  const share = timepoint.due_count === 0 ? 0 : (timepoint.answered_count / timepoint.due_count) * 100;
  return (
    <Box data-testid="timepoint-completion" data-day={timepoint.day}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {t.day(timepoint.day)}
        </Typography>
        <Typography variant="body2">{t.counts(timepoint.answered_count, timepoint.due_count)}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={share}
        color="success"
        aria-label={`${t.day(timepoint.day)}: ${t.counts(timepoint.answered_count, timepoint.due_count)}`}
        sx={{ height: 6, borderRadius: 3, my: 0.75 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {timepoint.due_count === 0
          ? t.notReached
          : timepoint.missing.length === 0
            ? t.noneMissing
            : `${t.missing} ${timepoint.missing.map((p) => `${p.name} (${p.participant_code})`).join(', ')}`}
      </Typography>
    </Box>
  );
}

/** Per scheduled study day: participants due, answered, and who is missing (decision 009). */
export function TimepointCompletion({ formId }: { formId: string }) {
  const completion = useQuery(formTimepointsQuery(formId));
  return (
    <Box component="section" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }} aria-label={t.heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t.heading}
      </Typography>
      {completion.isPending && <LinearProgress />}
      {completion.isError && <Alert severity="error">{t.loadFailed}</Alert>}
      <Stack spacing={1.5}>
        {completion.data?.timepoints.map((timepoint) => (
          <DayRow key={timepoint.day} timepoint={timepoint} />
        ))}
      </Stack>
    </Box>
  );
}
