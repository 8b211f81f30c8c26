import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_TEXTS } from './texts';
import { HeadingWithHelp } from '../../lib/ui/HeadingWithHelp';

/**
 * The dashboard's first card while last night has no diary entry: one tap
 * opens the new-record form, whose date already defaults to this morning.
 */
export function DiaryReminderCard() {
  const t = DASHBOARD_TEXTS.reminder;
  return (
    <Card
      component="section"
      aria-labelledby="diary-reminder-title"
      data-testid="diary-reminder"
      sx={{ borderColor: 'primary.main', borderWidth: 2 }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              <EditCalendarIcon fontSize="large" />
            </Box>
            <div>
              <HeadingWithHelp id="diary-reminder-title" title={t.title} help={t.body} component="h2" />
            </div>
          </Stack>
          <Button component={RouterLink} to="/sleep?entry=new" variant="contained" size="large" sx={{ flexShrink: 0 }}>
            {t.action}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
