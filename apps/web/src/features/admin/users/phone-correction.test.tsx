import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, PhoneDuplicatesResponse } from '@uyku/domain';
import { NoticeProvider } from '../../../lib/ui/notice/NoticeProvider';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { testUser } from '../../../test/session-user';
import { UsersTab } from './UsersTab';

vi.mock('../../../lib/session-context', () => ({ useSession: () => ({ user: testUser({ isAdmin: true, userId: 'admin' }) }) }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const person = (id: string, phone: string, created: string): AdminUser => ({
  id,
  participant_code: `P-000${id}`,
  phone,
  name: 'Ayşe Yılmaz',
  email: null,
  is_admin: false,
  is_approved: true,
  ab_group: 'control',
  created_at: created,
  enrolled_on: '2026-11-01',
});
const older = person('1', '5321112244', '2026-01-02T10:00:00Z');
const newer = person('2', '05321112244', '2026-03-04T10:00:00Z');

function renderTab(duplicates: PhoneDuplicatesResponse['duplicates']) {
  const client = testQueryClient();
  client.setQueryData(['admin', 'users'], [older, newer]);
  client.setQueryData(['admin', 'users', 'phone-duplicates'], duplicates);
  client.setQueryData(['admin', 'study'], { allocation_mode: 'choice' });
  renderWithProviders(
    <NoticeProvider>
      <UsersTab />
    </NoticeProvider>,
    { client },
  );
}

describe('one number in two spellings (docs/product.md, "Registration and sign-in")', () => {
  it('lists the pair for the admin to decide, and shows nothing when there is none', () => {
    renderTab([
      {
        phone: '05321112244',
        users: [older, newer].map(({ id, name, phone, created_at }) => ({ id, name, phone, created_at })),
      },
    ]);
    const alert = screen.getByTestId('phone-duplicates');
    expect(within(alert).getByText('Aynı telefon numarası iki biçimde kayıtlı')).toBeTruthy();
    expect(within(alert).getByText(/Ayşe Yılmaz · 5321112244 · kayıt/)).toBeTruthy();
    expect(within(alert).getByText(/Ayşe Yılmaz · 05321112244 · kayıt/)).toBeTruthy();
    cleanup();
    renderTab([]);
    expect(screen.queryByTestId('phone-duplicates')).toBeNull();
  });

  it("corrects a phone from the edit dialog with 'Telefonu Düzelt', sending the new number to its own route", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'ok', user: { ...older, phone: '05329998877' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderTab([]);
    fireEvent.click(screen.getAllByRole('button', { name: /Düzenle/ })[0]!);
    const edit = screen.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    // The edit form's own phone stays read-only, as the spec has it.
    expect(within(edit).getByLabelText('Telefon Numarası')).toHaveProperty('readOnly', true);
    fireEvent.click(within(edit).getByRole('button', { name: 'Telefonu Düzelt' }));
    const correction = screen.getByRole('dialog', { name: 'Telefon Numarasını Düzelt' });
    expect(within(correction).getByText(/oturumları kapanır/)).toBeTruthy();
    fireEvent.change(within(correction).getByLabelText(/Yeni telefon numarası/), { target: { value: '0 532 999 88 77' } });
    fireEvent.click(within(correction).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).includes('/phone'))!;
    expect(String(url)).toMatch(/\/api\/admin\/users\/1\/phone$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '05329998877' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Telefon Numarasını Düzelt' })).toBeNull());
  }, 20_000);
});
