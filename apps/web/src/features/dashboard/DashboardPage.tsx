import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { canUseBetaFeatures, lastNightMissing, summarizeSleep, todayInStudyZone } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { queryPhase, type QueryPhase } from '../../lib/ui/query-phase';
import { usePageTitle } from '../../lib/usePageTitle';
import { AdminDashboard } from './AdminDashboard';
import { dashboardSleepQuery } from './api';
import { LastNightCard, type LastNight } from './LastNightCard';
import { QuickActions } from './QuickActions';
import { RecentSleep, type WaitingNight } from './RecentSleep';
import { useWaitingNights } from './useWaitingNights';
import { SummaryCards, type SleepFigures } from './SummaryCards';
import { WeekCard } from './WeekCard';
import { DASHBOARD_TEXTS } from './texts';

/** Last night's entry: unknown while the nights load; a night waiting on the device counts as given. */
function lastNight(records: readonly { sleep_date: string }[] | undefined, waiting: readonly WaitingNight[]): LastNight {
  if (!records) return 'loading';
  if (!lastNightMissing(records)) return 'recorded';
  return lastNightMissing(waiting.map((night) => ({ sleep_date: night.date }))) ? 'missing' : 'waiting';
}

/**
 * /dashboard (docs/product.md, "Dashboard"), in that order: greeting, last night's card (asking for the
 * entry while it is missing), three cards, the week, quick actions, latest nights, beta notice.
 * Loading shows skeletons of the same size as what they stand for, so nothing moves when the nights
 * arrive, and a failure an error with 'Tekrar Dene' under the greeting (docs/product.md, "App shell").
 */
export default function DashboardPage() {
  const { user } = useSession();
  const sessions = useQuery(dashboardSleepQuery());
  const waiting = useWaitingNights();
  usePageTitle(DASHBOARD_TEXTS.pageTitle);
  if (!user) return null;
  if (user.isAdmin) return <AdminDashboard name={user.name} />;

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
      {nights.phase !== 'failed' && <LastNightCard state={lastNight(records, waiting)} />}
      <SummaryCards figures={figures} group={user.abGroup} />
      {nights.phase !== 'failed' && <WeekCard nights={records} today={todayInStudyZone()} heartRate={canUseBetaFeatures(user)} />}
      <QuickActions beta={canUseBetaFeatures(user)} />
      {nights.phase !== 'failed' && <RecentSleep sessions={records} waiting={waiting} />}
      {user.abGroup === 'experiment' && (
        <Alert severity="info" icon={<ScienceOutlinedIcon />} role="note">
          <AlertTitle>{t.beta.title}</AlertTitle>
          {t.beta.body}
        </Alert>
      )}
    </Stack>
  );
}
