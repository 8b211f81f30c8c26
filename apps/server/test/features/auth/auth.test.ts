import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, MSG } from '@uyku/domain';
import { consents, passwordResetRequests, sessions, users } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/lib/tokens.js';
import { call, buildTestApp, type TestApp } from '../../support/helpers.js';
import { asAdmin, createUser, DEFAULT_PASSWORD, loginAs, uniquePhone } from '../../support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const consent = { acceptTerms: true, acceptPrivacy: true };
const registration = (overrides: Record<string, unknown> = {}) => ({
  ...consent,
  name: 'Ayşe Yılmaz',
  phone: uniquePhone(),
  email: 'ayse@example.com',
  password: DEFAULT_PASSWORD,
  abGroup: 'experiment',
  ...overrides,
});

async function userByPhone(phone: string) {
  const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
  return row;
}

describe('registration → approval → login', () => {
  it('registers a pending user, refuses login until approved, then signs in and out', async () => {
    const body = registration({ phone: '0 (555) 111-22-33' });
    const registered = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ success: true, isApproved: false });

    const stored = await userByPhone('05551112233');
    expect(stored).toMatchObject({ name: 'Ayşe Yılmaz', isApproved: false, isAdmin: false, group: 'experiment' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const credentials = { phone: '05551112233', password: DEFAULT_PASSWORD, ...consent };
    const refused = await call(t.app, 'POST', '/api/auth/login', { body: credentials });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'NOT_APPROVED' });
    expect(refused.json().message).toContain('onay');

    await t.db.update(users).set({ isApproved: true }).where(eq(users.phone, '05551112233'));
    const ok = await call(t.app, 'POST', '/api/auth/login', { body: credentials });
    expect(ok.statusCode).toBe(200);
    const { token, user } = ok.json();
    expect(user).toEqual({
      userId: stored?.id,
      phone: '05551112233',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      isAdmin: false,
      abGroup: 'experiment',
      mustChangePassword: false,
      consentRequired: false,
    });
    expect(JSON.stringify(ok.json())).not.toContain('argon2');

    // Only the hash of the token is stored.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(session?.userId).toBe(stored?.id);
    expect(JSON.stringify(await t.db.select().from(sessions))).not.toContain(token);

    const verified = await call(t.app, 'GET', '/api/auth/verify', { token });
    expect(verified.json()).toEqual({
      success: true,
      user: {
        id: stored?.id,
        phone: '05551112233',
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        is_admin: false,
        ab_group: 'experiment',
        must_change_password: false,
        consent_required: false,
      },
    });

    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    const afterLogout = await call(t.app, 'GET', '/api/auth/verify', { token });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().code).toBe('UNAUTHENTICATED');
  });

  it('records the accepted legal text versions at registration', async () => {
    const body = registration();
    await call(t.app, 'POST', '/api/auth/register', { body });
    const user = await userByPhone(body.phone as string);
    const rows = await t.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ['privacy', LEGAL_DOCUMENTS.privacy.version],
      ['terms', LEGAL_DOCUMENTS.terms.version],
    ]);
  });

  it("accepts the original client's payloads, which carry no consents, and records the consents once", async () => {
    // The original client: POST /auth/register sends name, phone, email, password, abGroup; POST /auth/login
    // phone, password. Its screens send them only once both boxes are ticked (decision 014).
    const { acceptTerms: _terms, acceptPrivacy: _privacy, ...specRegistration } = registration();
    const registered = await call(t.app, 'POST', '/api/auth/register', { body: specRegistration });
    expect(registered.statusCode).toBe(201);
    const user = await userByPhone(specRegistration.phone as string);
    await t.db.update(users).set({ isApproved: true }).where(eq(users.id, user!.id));
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: specRegistration.phone, password: specRegistration.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, user: { userId: user!.id, consentRequired: false } });
    const rows = await t.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(rows).toHaveLength(2);
    const token = login.json().token as string;
    expect((await call(t.app, 'GET', '/api/sleep/sessions', { token })).statusCode).toBe(200);
  });

  it("records a first sign-in's consents for a user an admin added, with or without the boxes in the call", async () => {
    for (const body of [{}, consent]) {
      const added = await createUser(t.db);
      const login = await call(t.app, 'POST', '/api/auth/login', { body: { ...body, phone: added.phone, password: DEFAULT_PASSWORD } });
      expect(login.statusCode).toBe(200);
      expect(await t.db.select().from(consents).where(eq(consents.userId, added.id))).toHaveLength(2);
    }
  });

  it('refuses a registration that declines a consent, and stores nothing', async () => {
    for (const declined of [{ acceptTerms: false }, { acceptPrivacy: false }]) {
      const body = registration(declined);
      const response = await call(t.app, 'POST', '/api/auth/register', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: MSG.consentRequired });
      expect(await userByPhone(body.phone as string)).toBeUndefined();
    }
  });

  it('rejects a second account with the same phone', async () => {
    const body = registration();
    expect((await call(t.app, 'POST', '/api/auth/register', { body })).statusCode).toBe(201);
    const again = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu telefon numarası ile kayıtlı bir hesap zaten var');
  });

  it('does not create an admin from a public registration carrying isAdmin: true', async () => {
    const body = registration({ isAdmin: true });
    expect((await call(t.app, 'POST', '/api/auth/register', { body })).statusCode).toBe(201);
    expect(await userByPhone(body.phone as string)).toMatchObject({ isAdmin: false, isApproved: false });
  });

  it('ignores isAdmin from a signed-in participant too', async () => {
    const participant = await createUser(t.db);
    const token = await loginAs(t.app, participant);
    const body = registration({ isAdmin: true });
    expect((await call(t.app, 'POST', '/api/auth/register', { body, token })).statusCode).toBe(201);
    expect(await userByPhone(body.phone as string)).toMatchObject({ isAdmin: false, isApproved: false });
  });

  it('lets an admin add an approved user, with admin rights when asked, without consents', async () => {
    const { token } = await asAdmin(t.app, t.db);
    const body = { name: 'Yeni Yönetici', phone: uniquePhone(), password: DEFAULT_PASSWORD, isAdmin: true };
    const added = await call(t.app, 'POST', '/api/auth/register', { body, token });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: 'Kullanıcı başarıyla eklendi', isApproved: true });
    const row = await userByPhone(body.phone);
    expect(row).toMatchObject({ isAdmin: true, isApproved: true, group: 'control', email: null });
    // Consent is the user's own act: recorded at their first sign-in, not by the admin.
    expect(await t.db.select().from(consents).where(eq(consents.userId, row!.id))).toHaveLength(0);
    await loginAs(t.app, { phone: body.phone, password: DEFAULT_PASSWORD });
    expect(await t.db.select().from(consents).where(eq(consents.userId, row!.id))).toHaveLength(2);
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    const user = await createUser(t.db);
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: user.phone, password: 'Yanlis123!', ...consent },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: '09999999999', password: 'Yanlis123!', ...consent },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Telefon numarası veya şifre hatalı');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('lets an admin sign in without approval flags and refuses an expired session', async () => {
    const admin = await createUser(t.db, { isAdmin: true, isApproved: false });
    const token = await loginAs(t.app, admin);
    expect((await call(t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(200);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await call(t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(401);
  });
});

describe('validation messages of registration and sign-in (server side)', () => {
  const login = (body: unknown) => call(t.app, 'POST', '/api/auth/login', { body });
  const register = (body: unknown) => call(t.app, 'POST', '/api/auth/register', { body });

  it.each([
    ['consents declined', { phone: '05551234567', password: 'abcdef', acceptTerms: false, acceptPrivacy: false }, MSG.consentRequired],
    ['one consent declined', { phone: '05551234567', password: 'abcdef', acceptTerms: true, acceptPrivacy: false }, MSG.consentRequired],
    ['a consent that is not a yes', { phone: '05551234567', password: 'abcdef', acceptTerms: 'evet', acceptPrivacy: true }, MSG.consentRequired],
    ['phone missing', { ...consent, password: 'abcdef' }, 'Telefon numarası ve şifre gereklidir'],
    ['password missing', { ...consent, phone: '05551234567' }, 'Telefon numarası ve şifre gereklidir'],
    ['phone of no digits', { ...consent, phone: '---', password: 'abcdef' }, 'Telefon numarası ve şifre gereklidir'],
    ['short password', { ...consent, phone: '05551234567', password: '12345' }, 'Şifre en az 6 karakter olmalıdır'],
  ])('login: %s', async (_case, body, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it.each([
    ['consents declined', { acceptTerms: false, acceptPrivacy: false }, MSG.consentRequired],
    ['short password', { password: 'Ab1!' }, 'Şifre en az 8 karakter olmalıdır'],
    ['no lowercase', { password: 'ABCDEFG1!' }, 'Şifre en az bir küçük harf içermelidir'],
    ['no uppercase', { password: 'abcdefg1!' }, 'Şifre en az bir büyük harf içermelidir'],
    ['no digit', { password: 'Abcdefgh!' }, 'Şifre en az bir rakam içermelidir'],
    ['no special character', { password: 'Abcdefgh1' }, 'Şifre en az bir özel karakter (@$!%*?&) içermelidir'],
    // The rules are reported in their fixed order: length comes before case.
    ['short and lowercase only', { password: 'abc' }, 'Şifre en az 8 karakter olmalıdır'],
    ['name missing', { name: '   ' }, MSG.nameRequired],
    ['phone missing', { phone: '' }, MSG.phoneRequired],
    ['phone longer than 11 digits', { phone: '055512345678' }, MSG.phoneTooLong],
    ['bad e-mail', { email: 'ayse@' }, MSG.emailInvalid],
    ['unknown group', { abGroup: 'placebo' }, MSG.groupInvalid],
  ])('register: %s', async (_case, overrides, message) => {
    const body = registration(overrides);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await userByPhone(String(body.phone).replace(/\D/g, ''))).toBeUndefined();
  });

  it('register: an empty e-mail is stored as none', async () => {
    const body = registration({ email: '' });
    expect((await register(body)).statusCode).toBe(201);
    expect((await userByPhone(body.phone as string))?.email).toBeNull();
  });

  it('forgot password: phone required', async () => {
    const response = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { phone: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Telefon numarası gereklidir');
  });
});

describe('password reset request', () => {
  it('stores one pending request per user and names an unknown phone', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i++) {
      const response = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { phone: user.phone } });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
    }
    const pending = await t.db
      .select()
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.userId, user.id), eq(passwordResetRequests.status, 'pending')));
    expect(pending).toHaveLength(1);

    const unknown = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { phone: '09999999998' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Telefon numarası sistemde kayıtlı değil');
  });
});
