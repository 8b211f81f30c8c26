import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { register } from '../../../src/features/auth/service.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant, createUser, loginAs, uniquePhone } from '../../support/factories.js';

/**
 * docs/security.md, "Roles": adding a user is an admin-only route; the public registration never grants
 * admin rights or approval unless the caller passes every admin check; the password-change rule
 * holds for every signed-in caller on every route, public ones included.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'YeniKullanici1!';
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Eklenen Kişi',
  phone: uniquePhone(),
  password: PASSWORD,
  abGroup: 'experiment',
  ...overrides,
});
const stored = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0];

describe('POST /api/admin/users', () => {
  it('adds an approved account, an admin when asked, and records it in the audit log', async () => {
    const admin = await asAdmin(t.app, t.db);
    const body = newUser({ isAdmin: true });
    const response = await call(t.app, 'POST', '/api/admin/users', { token: admin.token, body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Kullanıcı başarıyla eklendi',
      userId: expect.any(String),
      isApproved: true,
    });
    expect(await stored(body.phone)).toMatchObject({ isAdmin: true, isApproved: true, group: 'experiment' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, response.json().userId));
    expect(entry).toMatchObject({ action: 'user.create', actorId: admin.user.id, details: { abGroup: 'experiment', isAdmin: true } });
  });

  it('refuses a phone that is taken with 409 and a participant with 403', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const taken = await call(t.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: newUser({ phone: participant.user.phone }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Bu telefon numarası ile kayıtlı bir hesap zaten var');
    const body = newUser({ isAdmin: true });
    const denied = await call(t.app, 'POST', '/api/admin/users', { token: participant.token, body });
    expect(denied.statusCode).toBe(403);
    expect(await stored(body.phone)).toBeUndefined();
  });

  it('refuses an admin who must first change an admin-set password', async () => {
    const { token } = await asAdmin(t.app, t.db).then(async ({ user }) => {
      await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
      return { token: await loginAs(t.app, user) };
    });
    const body = newUser({ isAdmin: true });
    const response = await call(t.app, 'POST', '/api/admin/users', { token, body });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(await stored(body.phone)).toBeUndefined();
  });
});

describe('POST /api/auth/register', () => {
  it('with a fully checked admin’s token still adds an approved account (the original call)', async () => {
    const admin = await asAdmin(t.app, t.db);
    const body = newUser({ isAdmin: true });
    const response = await call(t.app, 'POST', '/api/auth/register', { token: admin.token, body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Kullanıcı başarıyla eklendi', isApproved: true });
    expect(await stored(body.phone)).toMatchObject({ isAdmin: true, isApproved: true });
  });

  it('with the token of an admin under the password-change rule answers 403 and creates nobody', async () => {
    const user = await createUser(t.db, { isAdmin: true, mustChangePassword: true, password: 'gecici1' });
    const token = await loginAs(t.app, user);
    const body = newUser({ isAdmin: true, acceptTerms: true, acceptPrivacy: true });
    const response = await call(t.app, 'POST', '/api/auth/register', { token, body });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Devam etmek için önce yeni bir şifre belirlemelisiniz',
    });
    expect(await stored(body.phone)).toBeUndefined();
  });

  it('with a participant’s token is a plain registration: waiting for approval, never an admin', async () => {
    const participant = await asParticipant(t.app, t.db);
    const body = newUser({ isAdmin: true, acceptTerms: true, acceptPrivacy: true });
    const response = await call(t.app, 'POST', '/api/auth/register', { token: participant.token, body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isApproved: false });
    expect(await stored(body.phone)).toMatchObject({ isAdmin: false, isApproved: false });
  });

  it('never grants admin rights or approval to a caller failing an admin check, even past the route guard', async () => {
    const admin = await createUser(t.db, { isAdmin: true, mustChangePassword: true });
    const caller = {
      id: admin.id,
      participantNumber: admin.participantNumber,
      phone: admin.phone,
      name: admin.name,
      email: null,
      isAdmin: true,
      isApproved: true,
      group: 'control' as const,
      mustChangePassword: true,
      consentRequired: false,
      tokenHash: randomUUID(),
    };
    const phone = uniquePhone();
    const input = {
      name: 'Doğrudan Çağrı',
      phone,
      email: null,
      password: PASSWORD,
      abGroup: 'control' as const,
      isAdmin: true,
      acceptTerms: true,
      acceptPrivacy: true,
    };
    const answer = await register(t.db, input, caller);
    expect(answer.isApproved).toBe(false);
    expect(await stored(phone)).toMatchObject({ isAdmin: false, isApproved: false });
  });
});

describe('the password-change rule on public routes', () => {
  it('answers 403 PASSWORD_CHANGE_REQUIRED on every public route called with such a token, except the probes', async () => {
    const user = await createUser(t.db, { mustChangePassword: true, password: 'gecici1' });
    const token = await loginAs(t.app, user);
    const publicRoutes = t.app.routeAccess.filter((r) => r.access === 'public' && r.url !== '/api/realtime');
    expect(publicRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login']));
    for (const route of publicRoutes) {
      const response = await call(t.app, route.method as 'GET', route.url, {
        token,
        ...(route.method === 'POST' ? { body: {} } : {}),
      });
      const where = `${route.method} ${route.url}`;
      if (route.allowedWhilePasswordChangeRequired) {
        expect(response.json().code, where).not.toBe('PASSWORD_CHANGE_REQUIRED');
      } else {
        expect(response.statusCode, where).toBe(403);
        expect(response.json().code, where).toBe('PASSWORD_CHANGE_REQUIRED');
      }
    }
    // Without the token the same public routes are open as before.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: user.phone, password: 'gecici1', acceptTerms: true, acceptPrivacy: true },
    });
    expect(login.statusCode).toBe(200);
  });
});
