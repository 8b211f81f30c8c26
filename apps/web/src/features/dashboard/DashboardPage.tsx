import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { canUseBetaFeatures, lastNightMissing, summarizeSleep, todayInStudyZone } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { queryPhase, type QueryPhase } from '../../lib/ui/query-phase';
import { usePageTitle } from '../../lib/usePageTitle';
import { dashboardSleepQuery } from './api';
import { DiaryReminderCard } from './DiaryReminderCard';
import { QuickActions } from './QuickActions';
import { RecentSleep } from './RecentSleep';
import { SummaryCards, type SleepFigures } from './SummaryCards';
import { DASHBOARD_TEXTS } from './texts';

/**
 * /dashboard (docs/product.md, "Dashboard"), in that order: greeting, three cards, quick actions, latest
 * nights, beta notice. While last night has no entry, a reminder card comes first. Loading shows
 * skeletons and a failure an error with 'Tekrar Dene' under the greeting (docs/product.md, "App shell").
 */
export default function DashboardPage() {
  const { user } = useSession();
  const sessions = useQuery(dashboardSleepQuery());
  usePageTitle(DASHBOARD_TEXTS.pageTitle);
  if (!user) return null;

  const nights = queryPhase(sessions);
  const records = nights.phase === 'ready' ? nights.data : undefined;
  const figures: QueryPhase<SleepFigures> =
    nights.phase === 'ready'
      ? { phase: 'ready', data: { latest: nights.data[0], summary: summarizeSleep(nights.data, todayInStudyZone()) } }
      : nights;
  const t = DASHBOARD_TEXTS;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: 28, sm: 34 } }}>
          {t.greeting(user.name)}
        </Typography>
        <Typography color="text.secondary">{t.subtitle}</Typography>
      </div>
      {nights.phase === 'failed' && (
        <LoadFailed message={t.recent.loadFailed} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      )}
      {/* Only once the list is loaded: a reminder that flashes and vanishes would mislead. */}
      {records && lastNightMissing(records) && <DiaryReminderCard />}
      <SummaryCards figures={figures} group={user.abGroup} />
      <QuickActions beta={canUseBetaFeatures(user)} />
      {nights.phase !== 'failed' && <RecentSleep sessions={records} />}
      {user.abGroup === 'experiment' && (
        <Alert severity="info" icon={<ScienceOutlinedIcon />} role="note">
          <AlertTitle>{t.beta.title}</AlertTitle>
          {t.beta.body}
        </Alert>
      )}
    </Stack>
  );
}
