import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session-context';
import { sessionStore } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { testUser } from '../../../test/session-user';
import BinauralPage from '../binaural/BinauralPage';
import { fallbackSounds } from '../binaural/api';
import RelaxationPage from '../relaxation/RelaxationPage';
import { forgetOpenToday, isOpenToday, rememberOpenToday } from './intervention-open-today';

/** The list's answer per test; every other call stays pending, as on a slow network. */
let listAnswer: () => Promise<Response>;
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const failed = () => json(500, { success: false, code: 'INTERNAL_ERROR', message: 'Sunucu hatası' });

beforeEach(() => {
  localStorage.clear();
  forgetOpenToday();
  sessionStore.signIn(testUser({ userId: 'p-1', abGroup: 'experiment' }), 't');
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/relaxation/content') || url.includes('/binaural/sounds')) return listAnswer();
    return new Promise<Response>(() => undefined);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.clear();
});

const relaxation = () =>
  renderWithProviders(
    <SessionProvider>
      <RelaxationPage />
    </SessionProvider>,
    { path: '/relaxation' },
  );
// As the app's client: a kept catalogue (initialData at time 0) counts as old and is asked for again.
const binaural = () =>
  renderWithProviders(
    <SessionProvider>
      <BinauralPage />
    </SessionProvider>,
    {
      path: '/binaural',
      client: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );

describe('the built-in items reach a participant only on a day the server said their audio is open (decision 034)', () => {
  it("/relaxation: a failed list on a day without the server's word is an error with 'Tekrar Dene', no item to start", async () => {
    listAnswer = failed;
    relaxation();
    expect(await screen.findByText('Rahatlama içerikleri yüklenemedi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Başlat:/ })).toHaveLength(0);
  });

  it('/relaxation: the same failure after the server said today it is open lists the built-in items', async () => {
    rememberOpenToday();
    listAnswer = failed;
    relaxation();
    expect(await screen.findByRole('button', { name: 'Başlat: Kutu Nefesi' })).toBeTruthy();
    expect(screen.queryByText('Rahatlama içerikleri yüklenemedi.')).toBeNull();
  });

  it("/relaxation: the server's list is its word that the audio is open; its 'not open' is forgotten no more", async () => {
    listAnswer = () =>
      json(200, {
        success: true,
        content: [{ id: 'c-1', title: 'Akşam Nefesi', description: '', url: null, duration: 240, type: 'audio', view_count: 0 }],
      });
    relaxation();
    expect(await screen.findByRole('button', { name: 'Başlat: Akşam Nefesi' })).toBeTruthy();
    expect(isOpenToday()).toBe(true);
    cleanup();

    listAnswer = () =>
      json(403, { success: false, code: 'INTERVENTION_NOT_OPEN', message: 'Rahatlama içeriklerinin kullanım dönemi sona erdi' });
    relaxation();
    expect(await screen.findByText('Rahatlama içeriklerinin kullanım dönemi sona erdi')).toBeTruthy();
    expect(isOpenToday()).toBe(false);
  });

  it("/binaural: a catalogue kept from another day waits for the server's word, and a failure is an error", async () => {
    const kept = fallbackSounds('delta');
    localStorage.setItem('uyku.binaural.delta', JSON.stringify(kept));
    listAnswer = failed;
    binaural();
    expect(await screen.findByText('Binaural sesler yüklenemedi.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Dinle:/ })).toHaveLength(0);
    cleanup();

    // Told today: the kept catalogue lists through the same failure.
    rememberOpenToday();
    binaural();
    expect(await screen.findByRole('button', { name: `Dinle: ${kept[0]!.name}` })).toBeTruthy();
    expect(screen.queryByText('Binaural sesler yüklenemedi.')).toBeNull();
  });
});
