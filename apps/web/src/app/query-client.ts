import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

// TanStack Query takes itself to be online until the browser's next online or offline event, and a
// browser that starts without a network sends none. An offline start then tried every request, showed
// 'yüklenemedi' once the retries failed instead of the states the pages draw for a request that waits
// for the network, and never asked again when the connection came back. The browser's own word at the
// start (the one the offline banner shows, useOnline) is told to it once; its own listener follows the
// events after that (docs/decisions/042-offline-start-told-to-queries.md). Only `false`: a Node
// without `navigator.onLine` (the build's prerender) is not offline.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will answer the same again; only network trouble and 5xx are worth a retry.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: true,
      staleTime: 15_000,
    },
  },
});
