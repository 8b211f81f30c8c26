import { Box, Chip, Drawer, Stack, Toolbar, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { canUseBetaFeatures, type SessionUser } from '@uyku/domain';
import { useOpenSessionPending } from '../../features/audio/session/open-session-pending';
import { UnreadBell } from '../../features/chat/UnreadBell';
import { api } from '../../lib/api-client';
import { TEXTS } from '../../texts';
import { sessionStore } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { useAtLeast } from './useAtLeast';
import { DelayedProgress } from '../../lib/ui/DelayedProgress';
import { useIdleMount } from '../../lib/ui/useIdleMount';
import { ColorSchemeMenu } from '../color-scheme/ColorSchemeMenu';
import { NavMenu } from './NavMenu';
import { PageStartData } from './PageStartData';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';

export const DRAWER_WIDTH = 248;

// The admin's own parts of the shell, loaded only for admins: a participant's phone never pays for them.
const VideoRequestNotice = lazy(() =>
  import('../../features/video/VideoRequestNotice').then((module) => ({ default: module.VideoRequestNotice })),
);
const AdminWaitingBell = lazy(() => import('./AdminWaitingBell').then((module) => ({ default: module.AdminWaitingBell })));

// After the shell, for the experiment group only, once the browser is idle and only while a session is
// left open on the device: asks its after-value (docs/product.md, "Relaxation and binaural sessions")
// without weighing on the first paint, nor on the starts that have nothing to ask.
const OpenSessionPrompt = lazy(() =>
  import('../../features/audio/session/OpenSessionPrompt').then((module) => ({ default: module.OpenSessionPrompt })),
);

/**
 * The open-session question, asked once the first screen is drawn and the browser idle, and only
 * while a session is left open: its code and its query are no part of the start. Its own component,
 * so that the idle moment and the announcement re-render this, not the whole shell (decision 029).
 */
function OpenSessionQuestion({ userId }: { userId: string }) {
  const asksLater = useIdleMount();
  const sessionLeftOpen = useOpenSessionPending(userId);
  if (!asksLater || !sessionLeftOpen) return null;
  return (
    <Suspense fallback={null}>
      <OpenSessionPrompt userId={userId} />
    </Suspense>
  );
}

function DrawerUserBlock({ user }: { user: SessionUser }) {
  return (
    <Stack sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
        {/* The top bar has no room for the badges on a phone; they sit here, with the name. */}
        {user.isAdmin && (
          <Chip label={TEXTS.shell.adminBadge} size="small" color="warning" sx={{ height: 20, fontWeight: 700 }} />
        )}
        {user.abGroup === 'experiment' && (
          <Chip label={TEXTS.shell.betaBadge} size="small" color="secondary" sx={{ height: 20, fontWeight: 700 }} />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {user.phone}
      </Typography>
    </Stack>
  );
}

/** The signed-in layout: top bar, left menu (a drawer below 900 px) and the page. */
export function AppShell() {
  const { user } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Only the menu that can show is rendered: the side bar from 900 px, the drawer below (and only once
  // opened); the name block in the menu only where the top bar has no room for it (below 600 px).
  const sideBar = useAtLeast('md');
  const nameInTopBar = useAtLeast('sm');
  if (!user) return null;

  const logout = async () => {
    // Revoke the token on the server; signing out locally must not wait for or depend on it.
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    sessionStore.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };

  const menu = (
    <>
      <Toolbar />
      {!nameInTopBar && <DrawerUserBlock user={user} />}
      <NavMenu user={user} onNavigate={() => setMobileOpen(false)} onLogout={() => void logout()} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <ScrollToTop />
      <PageStartData user={user} />
      {/* A dialog over whatever screen opens (docs/product.md, "Relaxation and binaural sessions"). */}
      {canUseBetaFeatures(user) && <OpenSessionQuestion userId={user.userId} />}
      <TopBar
        user={user}
        sideBar={sideBar}
        nameShown={nameInTopBar}
        onOpenMenu={() => setMobileOpen(true)}
        actions={
          <>
            <ColorSchemeMenu />
            {user.isAdmin && (
              // The bell's size while it loads, so the top bar does not move.
              <Suspense fallback={<Box sx={{ width: 40, height: 40 }} aria-hidden />}>
                <AdminWaitingBell />
              </Suspense>
            )}
            <UnreadBell />
          </>
        }
      />
      {sideBar ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
          open
        >
          {menu}
        </Drawer>
      ) : (
        // Not kept mounted while closed: mounting it closed makes its slide measure the page (a forced
        // layout in the first commit, ~160 ms on a throttled phone; decision 011). It mounts on opening.
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {menu}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        {/* A waiting video request is announced on every admin screen (docs/product.md, "Video"), in
            the page's flow so it never covers the page's buttons. */}
        {user.isAdmin && (
          <Suspense fallback={null}>
            <VideoRequestNotice />
          </Suspense>
        )}
        {/* The shell stays while a page's code arrives. */}
        <Suspense fallback={<DelayedProgress sx={{ display: 'block', mx: 'auto', mt: 4 }} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
