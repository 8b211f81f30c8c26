import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../lib/ui/notice/NoticeProvider';
import { renderWithProviders } from '../../test/render';
import { testUser } from '../../test/session-user';
import AnalyticsTab from './analytics/AnalyticsTab';
import { AlertsSection } from './analytics/AlertsSection';
import { AgreementPanel } from './heart-rate-data/AgreementPanel';
import { PasswordResetTab } from './resets/PasswordResetTab';
import { StudyTab } from './study/StudyTab';
import { UsersTab } from './users/UsersTab';

vi.mock('../../lib/session-context', () => ({ useSession: () => ({ user: testUser({ isAdmin: true }) }) }));

type Answer = 'fail' | 'slow';

/** Every API call answers 500 ('fail') or never ('slow'): the two ways data does not arrive. */
function serverAnswers(answer: Answer): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    answer === 'slow'
      ? new Promise<Response>(() => undefined)
      : Promise.resolve(
          new Response(JSON.stringify({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Sunucu hatası' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
        ),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Texts that claim an answer: an empty list's "none" or a count. */
const EMPTY_OR_COUNTED = [
  'Uyarı yok.',
  'Henüz atama ya da grup seçimi yok.',
  'Henüz kullanıcı yok',
  'Henüz form eklenmedi.',
  'Bekleyen şifre sıfırlama talebi yok',
  /\(\d+\)/,
];

function expectNoInventedAnswer(): void {
  for (const text of EMPTY_OR_COUNTED) expect(screen.queryByText(text)).toBeNull();
  expect(screen.queryByTestId('heart-rate-agreement-empty')).toBeNull();
}

const sections = [
  { name: 'Uyarılar', ui: () => <AlertsSection />, failed: 'Uyarılar yüklenemedi.' },
  { name: 'Atama kaydı', ui: () => <StudyTab />, failed: 'Atama kaydı yüklenemedi.' },
  { name: 'Çalışma ayarları', ui: () => <StudyTab />, failed: 'Çalışma ayarları yüklenemedi' },
  { name: 'Kullanıcılar', ui: () => <UsersTab />, failed: 'Veriler yüklenemedi.' },
  { name: 'Şifre sıfırlama', ui: () => <PasswordResetTab />, failed: 'Veriler yüklenemedi.' },
  { name: 'Bland–Altman', ui: () => <AgreementPanel />, failed: 'Uyum özeti yüklenemedi' },
  { name: 'Analiz: birincil', ui: () => <AnalyticsTab />, failed: 'Analiz yüklenemedi.' },
  { name: 'Analiz: uyum', ui: () => <AnalyticsTab />, failed: 'Uyum bilgisi yüklenemedi.' },
  { name: 'Analiz: kalp atım hızı', ui: () => <AnalyticsTab />, failed: 'Kalp atım hızı analizi yüklenemedi.' },
];

describe('admin sections tell loading, failed and empty apart (docs/product.md, "App shell")', () => {
  for (const section of sections) {
    it(`${section.name}: a failed request says so with 'Tekrar Dene', never "none" or a count`, async () => {
      serverAnswers('fail');
      renderWithProviders(<NoticeProvider>{section.ui()}</NoticeProvider>);
      const alert = await screen.findByText(section.failed);
      const box = alert.closest('[role="alert"]') as HTMLElement;
      expect(box).toBeTruthy();
      expect(within(box).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
      expectNoInventedAnswer();
    });

    it(`${section.name}: a slow answer shows it is loading, never "none" or a count`, async () => {
      serverAnswers('slow');
      renderWithProviders(<NoticeProvider>{section.ui()}</NoticeProvider>);
      // Skeletons where the figures will be (docs/product.md, "App shell").
      await waitFor(() => expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0));
      expectNoInventedAnswer();
      expect(screen.queryByText(section.failed)).toBeNull();
    });
  }

  it("Uyarılar: an answered empty list is what says 'Uyarı yok.'", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, alerts: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderWithProviders(
      <NoticeProvider>
        <AlertsSection />
      </NoticeProvider>,
    );
    expect(await screen.findByText('Uyarı yok.')).toBeTruthy();
  });
});
