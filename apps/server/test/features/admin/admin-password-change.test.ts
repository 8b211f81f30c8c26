import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { call } from '../../support/helpers.js';
import { createUser, DEFAULT_PASSWORD, loginAs } from '../../support/factories.js';
import { createResetRequest, adminSuite } from '../../support/factories-admin.js';

/** The forced password change after an admin reset: POST /auth/change-password. */
const suite = adminSuite();

const NEW_PASSWORD = 'Kendi2025!';
const change = (token: string | undefined, body: unknown) => call(suite.t.app, 'POST', '/api/auth/change-password', { token, body });

/** A participant whose password an admin has just reset to `Gecici1`, signed in with it. */
async function resetParticipant() {
  const user = await createUser(suite.t.db);
  const requestId = await createResetRequest(suite.t.db, user.id);
  const approved = await call(suite.t.app, 'POST', '/api/admin/password-reset/approve', {
    token: suite.admin.token,
    body: { requestId, newPassword: 'Gecici1' },
  });
  expect(approved.statusCode).toBe(200);
  return { user, token: await loginAs(suite.t.app, { phone: user.phone, password: 'Gecici1' }) };
}

describe('POST /auth/change-password', () => {
  it('answers 401 without a token', async () => {
    const response = await change(undefined, { currentPassword: 'Gecici1', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('sets the user\'s own password, clears the requirement, keeps this session and ends the others', async () => {
    const { user, token } = await resetParticipant();
    const otherDevice = await loginAs(suite.t.app, { phone: user.phone, password: 'Gecici1' });

    const response = await change(token, { currentPassword: 'Gecici1', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Şifreniz başarıyla değiştirildi',
      user: { userId: user.id, mustChangePassword: false },
    });
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).json().user.must_change_password).toBe(false);
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token: otherDevice })).statusCode).toBe(401);
    const [row] = await suite.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(false);

    await expect(loginAs(suite.t.app, { phone: user.phone, password: 'Gecici1' })).rejects.toThrow(/401/);
    const fresh = await call(suite.t.app, 'POST', '/api/auth/login', {
      body: { phone: user.phone, password: NEW_PASSWORD, acceptTerms: true, acceptPrivacy: true },
    });
    expect(fresh.json().user.mustChangePassword).toBe(false);
  });

  it.each([
    ['wrong current password', { currentPassword: 'Yanlis1', newPassword: NEW_PASSWORD }, 'Mevcut şifre hatalı'],
    ['no current password', { newPassword: NEW_PASSWORD }, 'Mevcut şifre gereklidir'],
    ['a weak new password', { currentPassword: 'Gecici1', newPassword: 'gecici12' }, 'Şifre en az bir büyük harf içermelidir'],
    ['a short new password', { currentPassword: 'Gecici1', newPassword: 'Ab1!' }, 'Şifre en az 8 karakter olmalıdır'],
  ])('answers %s with 400 and a Turkish message, changing nothing', async (_case, body, message) => {
    const { user, token } = await resetParticipant();
    const [before] = await suite.t.db.select().from(users).where(eq(users.id, user.id));
    const response = await change(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    const [after] = await suite.t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    // A mistake does not end the session.
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await createUser(suite.t.db);
    const token = await loginAs(suite.t.app, user);
    const response = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Yeni şifre mevcut şifreden farklı olmalıdır');
  });

  it('works for a user who is not required to change, too', async () => {
    const user = await createUser(suite.t.db);
    const token = await loginAs(suite.t.app, user);
    const response = await change(token, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
  });
});
