import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { formatDateLong, formatOneDecimal, formatSleepDuration, participantStudyDayText, type NightSummary } from '@uyku/domain';
import { SLEEP_TEXTS } from './texts';

/** Stage minutes a night never had (all three 0 or missing) are not shown as '0 dk'. */
function stagesEntered(session: NightSummary): boolean {
  return [session.deep_sleep_duration, session.rem_duration, session.light_sleep_duration].some((minutes) => (minutes ?? 0) > 0);
}

/**
 * One night in the list: long date, duration, study day as 'Gün x / y' (never a phase or arm,
 * docs/product.md, "Sleep diary"), stage minutes when entered, notes in quotes, quality /10.
 */
export function NightCard({ session, onEdit, onDelete }: { session: NightSummary; onEdit: () => void; onDelete: () => void }) {
  const t = SLEEP_TEXTS.record;
  const date = formatDateLong(session.sleep_date);
  const studyDay = participantStudyDayText(session.study_day, session.study_length);
  // One stage given and another not: the missing one reads '—', never a measured 0.
  const stageText = (minutes: number | null) => (minutes ? `${minutes} ${t.minutes}` : t.noStage);
  return (
    <Card component="li" aria-label={date} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {date}
            </Typography>
            <Typography variant="body2">
              {t.duration}: <strong>{formatSleepDuration(session.sleep_duration)}</strong>
            </Typography>
            {studyDay && (
              <Typography variant="body2" color="text.secondary" data-testid="study-day">
                {studyDay}
              </Typography>
            )}
          </Box>
          <Chip
            label={`${session.sleep_quality}/10`}
            color={session.sleep_quality >= 7 ? 'success' : session.sleep_quality >= 4 ? 'warning' : 'error'}
            aria-label={`${t.quality}: ${session.sleep_quality}/10`}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        </Stack>
        {stagesEntered(session) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="stages">
            {t.deep}: {stageText(session.deep_sleep_duration)} · {t.rem}: {stageText(session.rem_duration)} · {t.light}:{' '}
            {stageText(session.light_sleep_duration)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t.efficiency}: %{formatOneDecimal(session.sleep_efficiency)}
        </Typography>
        {session.notes && (
          <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            &quot;{session.notes}&quot;
          </Typography>
        )}
        {/* Edit and delete apart, so a thumb meant for one never lands on the other. */}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
          {/* The browser's own tooltip (`title`), not MUI's: docs/decisions/043-icon-buttons-named-by-title.md. */}
          <IconButton onClick={onEdit} aria-label={`${t.edit}: ${date}`} title={`${t.edit}: ${date}`} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            onClick={onDelete}
            aria-label={`${t.delete}: ${date}`}
            title={`${t.delete}: ${date}`}
            size="small"
            color="error"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
