import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api-client';
import { sessionStore } from './session';
import { testUser } from '../test/session-user';

const user = testUser();

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.signIn(user, 'secret-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the stored bearer token to /api', async () => {
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await api('/sleep/sessions', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sleep/sessions');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret-token', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it.each([401, 403])('ends the session on %i from a call made with the token', async (status) => {
    vi.stubGlobal('fetch', answer(status, { success: false, code: 'UNAUTHENTICATED', message: 'Oturum bitti' }));
    await expect(api('/auth/verify')).rejects.toMatchObject({ status, message: 'Oturum bitti' });
    expect(sessionStore.get()).toEqual({ user: null, token: null });
  });

  it('keeps the session when a password change is required', async () => {
    vi.stubGlobal('fetch', answer(403, { success: false, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Şifre' }));
    await expect(api('/sleep/sessions')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get().token).toBe('secret-token');
  });

  it('keeps the session when a changed legal text must be accepted first', async () => {
    vi.stubGlobal('fetch', answer(403, { success: false, code: 'CONSENT_REQUIRED', message: 'Onay' }));
    await expect(api('/sleep/sessions')).rejects.toMatchObject({ status: 403, code: 'CONSENT_REQUIRED' });
    expect(sessionStore.get().token).toBe('secret-token');
  });

  it('does not end the session on a sign-in call made without a token', async () => {
    vi.stubGlobal('fetch', answer(403, { success: false, code: 'NOT_APPROVED', message: 'Onay bekleniyor' }));
    await expect(api('/auth/login', { method: 'POST', body: {}, token: null })).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get().token).toBe('secret-token');
  });

  it('turns a network failure into a Turkish message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await api('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(errorMessage(error, 'Kayıt eklenemedi')).toBe('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
    expect(errorMessage(new Error('x'), 'Kayıt eklenemedi')).toBe('Kayıt eklenemedi');
  });
});
