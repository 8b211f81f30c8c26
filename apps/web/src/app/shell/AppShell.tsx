import { Box, Chip, CircularProgress, Drawer, Stack, Toolbar, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import type { SessionUser } from '@uyku/domain';
import { UnreadBell } from '../../features/chat/UnreadBell';
import { api } from '../../lib/api-client';
import { TEXTS } from '../../texts';
import { sessionStore } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { ColorSchemeMenu } from '../color-scheme/ColorSchemeMenu';
import { NavMenu } from './NavMenu';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';

export const DRAWER_WIDTH = 248;

function DrawerUserBlock({ user }: { user: SessionUser }) {
  return (
    <Stack sx={{ px: 2, py: 1.5, display: { sm: 'none' } }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
        {/* The top bar has no room for the badges on a phone; they sit here, with the name. */}
        {user.isAdmin && <Chip label={TEXTS.shell.adminBadge} size="small" color="warning" sx={{ height: 20, fontWeight: 700 }} />}
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
      <DrawerUserBlock user={user} />
      <NavMenu user={user} onNavigate={() => setMobileOpen(false)} onLogout={() => void logout()} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <ScrollToTop />
      <TopBar user={user} onOpenMenu={() => setMobileOpen(true)} actions={<><ColorSchemeMenu /><UnreadBell /></>} />
      {/* Not kept mounted while closed: mounting it closed makes its slide measure the page (a forced
          layout in the first commit, ~160 ms on a throttled phone; decision 011). It mounts on opening. */}
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {menu}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
        open
      >
        {menu}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        {/* The shell stays while a page's code arrives. */}
        <Suspense fallback={<CircularProgress aria-label={TEXTS.common.loading} sx={{ display: 'block', mx: 'auto', mt: 4 }} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
