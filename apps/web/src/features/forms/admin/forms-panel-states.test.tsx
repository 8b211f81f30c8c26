import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminFormsPanel } from './AdminFormsPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the admin\'s forms list tells loading, failed and empty apart (docs/product.md, "App shell")', () => {
  it("a failed request says so with 'Tekrar Dene' and no 'Formlar (0)'", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Sunucu hatası' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderWithProviders(<AdminFormsPanel />);
    const alert = (await screen.findByText('Formlar yüklenemedi.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Formlar');
    expect(screen.queryByText('Henüz form eklenmedi.')).toBeNull();
  });

  it("a slow answer shows skeletons, not 'Formlar (0)' or 'Henüz form eklenmedi.'", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<AdminFormsPanel />);
    await waitFor(() => expect(screen.getByTestId('loading-block')).toBeTruthy());
    expect(screen.queryByText('Formlar (0)')).toBeNull();
    expect(screen.queryByText('Henüz form eklenmedi.')).toBeNull();
  });
});
