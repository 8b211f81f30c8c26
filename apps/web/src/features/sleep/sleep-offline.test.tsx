import { cleanup, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { testUser } from '../../test/session-user';
import { SleepListView } from './SleepListView';

vi.mock('../../lib/session-context', () => ({ useSession: () => ({ user: testUser(), token: 't' }) }));

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const props = { flash: null, onFlashClose: vi.fn(), onFlash: vi.fn(), onNew: vi.fn(), onEdit: vi.fn() };

describe('/sleep opened without a connection and nothing loaded (docs/product.md, "App shell")', () => {
  it('says it is offline instead of skeletons and a loading text that never end', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    onlineManager.setOnline(false);
    renderWithProviders(<SleepListView {...props} />);
    expect(await screen.findByTestId('sleep-offline')).toBeTruthy();
    expect(screen.getByText(/İnternet bağlantısı yok: kayıtlarınız bağlantı gelince yüklenecek/)).toBeTruthy();
    expect(screen.queryByText('Yükleniyor...')).toBeNull();
    expect(screen.queryByTestId('tile-count')).toBeNull();
    // 'Yeni Kayıt Ekle' stays: a night is kept on the device offline.
    expect(screen.getByRole('button', { name: 'Yeni Kayıt Ekle' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the loading skeletons while online and waiting', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    renderWithProviders(<SleepListView {...props} />);
    expect(screen.queryByTestId('sleep-offline')).toBeNull();
  });
});
