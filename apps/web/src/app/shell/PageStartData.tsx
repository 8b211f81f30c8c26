import { usePrefetchQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { canUseBetaFeatures, type SessionUser } from '@uyku/domain';
import { FIRST_RELAXATION_CATEGORY, relaxationContentQuery } from '../../features/audio/relaxation/content-query';
import { messagesQuery, unreadQuery } from '../../features/chat/api';
import { dashboardSleepQuery, groupDescriptionsQuery } from '../../features/dashboard/api';
import { nightsQuery } from '../../features/sleep/queries';
import { heartRateSessionsQuery } from '../../lib/heart-rate-sessions';

/**
 * The answers a participant's page reads as it first renders, asked for while the shell renders, so
 * that they travel while the page's own code is still on its way (decision 040): TanStack Query's
 * prefetching in a component above a code-split one, with its `usePrefetchQuery`. The page's own
 * `useQuery` finds each answer in the cache, or in flight, under the same key from the same
 * factory; a query that already has any state is not asked again. Only what a page reads on its
 * first render is here: a dialog's or a later tab's queries are asked when they open.
 */
type StartData = ComponentType<{ user: SessionUser; search: string }>;

function HeartRateSessions() {
  usePrefetchQuery(heartRateSessionsQuery);
  return null;
}

function DashboardData({ user }: { user: SessionUser }) {
  usePrefetchQuery(dashboardSleepQuery());
  usePrefetchQuery(groupDescriptionsQuery());
  // The week card shows the latest session's heart rate to the experiment group only.
  return canUseBetaFeatures(user) ? <HeartRateSessions /> : null;
}

function SleepData() {
  // Read on every view of /sleep, the list's and the forms' alike.
  usePrefetchQuery(nightsQuery());
  return null;
}

function SupportData({ user }: { user: SessionUser }) {
  usePrefetchQuery(messagesQuery(user.userId));
  return null;
}

function FirstRelaxationCategory() {
  usePrefetchQuery(relaxationContentQuery(FIRST_RELAXATION_CATEGORY));
  return null;
}

function RelaxationData({ user, search }: { user: SessionUser; search: string }) {
  // The control group sees the lock screen, which reads nothing.
  if (!canUseBetaFeatures(user)) return null;
  // The page's list for the first category; an address naming one is left to the page, which reads it.
  return (
    <>
      {search === '' && <FirstRelaxationCategory />}
      {/* The heart-rate modal's settings, read by the audio screen. */}
      <HeartRateSessions />
    </>
  );
}

/** Participants' pages only: an admin's screens read other answers, asked as they render. */
const START_DATA: Readonly<Partial<Record<string, StartData>>> = {
  '/dashboard': DashboardData,
  '/sleep': SleepData,
  '/support': SupportData,
  '/relaxation': RelaxationData,
};

/** Asks for the shell's own answer (the unread count) and the page's, as the shell renders. */
export function PageStartData({ user }: { user: SessionUser }) {
  const { pathname, search } = useLocation();
  usePrefetchQuery(unreadQuery);
  const Page = user.isAdmin ? undefined : START_DATA[pathname];
  return Page ? <Page user={user} search={search} /> : null;
}
