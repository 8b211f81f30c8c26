import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { TEXTS } from '../texts';
import { useSession } from '../lib/session-context';
import { DelayedProgress } from '../lib/ui/DelayedProgress';

function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {children}
      </Stack>
    </Box>
  );
}

/** What shows while a page's code is on its way (first visit of a screen on a slow connection). */
export function PageLoading() {
  return (
    <FullPageStatus>
      <DelayedProgress />
    </FullPageStatus>
  );
}

/** Where someone who has not yet accepted a changed legal text may be: the acceptance, and /profile (KVKK rights). */
const CONSENT_PENDING_PATHS = new Set(['/consent-update', '/profile']);

/** Signed-in routes: no session → /login; a token still being verified → a spinner. */
export function RequireSignedIn() {
  const { user, token, verifyStatus, retryVerify } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (!user) {
    if (verifyStatus === 'failed') {
      return (
        <FullPageStatus>
          <Typography>{TEXTS.session.verifyFailed}</Typography>
          <Button variant="contained" onClick={retryVerify}>
            {TEXTS.common.retry}
          </Button>
        </FullPageStatus>
      );
    }
    return (
      <FullPageStatus>
        <CircularProgress aria-label={TEXTS.common.loading} />
      </FullPageStatus>
    );
  }
  if (user.mustChangePassword && location.pathname !== '/change-password') {
    return <Navigate to="/change-password" replace />;
  }
  // A legal text changed since they accepted it: the new version first; their data and account stay reachable.
  if (!user.mustChangePassword && user.consentRequired === true && !CONSENT_PENDING_PATHS.has(location.pathname)) {
    return <Navigate to="/consent-update" replace />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in visitor goes to /dashboard. */
export function PublicOnly() {
  const { token } = useSession();
  return token ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Admin-only routes; everyone else is sent to `fallback` (/dashboard for /admin, / for /admin/forms). */
export function RequireAdmin({ fallback }: { fallback: string }) {
  const { user } = useSession();
  return user?.isAdmin ? <Outlet /> : <Navigate to={fallback} replace />;
}

/** `/`: the dashboard when signed in, else the login page. */
export function HomeRedirect() {
  const { token } = useSession();
  return <Navigate to={token ? '/dashboard' : '/login'} replace />;
}
