import { cleanup, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInStudyZone } from '@uyku/domain';
import { renderWithProviders } from '../../test/render';
import { testUser } from '../../test/session-user';
import type { WaitingNight } from './RecentSleep';
import DashboardPage from './DashboardPage';

vi.mock('../../lib/session-context', () => ({ useSession: () => ({ user: testUser(), token: 't' }) }));
const waiting = vi.hoisted(() => ({ nights: [] as WaitingNight[] }));
vi.mock('./useWaitingNights', () => ({ useWaitingNights: () => waiting.nights }));

beforeEach(() => {
  waiting.nights = [];
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('/dashboard opened without a connection and nothing loaded (docs/product.md, "App shell")', () => {
  it('says once that it waits for the network and draws no card that would stay a skeleton', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    onlineManager.setOnline(false);
    renderWithProviders(<DashboardPage />);
    // The quick actions work offline (a night is kept on the device) and come once the browser is idle.
    expect(await screen.findByRole('link', { name: 'Uyku Kaydı Ekle' })).toBeTruthy();
    expect(screen.getAllByTestId('waiting-for-network')).toHaveLength(1);
    expect(screen.queryByLabelText('Dün gecenin kaydı yükleniyor')).toBeNull();
    expect(screen.queryByTestId('card-group-value')).toBeNull();
    expect(screen.queryByText('Bu Hafta')).toBeNull();
    expect(screen.queryByText('Son Uyku Kayıtları')).toBeNull();
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists what the device holds: last night waiting to be sent, in its card and under 'Son Uyku Kayıtları'", async () => {
    vi.spyOn(globalThis, 'fetch');
    onlineManager.setOnline(false);
    waiting.nights = [{ key: 'k1', date: todayInStudyZone() }];
    renderWithProviders(<DashboardPage />);
    expect(screen.getByText('Dün geceki uykunuz bu cihazda')).toBeTruthy();
    expect(await screen.findByTestId('recent-waiting')).toBeTruthy();
    expect(screen.getAllByTestId('waiting-for-network')).toHaveLength(1);
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('keeps the skeletons of every card while online and waiting for the answer', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    renderWithProviders(<DashboardPage />);
    expect(screen.queryByTestId('waiting-for-network')).toBeNull();
    expect(screen.getByLabelText('Dün gecenin kaydı yükleniyor')).toBeTruthy();
    expect(screen.getByTestId('card-group-value')).toBeTruthy();
  });
});
