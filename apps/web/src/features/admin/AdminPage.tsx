import { Badge, Box, Stack, Tab, Tabs, Typography, type SxProps, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminWaiting, AdminWaitingKind } from '@uyku/domain';
import { useAdminWaiting } from '../../lib/admin-waiting/api';
import { WAITING_TEXTS } from '../../lib/admin-waiting/texts';
import { useRealtimeMessages } from '../../lib/realtime';
import { usePageTitle } from '../../lib/usePageTitle';
import { adminKeys } from './api';
import { AuditLogTab } from './audit/AuditLogTab';
import { EmptySlot } from './EmptySlot';
import { HeartRateTab } from './heart-rate-data/HeartRateTab';
import { NoticeProvider } from '../../lib/ui/notice/NoticeProvider';
import { PasswordResetTab } from './resets/PasswordResetTab';
import { SleepDataTab } from './sleep-data/SleepDataTab';
import { StatCards } from './StatCards';
import { StudyTab } from './study/StudyTab';
import { ADMIN_TABS, tabFromQuery, type AdminSlot, type AdminTab, type AdminTabKey } from './tabs';
import { ADMIN_TEXTS } from './texts';
import { UsersTab } from './users/UsersTab';

export interface AdminPageProps {
  /** Tab contents supplied by other features (composed in app/admin-route.tsx). */
  slots?: Partial<Record<AdminSlot, ReactNode>>;
}

/** The tabs where something waits, and which count of `GET /admin/waiting` their badge shows. */
const WAITING_TAB: Partial<Record<AdminTabKey, AdminWaitingKind>> = {
  users: 'approvals',
  'password-reset': 'passwordResets',
  messages: 'videoCalls',
  analysis: 'alerts',
};

const waitingOn = (key: AdminTabKey, waiting: AdminWaiting | undefined): number => {
  const kind = WAITING_TAB[key];
  return kind && waiting ? waiting[kind] : 0;
};

/**
 * Tighter tabs than MUI's default, on one sideways-scrolling row at every width (docs/product.md,
 * "Admin panel"): at 1280 px beside the menu the ten tabs need a little more than the row, so the
 * strip scrolls and MUI shows its arrows rather than wrapping the last tab alone onto a second line.
 */
const TAB_STRIP_SX: SxProps<Theme> = {
  '& .MuiTab-root': { px: 1.5, minWidth: 0 },
  // At the strip's start the left arrow is disabled, and MUI makes it invisible while it keeps its
  // room: a blank gap before the first tab. Shown faintly, it reads as "scrolls this way, not yet".
  '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
};

/** The analysis tab brings its charts and tables (docs/product.md, "Analysis"): loaded only when opened. */
const AnalyticsTab = lazy(() => import('./analytics/AnalyticsTab'));

function PendingLabel({ tabKey, label, count }: { tabKey: AdminTabKey; label: string; count: number }) {
  const title = tabKey === 'password-reset' ? ADMIN_TEXTS.tabs.pendingBadge(count) : WAITING_TEXTS.badge(count);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <span>{label}</span>
      <Box
        component="span"
        data-testid={tabKey === 'password-reset' ? 'pending-reset-badge' : `waiting-badge-${tabKey}`}
        title={title}
        sx={{ display: 'inline-flex' }}
      >
        <Badge badgeContent={count} color="error" max={99} sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
      </Box>
    </Stack>
  );
}

function TabContent({ tab, slots }: { tab: AdminTab; slots: AdminPageProps['slots'] }) {
  if (tab.key === 'sleep') return <SleepDataTab />;
  if (tab.key === 'heart-rate') return <HeartRateTab />;
  if (tab.key === 'analysis')
    return (
      <Suspense fallback={<Typography color="text.secondary">{ADMIN_TEXTS.common.loading}</Typography>}>
        <AnalyticsTab />
      </Suspense>
    );
  if (tab.slot) return <>{slots?.[tab.slot] ?? <EmptySlot />}</>;
  if (tab.key === 'password-reset') return <PasswordResetTab />;
  if (tab.key === 'audit') return <AuditLogTab />;
  if (tab.key === 'study') return <StudyTab />;
  return <UsersTab />;
}

/**
 * Keeps the selected tab in sight where the ten tabs scroll sideways: a tab opened
 * by `?tab=` (the message bell's link) or one whose label widened with the pending badge would
 * otherwise sit off screen. Only the tab strip scrolls, never the page.
 */
function useSelectedTabInView(key: string, pending: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    const tab = ref.current?.querySelector<HTMLElement>(`#admin-tab-${key}`);
    if (!scroller || !tab) return;
    const bringIntoView = () => {
      const tabBox = tab.getBoundingClientRect();
      const scrollerBox = scroller.getBoundingClientRect();
      if (tabBox.left >= scrollerBox.left && tabBox.right <= scrollerBox.right) return;
      const centred = scroller.scrollLeft + (tabBox.left - scrollerBox.left) - (scroller.clientWidth - tabBox.width) / 2;
      scroller.scrollTo({ left: Math.max(0, centred) });
    };
    bringIntoView();
    // The strip narrows once MUI shows its scroll arrows (after the first layout): look again then.
    const observer = new ResizeObserver(bringIntoView);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [key, pending]);
  return ref;
}

/**
 * /admin (docs/product.md, "Admin panel"): title, the four stat cards and the tabs. The selected tab follows
 * `?tab=`, so the message bell can open `/admin?tab=messages`.
 */
export default function AdminPage({ slots = {} }: AdminPageProps) {
  const [params, setParams] = useSearchParams();
  const current = tabFromQuery(params.get('tab'));
  // The badges keep up over the socket while the panel stays open on another tab (docs/product.md, "What waits").
  const waiting = useAdminWaiting(true);
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    // A registration or a reset request arrived, or another admin handled one: the open lists follow.
    if (message.type !== 'admin.waiting') return;
    for (const queryKey of [adminKeys.users, adminKeys.resets, adminKeys.stats]) void queryClient.invalidateQueries({ queryKey });
  });
  const pending = Object.values(WAITING_TAB).reduce((sum, kind) => sum + (waiting?.[kind] ?? 0), 0);

  const tabsRef = useSelectedTabInView(current.key, pending);

  usePageTitle(ADMIN_TEXTS.title);

  return (
    <NoticeProvider testId="admin-notice">
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {ADMIN_TEXTS.title}
        </Typography>
        <StatCards />
        <Box ref={tabsRef} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={current.key}
            onChange={(_event, key: string) => setParams({ tab: key }, { replace: true })}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={ADMIN_TEXTS.tabs.label}
            sx={TAB_STRIP_SX}
          >
            {ADMIN_TABS.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                id={`admin-tab-${tab.key}`}
                aria-controls={`admin-tabpanel-${tab.key}`}
                label={
                  waitingOn(tab.key, waiting) > 0 ? (
                    <PendingLabel tabKey={tab.key} label={tab.label} count={waitingOn(tab.key, waiting)} />
                  ) : (
                    tab.label
                  )
                }
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`admin-tabpanel-${current.key}`} aria-labelledby={`admin-tab-${current.key}`}>
          <TabContent tab={current} slots={slots} />
        </Box>
      </Stack>
    </NoticeProvider>
  );
}
