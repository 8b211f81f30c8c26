import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsortGroupFlow, ConsortResponse } from '@uyku/domain';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { consortQuery } from './api';
import { ConsortSection } from './ConsortSection';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const arm = (allocated: number): ConsortGroupFlow => ({
  allocated,
  byMethod: { randomised: allocated, chosen: 0, admin: 0 },
  received: null,
  notReceived: null,
  withdrew: 0,
  lostToFollowUp: 0,
  ongoing: allocated,
  followedUp: 0,
  analysis: {
    itt: { analysed: allocated, excluded: 0, reasons: [] },
    perProtocol: { analysed: allocated, excluded: 0, reasons: [] },
  },
});
const flow: ConsortResponse = {
  success: true,
  assignment: 'randomised',
  minNightsPerPhase: 4,
  registered: 12,
  notAllocated: { total: 0, reasons: [] },
  allocated: 12,
  arms: { control: arm(6), experiment: arm(6) },
};

/** The server answers 500 to every call. */
function serverFails(): void {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Sunucu hatası' } }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('the CONSORT section (docs/product.md, "App shell")', () => {
  it("says so with 'Tekrar Dene' when the flow never arrived", async () => {
    serverFails();
    renderWithProviders(<ConsortSection />);
    expect(await screen.findByText('Akış şeması yüklenemedi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
    expect(screen.queryByTestId('consort-diagram')).toBeNull();
  });

  it('keeps the diagram it has when asking again fails, with no error beside it', async () => {
    serverFails();
    const client = testQueryClient();
    client.setQueryData(consortQuery.queryKey, flow);
    renderWithProviders(<ConsortSection />, { client });
    expect(screen.getByTestId('consort-diagram')).toBeTruthy();
    await client.refetchQueries({ queryKey: consortQuery.queryKey });
    await waitFor(() => expect(client.getQueryState(consortQuery.queryKey)?.status).toBe('error'));
    expect(screen.getByTestId('consort-diagram')).toBeTruthy();
    expect(screen.queryByText('Akış şeması yüklenemedi.')).toBeNull();
  });
});
