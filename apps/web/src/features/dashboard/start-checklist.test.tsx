import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { AdminDashboard } from './AdminDashboard';

afterEach(cleanup);

function renderWith(state: { startDate: string | null; forms: number; approved: boolean }) {
  const client = testQueryClient();
  client.setQueryData(['admin', 'waiting'], { approvals: 1, passwordResets: 0, videoCalls: 0, alerts: 0 });
  client.setQueryData(['admin', 'study'], { study_start_date: state.startDate });
  client.setQueryData(['forms', 'admin', 'all'], Array.from({ length: state.forms }, (_, i) => ({ id: `f${i}` })));
  client.setQueryData(
    ['admin', 'users'],
    [
      { id: 'a', is_admin: true, is_approved: true },
      { id: 'p', is_admin: false, is_approved: state.approved },
    ],
  );
  renderWithProviders(<AdminDashboard name="Ayşe Hoca" />, { client });
}

describe("the researcher's first start (docs/product.md, \"Dashboard\")", () => {
  it("lists 'Çalışmayı ayarlayın', 'Formları ekleyin', 'Katılımcıları onaylayın', each a link to where it is done", async () => {
    renderWith({ startDate: null, forms: 0, approved: false });
    await screen.findByTestId('start-checklist');
    const links: [string, string][] = [
      ['Çalışmayı ayarlayın', '/admin?tab=study'],
      ['Formları ekleyin', '/admin?tab=forms'],
      ['Katılımcıları onaylayın', '/admin?tab=users&filter=waiting'],
    ];
    for (const [name, href] of links) expect(screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toBe(href);
  });

  it('marks the steps done and goes once all three are', async () => {
    renderWith({ startDate: '2026-11-01', forms: 2, approved: false });
    expect(await screen.findByTestId('start-checklist')).toBeTruthy();
    expect(screen.getByTestId('start-step-study').querySelector('[data-testid="CheckCircleIcon"]')).toBeTruthy();
    expect(screen.getByTestId('start-step-approve').querySelector('[data-testid="RadioButtonUncheckedIcon"]')).toBeTruthy();
    cleanup();
    renderWith({ startDate: '2026-11-01', forms: 2, approved: true });
    expect(screen.queryByTestId('start-checklist')).toBeNull();
  });
});
