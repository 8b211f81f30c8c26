import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { todayInStudyZone, type SessionUser } from '@uyku/domain';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { NavMenu } from './NavMenu';
import { testUser } from '../../test/session-user';

afterEach(cleanup);

const admin: SessionUser = testUser({ isAdmin: true, abGroup: 'experiment' });

const participant: SessionUser = { ...admin, isAdmin: false };
const NOTHING_WAITS = { approvals: 0, passwordResets: 0, videoCalls: 0, alerts: 0 };

/** The menu with the diary list already loaded: `nights` decides whether last night is missing. */
function renderMenu(nights: { sleep_date: string }[], user = participant, waiting = NOTHING_WAITS) {
  const client = testQueryClient();
  client.setQueryData(['sleep', 'sessions'], nights);
  client.setQueryData(['admin', 'waiting'], waiting);
  renderWithProviders(<NavMenu user={user} onLogout={() => undefined} />, { client });
}

const LABELS = ['Ana Sayfa', 'Uyku Takibi', 'Rahatlama', 'Binaural Sesler', 'Formlar', 'Uzman Desteği', 'Profil'];

/** What a screen reader adds after the name: the texts the link's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('menu links', () => {
  it('are named exactly by their original labels, also while last night is missing', () => {
    renderMenu([]);
    expect(screen.getByTestId('sleep-reminder-dot')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(LABELS.length);
    // A string name matches the whole accessible name: hidden text or an icon's title would break it.
    for (const label of LABELS) expect(screen.getByRole('link', { name: label })).toBeTruthy();
  });

  it("tells screen readers that last night's entry is due, as the link's description", () => {
    renderMenu([]);
    expect(descriptionOf(screen.getByRole('link', { name: 'Uyku Takibi' }))).toBe('dün gecenin kaydı bekleniyor');
  });

  it('has no description and no dot once last night is recorded', () => {
    renderMenu([{ sleep_date: todayInStudyZone() }]);
    expect(screen.queryByTestId('sleep-reminder-dot')).toBeNull();
    expect(descriptionOf(screen.getByRole('link', { name: 'Uyku Takibi' }))).toBe('');
  });
});

describe("an admin's menu", () => {
  it('shows no diary reminder dot: an admin keeps no study diary', () => {
    renderMenu([], admin);
    expect(screen.queryByTestId('sleep-reminder-dot')).toBeNull();
    expect(descriptionOf(screen.getByRole('link', { name: 'Uyku Takibi' }))).toBe('');
  });

  it('counts what waits after Admin Panel, keeping the link named exactly', async () => {
    renderMenu([], admin, { approvals: 2, passwordResets: 1, videoCalls: 0, alerts: 1 });
    const link = screen.getByRole('link', { name: 'Admin Panel' });
    // Loaded for admins only, after the menu.
    expect((await screen.findByTestId('nav-waiting-badge')).textContent).toBe('4');
    expect(descriptionOf(link)).toBe('4 bekleyen');
  });
});
