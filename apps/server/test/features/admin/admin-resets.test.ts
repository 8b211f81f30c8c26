import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participantCode } from '@uyku/domain';
import { auditLog, passwordResetRequests, users } from '../../../src/db/schema/index.js';
import { call } from '../../support/helpers.js';
import { createUser, DEFAULT_PASSWORD, signedIn } from '../../support/factories.js';
import { auditRowsAbout, createResetRequest, adminSuite } from '../../support/factories-admin.js';

const suite = adminSuite();

const login = (phone: string, password: string) =>
  call(suite.t.app, 'POST', '/api/auth/login', { body: { phone, password, acceptTerms: true, acceptPrivacy: true } });
const approve = (body: unknown) => call(suite.t.app, 'POST', '/api/admin/password-reset/approve', { token: suite.admin.token, body });
const reject = (body: unknown) => call(suite.t.app, 'POST', '/api/admin/password-reset/reject', { token: suite.admin.token, body });
const pendingIds = async () =>
  ((await call(suite.t.app, 'GET', '/api/admin/password-reset-requests', { token: suite.admin.token })).json().requests as { id: string }[]).map(
    (r) => r.id,
  );
async function requestStatus(id: string) {
  const [row] = await suite.t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.id, id));
  return row;
}

describe('GET /admin/password-reset-requests', () => {
  it('lists pending requests only, with the requester\'s name, phone, e-mail and date', async () => {
    const user = await createUser(suite.t.db, { name: 'Unutkan Kişi', email: 'unutkan@example.com' });
    const response = await call(suite.t.app, 'POST', '/api/auth/request-password-reset', { body: { phone: user.phone } });
    expect(response.statusCode).toBe(200);
    const [stored] = await suite.t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.userId, user.id));

    const list = await call(suite.t.app, 'GET', '/api/admin/password-reset-requests', { token: suite.admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().requests).toContainEqual({
      id: stored!.id,
      user_id: user.id,
      user_name: 'Unutkan Kişi',
      phone: user.phone,
      email: 'unutkan@example.com',
      created_at: stored!.createdAt.toISOString(),
    });

    const resolved = await createResetRequest(suite.t.db, (await createUser(suite.t.db)).id);
    await suite.t.db.update(passwordResetRequests).set({ status: 'rejected' }).where(eq(passwordResetRequests.id, resolved));
    expect(await pendingIds()).not.toContain(resolved);
  });
});

describe('POST /admin/password-reset/approve', () => {
  it('sets the password, revokes old sessions, requires a change at next sign-in and records it', async () => {
    const { user, token } = await signedIn(suite.t.app, suite.t.db);
    const requestId = await createResetRequest(suite.t.db, user.id);

    const response = await approve({ requestId, newPassword: 'Gecici1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Şifre sıfırlandı', phone: user.phone, newPassword: 'Gecici1' });

    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(401);
    expect((await login(user.phone, DEFAULT_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(user.phone, 'Gecici1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.mustChangePassword).toBe(true);
    // Until the user picks their own password, nothing but verify, logout and change-password works.
    const blocked = await call(suite.t.app, 'GET', '/api/admin/stats', { token: fresh.json().token });
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    expect(await requestStatus(requestId)).toMatchObject({ status: 'approved', resolvedBy: suite.admin.user.id });
    expect(await pendingIds()).not.toContain(requestId);
    const [audit] = await auditRowsAbout(suite.t.db, participantCode(user.participantNumber));
    expect(audit).toMatchObject({ action: 'password_reset.approve', actorId: suite.admin.user.id, targetUserId: user.id });
    expect(JSON.stringify(await suite.t.db.select().from(auditLog))).not.toContain('Gecici1');
  });

  it('answers a password shorter than 6 with its Turkish message and changes nothing', async () => {
    const user = await createUser(suite.t.db);
    const requestId = await createResetRequest(suite.t.db, user.id);
    const [before] = await suite.t.db.select().from(users).where(eq(users.id, user.id));
    for (const newPassword of ['12345', '', undefined]) {
      const response = await approve({ requestId, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Şifre en az 6 karakter olmalıdır' });
    }
    const [after] = await suite.t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect(await requestStatus(requestId)).toMatchObject({ status: 'pending' });
    expect(await auditRowsAbout(suite.t.db, participantCode(user.participantNumber))).toHaveLength(0);
  });

  it('refuses a request already handled, an unknown one and a malformed id', async () => {
    const user = await createUser(suite.t.db);
    const requestId = await createResetRequest(suite.t.db, user.id);
    expect((await approve({ requestId, newPassword: 'Birinci1' })).statusCode).toBe(200);
    const again = await approve({ requestId, newPassword: 'Ikinci22' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu talep zaten sonuçlandırılmış');
    expect((await login(user.phone, 'Birinci1')).statusCode).toBe(200);

    const unknown = await approve({ requestId: randomUUID(), newPassword: 'Gecici1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Şifre sıfırlama talebi bulunamadı');
    const malformed = await approve({ requestId: 'abc', newPassword: 'Gecici1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Geçersiz kimlik');
  });
});

describe('POST /admin/password-reset/reject', () => {
  it('closes the request, keeps the password and records it', async () => {
    const { user, token } = await signedIn(suite.t.app, suite.t.db);
    const requestId = await createResetRequest(suite.t.db, user.id);
    const response = await reject({ requestId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Talep reddedildi' });
    expect(await requestStatus(requestId)).toMatchObject({ status: 'rejected', resolvedBy: suite.admin.user.id });
    expect(await pendingIds()).not.toContain(requestId);
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(200);
    expect((await login(user.phone, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await auditRowsAbout(suite.t.db, participantCode(user.participantNumber)))[0]).toMatchObject({
      action: 'password_reset.reject',
    });
    // A rejected request cannot be approved afterwards.
    expect((await approve({ requestId, newPassword: 'Gecici1' })).statusCode).toBe(409);
  });

  it('answers a missing or malformed request id with 400', async () => {
    for (const body of [{}, { requestId: 42 }, { requestId: 'x' }]) {
      const response = await reject(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Geçersiz kimlik');
    }
  });
});
