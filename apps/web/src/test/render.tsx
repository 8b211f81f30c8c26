import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** A query client for one test: no retries, and data put in by the test stays fresh. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
}

/** Renders a screen or component as the app does: inside a query client and a router at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', client = testQueryClient() }: { path?: string; client?: QueryClient } = {},
): RenderResult {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
