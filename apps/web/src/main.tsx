// First: before any module parses with a schema (see the module).
import './lib/zod-without-eval';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { OfflineBanner } from './app/pwa/OfflineBanner';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { SessionProvider } from './lib/session-context';
import { theme, themeVariablesCss } from './app/theme';
import { sessionStore } from './lib/session';

// Whoever signs in next must never see the previous user's cached data.
sessionStore.subscribe(() => {
  if (!sessionStore.get().token) queryClient.clear();
});

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The theme's variables, ready before the first render paints (see themeVariablesCss).
const themeVariables = document.createElement('style');
themeVariables.textContent = themeVariablesCss();
document.head.appendChild(themeVariables);

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <OfflineBanner />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
