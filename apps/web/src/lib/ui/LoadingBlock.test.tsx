import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingBlock } from './LoadingBlock';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const WAITING = 'İnternet bağlantısı yok: bu bölüm bağlantı gelince yüklenecek.';

describe('a loading block', () => {
  it("shows skeleton lines and says 'Yükleniyor...' while online", () => {
    render(<LoadingBlock rows={2} />);
    expect(screen.getByTestId('loading-block').textContent).toBe('Yükleniyor...');
    expect(screen.getByTestId('loading-block').querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
    expect(screen.queryByTestId('waiting-for-network')).toBeNull();
  });

  it('says the section waits for the network instead of endless skeletons when the device starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<LoadingBlock />);
    expect(screen.getByRole('status').textContent).toBe(WAITING);
    expect(screen.queryByTestId('loading-block')).toBeNull();
  });

  it('follows the connection: the waiting line while it is gone, the skeletons again when it returns', () => {
    render(<LoadingBlock />);
    act(() => setOnline(false));
    expect(screen.getByTestId('waiting-for-network').textContent).toBe(WAITING);
    act(() => setOnline(true));
    expect(screen.queryByTestId('waiting-for-network')).toBeNull();
    expect(screen.getByTestId('loading-block')).toBeTruthy();
  });
});
