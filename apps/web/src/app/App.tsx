import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { SessionProvider } from '../lib/session-context';
import { OfflineBanner } from './pwa/OfflineBanner';
import { OutboxSync } from './pwa/OutboxSync';
import { queryClient } from './query-client';
import { AppTheme } from './AppTheme';
import { AppRoutes } from './router';

/**
 * The whole app under its providers. Only the router differs: the browser's address in the app
 * (main.tsx), a fixed one when the build renders the sign-in screen to HTML (prerender/login.tsx),
 * so the two trees match and the browser can take over the prerendered page without redrawing it.
 */
export function App({ router }: { router: (routes: ReactElement) => ReactElement }) {
  return (
    <StrictMode>
      <AppTheme>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            {router(<AppRoutes />)}
            <OfflineBanner />
            <OutboxSync />
          </SessionProvider>
        </QueryClientProvider>
      </AppTheme>
    </StrictMode>
  );
}
