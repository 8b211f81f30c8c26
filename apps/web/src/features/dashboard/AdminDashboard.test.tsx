import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { AdminDashboard } from './AdminDashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The start checklist's three answers of a study that is set up: the checklist does not show. */
function studySetUp(client: ReturnType<typeof testQueryClient>) {
  client.setQueryData(['admin', 'study'], { study_start_date: '2026-11-01' });
  client.setQueryData(['forms', 'admin', 'all'], [{ id: 'f1' }]);
  client.setQueryData(['admin', 'users'], [{ id: 'p', is_admin: false, is_approved: true }]);
}

function renderWith(waiting: { approvals: number; passwordResets: number; videoCalls: number; alerts: number }) {
  const client = testQueryClient();
  client.setQueryData(['admin', 'waiting'], waiting);
  studySetUp(client);
  renderWithProviders(<AdminDashboard name="Ayşe Hoca" />, { client });
}

describe("an admin's /dashboard", () => {
  it('puts what waits first, each count a link into its /admin tab', () => {
    renderWith({ approvals: 3, passwordResets: 1, videoCalls: 0, alerts: 2 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hoş geldiniz, Ayşe Hoca');
    const links: [string, string][] = [
      ['Onay bekleyen 3 katılımcı', '/admin?tab=users&filter=waiting'],
      ['Bekleyen 1 şifre sıfırlama talebi', '/admin?tab=password-reset'],
      ['Bekleyen 0 görüntülü görüşme talebi', '/admin?tab=messages'],
      ['Görülmemiş 2 çalışma uyarısı', '/admin?tab=analysis'],
    ];
    for (const [name, href] of links) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it("shows nothing of a participant's home", () => {
    renderWith({ approvals: 0, passwordResets: 0, videoCalls: 0, alerts: 0 });
    expect(screen.queryByText('Dün geceki uykunuzu kaydedin')).toBeNull();
    expect(screen.queryByText('Hızlı İşlemler')).toBeNull();
    expect(screen.queryByText('Grup')).toBeNull();
  });

  it("holds what waits in a placeholder until the checklist's answers are in, so the checklist moves nothing when it comes", async () => {
    // The server has not answered yet: every request stays on its way.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const client = testQueryClient();
    client.setQueryData(['admin', 'waiting'], { approvals: 2, passwordResets: 0, videoCalls: 0, alerts: 0 });
    renderWithProviders(<AdminDashboard name="Ayşe Hoca" />, { client });
    // The counts are in, yet they are not drawn where the checklist may still come above them.
    expect(screen.getByRole('heading', { name: 'Sizi bekleyenler' })).toBeTruthy();
    expect(screen.queryByTestId('admin-waiting-approvals')).toBeNull();
    expect(screen.queryByText('Kısayollar')).toBeNull();
    const placeholder = screen.getByTestId('admin-waiting-list');

    // A study not set up: the checklist comes first, then what waits, in new cards.
    act(() => {
      client.setQueryData(['admin', 'study'], { study_start_date: null });
      client.setQueryData(['forms', 'admin', 'all'], []);
      client.setQueryData(['admin', 'users'], []);
    });
    const checklist = await screen.findByTestId('start-checklist');
    const list = screen.getByTestId('admin-waiting-list');
    expect(list).not.toBe(placeholder);
    expect(screen.getByRole('link', { name: 'Onay bekleyen 2 katılımcı' })).toBeTruthy();
    expect(checklist.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws what waits without the checklist when one of its answers failed', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = testQueryClient();
    client.setQueryData(['admin', 'waiting'], { approvals: 1, passwordResets: 0, videoCalls: 0, alerts: 0 });
    renderWithProviders(<AdminDashboard name="Ayşe Hoca" />, { client });
    expect(await screen.findByRole('link', { name: 'Onay bekleyen 1 katılımcı' })).toBeTruthy();
    expect(screen.queryByTestId('start-checklist')).toBeNull();
  });
});
