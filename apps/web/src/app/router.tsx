import { lazy, Suspense, use, useEffect, type ComponentType, type ReactPromise } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomeRedirect, PageLoading, PublicOnly, RequireAdmin, RequireSignedIn } from './guards';

/**
 * Routes exactly as docs/product.md, "Roles and access" lists them. Pages load lazily so a phone downloads only the
 * screens it opens (the admin panel never reaches a participant's phone). Declarative routes, not
 * a data router: the app loads no data through the router, and the data router would add about
 * 17 KiB gzipped to what the sign-in screen downloads (docs/benchmarks.md, bundle budgets).
 */
type PageModule = { default: ComponentType };

const PAGES = {
  '/login': () => import('../features/auth/LoginPage'),
  '/register': () => import('../features/auth/RegisterPage'),
  '/registration-status': () => import('../features/auth/RegistrationStatusPage'),
  '/privacy-policy': () => import('../features/legal/PrivacyPolicyPage'),
  '/terms': () => import('../features/legal/TermsPage'),
  '/change-password': () => import('../features/auth/ChangePasswordPage'),
  '/consent-update': () => import('../features/auth/ConsentUpdatePage'),
  '/dashboard': () => import('../features/dashboard/DashboardPage'),
  '/sleep': () => import('../features/sleep/SleepPage'),
  '/relaxation': () => import('../features/audio/relaxation/RelaxationPage'),
  '/binaural': () => import('../features/audio/binaural/BinauralPage'),
  '/forms': () => import('../features/forms/FormsPage'),
  '/support': () => import('./support-route'),
  '/profile': () => import('../features/account/ProfilePage'),
  '/admin': () => import('./admin-route'),
  '/admin/forms': () => import('../features/forms/admin/AdminFormsPage'),
} satisfies Record<string, () => Promise<PageModule>>;
type PagePath = keyof typeof PAGES;

const SHELL_PATHS = new Set<string>(['/dashboard', '/sleep', '/relaxation', '/binaural', '/forms', '/support', '/profile', '/admin', '/admin/forms']);

/**
 * The signed-in layout loads like a page: its top bar, menu, drawer and unread bell (with the
 * realtime socket) are no part of what the sign-in screen costs.
 */
const loadShell = async () => ({ default: (await import('./shell/AppShell')).AppShell });
const AppShell = lazy(loadShell);

/** A module promise that records its outcome the way React's `use` reads it (see pageModule). */
type TrackedPromise<T> = Promise<T> & ReactPromise<T>;
const pageModules = new Map<PagePath, TrackedPromise<PageModule>>();

const isPagePath = (pathname: string): pathname is PagePath => pathname in PAGES;

function pageModule(path: PagePath): TrackedPromise<PageModule> {
  let promise = pageModules.get(path);
  if (!promise) {
    // Untracked until it settles; React's `use` reads the fields set below.
    const tracked = PAGES[path]() as TrackedPromise<PageModule>;
    tracked.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      (error: unknown) => Object.assign(tracked, { status: 'rejected', reason: error }),
    );
    pageModules.set(path, tracked);
    promise = tracked;
  }
  return promise;
}

/**
 * Loads the module of the page at `pathname` (once; undefined if no page lives there). The promise
 * carries its outcome, so a page that has already arrived renders at once instead of suspending:
 * main.tsx loads the prerendered sign-in page before taking over its HTML, which must not fall back
 * to the spinner while React takes it over.
 */
export function loadPage(pathname: string): Promise<PageModule> | undefined {
  return isPagePath(pathname) ? pageModule(pathname) : undefined;
}

function PageOf({ path }: { path: PagePath }) {
  // Suspends (to the spinner) only while the module is still on its way.
  const { default: Page } = use(pageModule(path));
  return <Page />;
}

function page(path: PagePath) {
  // Keyed by its address: a page remounts when the address changes, as each had its own component.
  return <Route path={path} element={<PageOf key={path} path={path} />} />;
}

/**
 * Starts loading the shell and the page of the address together: the page's own import would
 * otherwise begin only once the shell around it has arrived.
 */
function PreloadAddress() {
  const { pathname } = useLocation();
  useEffect(() => {
    loadPage(pathname)?.catch(() => undefined);
    if (SHELL_PATHS.has(pathname)) loadShell().catch(() => undefined);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <PreloadAddress />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<HomeRedirect />} />
          <Route element={<PublicOnly />}>
            {page('/login')}
            {page('/register')}
            {page('/registration-status')}
          </Route>
          {page('/privacy-policy')}
          {page('/terms')}
          <Route element={<RequireSignedIn />}>
            {/* Outside the shell: a user who must change an admin-set password sees nothing else first. */}
            {page('/change-password')}
            {page('/consent-update')}
            <Route element={<AppShell />}>
              {page('/dashboard')}
              {page('/sleep')}
              {page('/relaxation')}
              {page('/binaural')}
              {page('/forms')}
              {page('/support')}
              {page('/profile')}
              <Route element={<RequireAdmin fallback="/dashboard" />}>{page('/admin')}</Route>
              <Route element={<RequireAdmin fallback="/" />}>{page('/admin/forms')}</Route>
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
