import { createBrowserRouter, Navigate } from 'react-router';
import { HomeRedirect, PublicOnly, RequireAdmin, RequireSignedIn } from './guards';

/**
 * Routes exactly as the spec's route table. Pages load lazily so a phone downloads only the
 * screens it opens (the admin panel never reaches a participant's phone).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The signed-in layout loads like a page, in parallel with the page inside it: its top bar, menu,
 * drawer and unread bell (with the realtime socket) are no part of what the sign-in screen costs.
 */
const appShell = async () => ({ Component: (await import('./shell/AppShell')).AppShell });

export const router = createBrowserRouter([
  { path: '/', element: <HomeRedirect /> },
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', lazy: page(() => import('../features/auth/LoginPage')) },
      { path: '/register', lazy: page(() => import('../features/auth/RegisterPage')) },
    ],
  },
  { path: '/privacy-policy', lazy: page(() => import('../features/legal/PrivacyPolicyPage')) },
  { path: '/terms', lazy: page(() => import('../features/legal/TermsPage')) },
  {
    element: <RequireSignedIn />,
    children: [
      // Outside the shell: a user who must change an admin-set password sees nothing else first.
      { path: '/change-password', lazy: page(() => import('../features/auth/ChangePasswordPage')) },
      { path: '/consent-update', lazy: page(() => import('../features/auth/ConsentUpdatePage')) },
      {
        lazy: appShell,
        children: [
          { path: '/dashboard', lazy: page(() => import('../features/dashboard/DashboardPage')) },
          { path: '/sleep', lazy: page(() => import('../features/sleep/SleepPage')) },
          { path: '/relaxation', lazy: page(() => import('../features/relaxation/RelaxationPage')) },
          { path: '/binaural', lazy: page(() => import('../features/binaural/BinauralPage')) },
          { path: '/forms', lazy: page(() => import('../features/forms/FormsPage')) },
          { path: '/support', lazy: page(() => import('./support-route')) },
          { path: '/profile', lazy: page(() => import('../features/profile/ProfilePage')) },
          {
            element: <RequireAdmin fallback="/dashboard" />,
            children: [{ path: '/admin', lazy: page(() => import('./admin-route')) }],
          },
          {
            element: <RequireAdmin fallback="/" />,
            children: [{ path: '/admin/forms', lazy: page(() => import('../features/forms/admin/AdminFormsPage')) }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
