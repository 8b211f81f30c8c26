import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@uyku/domain';
import { NoticeProvider } from '../../../lib/ui/notice/NoticeProvider';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { testUser } from '../../../test/session-user';
import { UsersTab } from './UsersTab';

vi.mock('../../../lib/session-context', () => ({ useSession: () => ({ user: testUser({ isAdmin: true, userId: 'admin' }) }) }));

afterEach(cleanup);

const registrant: AdminUser = {
  id: 'r1',
  participant_code: 'P-0001',
  phone: '05321112244',
  name: 'Deniz Kaya',
  email: null,
  is_admin: false,
  is_approved: false,
  ab_group: 'control',
  created_at: '2026-11-20T10:00:00Z',
  enrolled_on: null,
};

function renderWith(mode: 'randomised' | 'choice') {
  const client = testQueryClient();
  client.setQueryData(['admin', 'users'], [registrant]);
  client.setQueryData(['admin', 'study'], { allocation_mode: mode });
  renderWithProviders(
    <NoticeProvider>
      <UsersTab />
    </NoticeProvider>,
    { client },
  );
}

describe('approving a registrant (docs/product.md, "Admin panel")', () => {
  it('shows no arm for a registrant of a randomised study who is not yet allocated', () => {
    renderWith('randomised');
    const row = screen.getByText('Deniz Kaya').closest('li') as HTMLElement;
    expect(within(row).queryByText('Kontrol')).toBeNull();
    expect(within(row).getByTestId('not-allocated').textContent).toBe('Grup: onayda atanacak');
  });

  it('says in the approval dialog that approval starts study day 1 and randomises when randomisation is on', () => {
    renderWith('randomised');
    fireEvent.click(screen.getByRole('button', { name: /Onayla/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Onay günü, katılımcının çalışma 1. günü olur.');
    expect(dialog.textContent).toContain('Randomizasyon açık: katılımcı onayla birlikte bir gruba rastgele atanır.');
  });

  it('keeps the chosen group of a self-selected study, and says so', () => {
    renderWith('choice');
    expect(screen.queryByTestId('not-allocated')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Onayla/ }));
    expect(screen.getByRole('dialog').textContent).toContain('Randomizasyon kapalı: katılımcı kayıtta seçtiği grupta kalır.');
  });
});
