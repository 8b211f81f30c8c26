import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { canUseBetaFeatures, lastNightMissing, summarizeSleep, todayInStudyZone } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/usePageTitle';
import { dashboardSleepQuery } from './api';
import { DiaryReminderCard } from './DiaryReminderCard';
import { QuickActions } from './QuickActions';
import { RecentSleep } from './RecentSleep';
import { SummaryCards } from './SummaryCards';
import { DASHBOARD_TEXTS } from './texts';

/**
 * /dashboard (docs/product.md, "Dashboard"), in that order: greeting, three cards, quick actions, latest
 * nights, beta notice. While last night has no entry, a reminder card comes first.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const sessions = useQuery(dashboardSleepQuery());
  usePageTitle(DASHBOARD_TEXTS.pageTitle);
  if (!user) return null;

  const records = sessions.data ?? [];
  const t = DASHBOARD_TEXTS;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: 28, sm: 34 } }}>
          {t.greeting(user.name)}
        </Typography>
        <Typography color="text.secondary">{t.subtitle}</Typography>
      </div>
      {/* Only once the list is loaded: a reminder that flashes and vanishes would mislead. */}
      {sessions.isSuccess && lastNightMissing(records) && <DiaryReminderCard />}
      <SummaryCards latest={records[0]} summary={summarizeSleep(records, todayInStudyZone())} group={user.abGroup} />
      <QuickActions beta={canUseBetaFeatures(user)} />
      <RecentSleep sessions={records} loading={sessions.isPending} failed={sessions.isError} />
      {user.abGroup === 'experiment' && (
        <Alert severity="info" icon={<ScienceOutlinedIcon />} role="note">
          <AlertTitle>{t.beta.title}</AlertTitle>
          {t.beta.body}
        </Alert>
      )}
    </Stack>
  );
}
