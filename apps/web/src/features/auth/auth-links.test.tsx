import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

/**
 * 'Şifremi Unuttum' and 'Kayıt Ol' are links, and the register page links back to the
 * login page — a client looks them up by the link role, not the button role.
 */
beforeEach(() => {
  // The register page asks how groups are allocated; left unanswered, the participant chooses.
  vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
});
afterEach(cleanup);

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
    </Routes>,
    { path },
  );
}

describe('links of the public screens', () => {
  it("shows 'Şifremi Unuttum' as a link that opens the forgot-password view", async () => {
    renderAt('/login');
    const forgot = screen.getByRole('link', { name: 'Şifremi Unuttum' });
    expect(forgot.getAttribute('href')).toBe('/login?view=forgot');
    expect(screen.queryByRole('button', { name: 'Şifremi Unuttum' })).toBeNull();

    fireEvent.click(forgot);
    expect(await screen.findByRole('button', { name: 'Talep Gönder' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Geri Dön' }));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('opens the forgot-password view straight from its address (a new tab, a reload)', async () => {
    renderAt('/login?view=forgot');
    expect(await screen.findByRole('button', { name: 'Talep Gönder' })).toBeTruthy();
  });

  it("shows 'Kayıt Ol' on the login page as a link to /register", () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' }).getAttribute('href')).toBe('/register');
  });

  it('links the register page back to the login page', () => {
    renderAt('/register');
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
  });
});
