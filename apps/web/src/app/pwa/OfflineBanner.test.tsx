import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('offline banner', () => {
  it("appears with 'Çevrimdışısınız' when the connection drops and leaves when it returns", () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toContain('Çevrimdışısınız');

    act(() => goOffline(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is shown at once when the app starts without a network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain('Çevrimdışısınız');
  });
});
