import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { AdminDashboard } from './AdminDashboard';

afterEach(cleanup);

function renderWith(waiting: { approvals: number; passwordResets: number; videoCalls: number; alerts: number }) {
  const client = testQueryClient();
  client.setQueryData(['admin', 'waiting'], waiting);
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
});
