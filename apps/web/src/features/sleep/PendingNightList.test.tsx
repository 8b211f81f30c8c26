import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, outbox } from '../../lib/outbox';
import { sessionStore } from '../../lib/session';
import { PendingNightList } from './PendingNightList';
import { testUser } from '../../test/session-user';

const user = testUser();
vi.mock('../../lib/session-context', () => ({ useSession: () => ({ user, token: 't' }) }));

const night = (date: string, notes: string) => ({
  kind: 'sleep-session' as const,
  path: '/sleep/sessions',
  body: { date, bedtime: '23:00', sleep_time: '23:20', wake_time: '07:00', sleep_quality: 7, notes },
  idempotencyKey: newIdempotencyKey(),
  clientTime: new Date().toISOString(),
});

let online = false;
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sessionStore.signIn(user, 't');
});
afterEach(async () => {
  cleanup();
  outbox.stop();
  for (const item of outbox.items()) await outbox.discard(item.idempotencyKey);
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('nights waiting on the device', () => {
  it('shows nothing while none waits', () => {
    render(<PendingNightList />);
    expect(screen.queryByTestId('pending-nights')).toBeNull();
  });

  it("lists a night kept offline as 'Gönderilmeyi bekliyor', and a refused one with the reason and 'Vazgeç'", async () => {
    render(<PendingNightList />);
    await act(() => outbox.sendOrQueue(night('2026-03-10', 'Trende yazıldı')));
    await act(() => outbox.sendOrQueue(night('2026-03-11', 'İkinci gece')));
    const list = screen.getByTestId('pending-nights');
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe('Gönderilmeyi Bekleyenler (2)');
    const first = within(list).getByRole('listitem', { name: '10 Mart 2026 Salı' });
    expect(first.textContent).toContain('Gönderilmeyi bekliyor');
    expect(first.textContent).toContain('"Trende yazıldı"');
    expect(first.textContent).toContain('23:00 – 07:00');

    // Back online, the server refuses the first (the night was entered elsewhere meanwhile).
    online = true;
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          answer(409, { success: false, code: 'CONFLICT', message: 'Bu tarih için zaten bir uyku kaydınız var' }),
        )
        .mockResolvedValueOnce(answer(201, { success: true })),
    );
    await act(() => outbox.flush({ force: true }));
    const refused = within(screen.getByTestId('pending-nights')).getByRole('listitem');
    expect(refused.textContent).toContain('Gönderilemedi');
    expect(refused.textContent).toContain('Bu tarih için zaten bir uyku kaydınız var');
    await act(async () => {
      fireEvent.click(within(refused).getByRole('button', { name: 'Vazgeç' }));
      await Promise.resolve();
    });
    expect(screen.queryByTestId('pending-nights')).toBeNull();
  });
});
