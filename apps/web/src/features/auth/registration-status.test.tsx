import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationModeResponse } from '@uyku/domain';
import { renderWithProviders } from '../../test/render';
import RegisterPage from './RegisterPage';
import RegistrationStatusPage from './RegistrationStatusPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the registration status page (docs/product.md, "Registration and sign-in")', () => {
  it("says 'Kaydınız onay bekliyor', what happens next and the study team's contact", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ success: true, status: 'pending', study_contact: 'ekip@example.edu.tr' }));
    renderWithProviders(<RegistrationStatusPage />, { path: '/registration-status' });
    fireEvent.change(screen.getByLabelText('Telefon Numarası'), { target: { value: '532 111 22 44' } });
    fireEvent.click(screen.getByRole('button', { name: 'Durumu Göster' }));
    expect(await screen.findByText('Kaydınız onay bekliyor')).toBeTruthy();
    expect(screen.getByText(/onayladığında telefon numaranız ve şifrenizle giriş yapabilirsiniz/)).toBeTruthy();
    expect(screen.getByTestId('study-contact').textContent).toContain('ekip@example.edu.tr');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/auth\/registration-status$/);
    // The number goes in the body, with its 0; never in the address.
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '05321112244' });
  });

  it("says an approved account may sign in, and what to do when no contact is set", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: true, status: 'approved', study_contact: null }));
    renderWithProviders(<RegistrationStatusPage />, { path: '/registration-status' });
    fireEvent.change(screen.getByLabelText('Telefon Numarası'), { target: { value: '05321112244' } });
    fireEvent.click(screen.getByRole('button', { name: 'Durumu Göster' }));
    expect(await screen.findByText('Kaydınız onaylandı')).toBeTruthy();
    expect(screen.getByText(/henüz bir iletişim bilgisi girmedi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's message for an unknown number and a Turkish message for an empty one", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ success: false, code: 'NOT_FOUND', message: 'Telefon numarası sistemde kayıtlı değil' }, 404));
    renderWithProviders(<RegistrationStatusPage />, { path: '/registration-status' });
    fireEvent.click(screen.getByRole('button', { name: 'Durumu Göster' }));
    expect(await screen.findByText('Telefon numarası gereklidir')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Telefon Numarası'), { target: { value: '05329999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Durumu Göster' }));
    expect(await screen.findByText('Telefon numarası sistemde kayıtlı değil')).toBeTruthy();
  });
});

describe('the stratification question at registration', () => {
  it('puts its plain message on the question itself', async () => {
    const mode: RegistrationModeResponse = {
      success: true,
      allocation_mode: 'randomised',
      stratification_question: 'Düzenli ilaç kullanıyor musunuz?',
      stratification_options: ['Evet', 'Hayır'],
      group_descriptions: { control: 'a', experiment: 'b' },
      study_contact: null,
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(mode));
    // jsdom lays nothing out: the form's scroll to its first problem has nothing to do.
    Element.prototype.scrollIntoView = () => undefined;
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await screen.findByText('Grubunuz çalışma tarafından atanır.');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(screen.getByText('Lütfen bu soruyu yanıtlayın')).toBeTruthy());
    const question = screen.getByText('Lütfen bu soruyu yanıtlayın').closest('.MuiFormControl-root');
    expect(question?.textContent).toContain('Düzenli ilaç kullanıyor musunuz?');
    expect(screen.queryByText(/tabakalama/i)).toBeNull();
  }, 20_000);
});
