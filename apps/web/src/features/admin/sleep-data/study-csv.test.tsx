import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../../lib/ui/notice/NoticeProvider';
import { renderWithProviders } from '../../../test/render';
import { SleepDataTab } from './SleepDataTab';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the admin's sleep tab", () => {
  it('offers the study-wide sleep CSV beside the totals, in the chosen dialect', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('tr-TR');
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      const body = url.includes('/admin/sleep-data/overview')
        ? { success: true, overview: { totalRecords: 12, participants: 3, averageQuality: 7, averageDuration: 420 } }
        : { success: true, participants: [], nextCursor: null };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    renderWithProviders(
      <NoticeProvider>
        <SleepDataTab />
      </NoticeProvider>,
      { path: '/admin?tab=sleep' },
    );
    expect(await screen.findByRole('button', { name: 'Tüm Katılımcılar CSV İndir (Excel Türkçe)' })).toBeTruthy();
  });
});
