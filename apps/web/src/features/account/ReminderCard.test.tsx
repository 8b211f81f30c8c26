import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReminderCard } from './ReminderCard';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('reminder card', () => {
  it('shows the switch and the time once the deployment says push is on', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, enabled: true, public_key: 'BAAA', reminder_time: null, subscriptions: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: new Promise(() => undefined) }, configurable: true });
    Object.assign(window, { PushManager: class {}, Notification: class {} });
    renderWithProviders(<ReminderCard />);
    expect(await screen.findByRole('heading', { name: 'Günlük Hatırlatıcısı' })).toBeTruthy();
    expect(screen.getByTestId('turkish-clock-text').textContent).toBe('08:00');
  });
});
