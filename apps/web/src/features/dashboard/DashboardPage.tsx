import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { lazy, useMemo } from 'react';
import { canUseBetaFeatures, lastNightMissing, summarizeSleep, todayInStudyZone } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import { WaitingForNetwork } from '../../lib/ui/WaitingForNetwork';
import { queryPhase, type QueryPhase } from '../../lib/ui/query-phase';
import { useIdleMount } from '../../lib/ui/useIdleMount';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { usePageTitle } from '../../lib/usePageTitle';
import { dashboardSleepQuery, groupDescriptionsQuery } from './api';
import { LastNightCard, type LastNight } from './LastNightCard';
import { QuickActions } from './QuickActions';
import { RecentSleep, type WaitingNight } from './RecentSleep';
import { useWaitingNights } from './useWaitingNights';
import { SummaryCards, type SleepFigures } from './SummaryCards';
import { WeekCard } from './WeekCard';
import { DASHBOARD_TEXTS } from './texts';

/**
 * Room for the deferred cards until they come (about what they take with nights): the page has its
 * height, and a desk its scroll bar, from the start; it lies below the first view, so a difference
 * moves nothing on screen.
 */
const BELOW_FOLD_ROOM_PX = 440;

// The researcher's day (what waits, the start checklist, shortcuts) is an admin's only: loaded apart, so
// a participant's dashboard does not carry it.
const AdminDashboard = lazy(() => import('./AdminDashboard').then((module) => ({ default: module.AdminDashboard })));

/** Last night's entry: unknown while the nights load; a night waiting on the device counts as given. */
function lastNight(records: readonly { sleep_date: string }[] | undefined, waiting: readonly WaitingNight[]): LastNight {
  if (!records) return 'loading';
  if (!lastNightMissing(records)) return 'recorded';
  return waitingHasLastNight(waiting) ? 'waiting' : 'missing';
}

function waitingHasLastNight(waiting: readonly WaitingNight[]): boolean {
  return !lastNightMissing(waiting.map((night) => ({ sleep_date: night.date })));
}

/**
 * /dashboard (docs/product.md, "Dashboard"), in that order: greeting, last night's card (asking for the
 * entry while it is missing), three cards, the week, quick actions, latest nights, beta notice.
 * Loading shows skeletons of the same size as what they stand for, so nothing moves when the nights
 * arrive, and a failure an error with 'Tekrar Dene' under the greeting (docs/product.md, "App shell").
 */
export default function DashboardPage() {
  const { user } = useSession();
  const sessions = useDeferredQuery(dashboardSleepQuery());
  const groupDescriptions = useDeferredQuery(groupDescriptionsQuery());
  const waiting = useWaitingNights();
  usePageTitle(DASHBOARD_TEXTS.pageTitle);
  const nights = queryPhase(sessions);
  // Offline with the nights not loaded (a start without a connection), their request waits for the
  // network: the cards drawn from them would stand as skeletons for as long as the device is offline.
  // They are left out, as /sleep leaves out its tiles, and one line under the greeting says why; what
  // the device holds (nights waiting to be sent) and what works offline (the quick actions) stay.
  const waitsForNetwork = nights.phase === 'loading' && sessions.fetchStatus === 'paused';
  // Below the first view on a phone (390 × 844) and on a desk (1280 × 800): rendered once the nights
  // have arrived (or failed) and the browser is idle, once with their data rather than first as
  // skeletons inside the start's long tasks (docs/decisions/025-first-render-main-thread.md).
  // Offline the nights kept on the device are listed at once all the same.
  const belowFold = useIdleMount(nights.phase !== 'loading' || waitsForNetwork || waiting.length > 0);
  const records = nights.phase === 'ready' ? nights.data : undefined;
  // The cards are memoised: a render of this page that changes nothing of theirs (the device's outbox
  // loading, a refetch with the same nights) does not render them again. So the figures keep their
  // identity until the nights change.
  const phase = nights.phase;
  const figures = useMemo<QueryPhase<SleepFigures>>(
    () =>
      records
        ? { phase: 'ready', data: { latest: records[0], summary: summarizeSleep(records, todayInStudyZone()) } }
        : { phase: phase === 'failed' ? 'failed' : 'loading' },
    [records, phase],
  );
  if (!user) return null;
  if (user.isAdmin) return <AdminDashboard name={user.name} />;

  const t = DASHBOARD_TEXTS;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: 28, sm: 34 } }}>
          {t.greeting(user.name)}
        </Typography>
        <Typography color="text.secondary">{t.subtitle}</Typography>
      </div>
      {nights.phase === 'failed' && <LoadFailed message={t.recent.loadFailed} onRetry={() => void sessions.refetch()} />}
      {/* Offline the nights wait for the network: said under the greeting, where a failure would show. */}
      {waitsForNetwork && <WaitingForNetwork />}
      {/* Only once the list is loaded: a reminder that flashes and vanishes would mislead. Offline,
          only what the device knows: last night waiting on it to be sent. */}
      {waitsForNetwork
        ? waitingHasLastNight(waiting) && <LastNightCard state="waiting" />
        : nights.phase !== 'failed' && <LastNightCard state={lastNight(records, waiting)} />}
      {!waitsForNetwork && (
        <SummaryCards figures={figures} group={user.abGroup} groupDescription={groupDescriptions.data?.[user.abGroup]} />
      )}
      {nights.phase !== 'failed' && !waitsForNetwork && (
        <WeekCard nights={records} today={todayInStudyZone()} heartRate={canUseBetaFeatures(user)} />
      )}
      {belowFold ? (
        <>
          <QuickActions beta={canUseBetaFeatures(user)} />
          {nights.phase !== 'failed' && (!waitsForNetwork || waiting.length > 0) && (
            <RecentSleep sessions={records} waiting={waiting} waitsForNetwork={waitsForNetwork} />
          )}
          {user.abGroup === 'experiment' && (
            <Alert severity="info" icon={<ScienceOutlinedIcon />} role="note">
              <AlertTitle>{t.beta.title}</AlertTitle>
              {t.beta.body}
            </Alert>
          )}
        </>
      ) : (
        // Their room meanwhile, so the page's height (and a desk's scroll bar) is there from the start;
        // while the nights load it shows skeleton lines where the latest nights will be, never a blank.
        <div style={{ minHeight: BELOW_FOLD_ROOM_PX }}>{nights.phase === 'loading' && !waitsForNetwork && <LoadingBlock />}</div>
      )}
    </Stack>
  );
}
