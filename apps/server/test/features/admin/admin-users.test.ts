import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, participantCode } from '@uyku/domain';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { updateUser } from '../../../src/features/admin/users.js';
import type { AuthUser } from '../../../src/plugins/auth.js';
import { buildTestApp, call } from '../../support/helpers.js';
import { asAdmin, createUser, DEFAULT_PASSWORD, loginAs, signedIn, uniquePhone } from '../../support/factories.js';
import { auditRowsAbout, insertNextNight, adminSuite } from '../../support/factories-admin.js';

const suite = adminSuite();

const put = (id: string, body: unknown, token = suite.admin.token) => call(suite.t.app, 'PUT', `/api/admin/users/${id}`, { token, body });
const credentials = (user: { phone: string }) => ({
  phone: user.phone,
  password: DEFAULT_PASSWORD,
  acceptTerms: true,
  acceptPrivacy: true,
});
async function row(id: string) {
  const [found] = await suite.t.db.select().from(users).where(eq(users.id, id));
  return found;
}
const codeOf = (user: { participantNumber: number }) => participantCode(user.participantNumber);

describe('GET /admin/stats', () => {
  it('counts participants by group (admins and their own accounts excluded) and sleep records', async () => {
    const before = (await call(suite.t.app, 'GET', '/api/admin/stats', { token: suite.admin.token })).json().stats;
    const control = await createUser(suite.t.db);
    await createUser(suite.t.db, { isApproved: false });
    await createUser(suite.t.db, { group: 'experiment' });
    await createUser(suite.t.db, { isAdmin: true });
    await insertNextNight(suite.t.db, control.id);
    await insertNextNight(suite.t.db, control.id);

    const response = await call(suite.t.app, 'GET', '/api/admin/stats', { token: suite.admin.token });
    expect(response.statusCode).toBe(200);
    const after = response.json().stats;
    expect(after.users.total - before.users.total).toBe(3);
    expect(after.users.control - before.users.control).toBe(2);
    expect(after.users.experiment - before.users.experiment).toBe(1);
    expect(after.sleep.totalRecords - before.sleep.totalRecords).toBe(2);
    expect(after.users.total).toBe(after.users.control + after.users.experiment);
  });
});

describe('GET /admin/users', () => {
  it('lists every account in the admin view, without secrets', async () => {
    const participant = await createUser(suite.t.db, { name: 'Şule Çetin', email: 'sule@example.com', isApproved: false });
    const response = await call(suite.t.app, 'GET', '/api/admin/users', { token: suite.admin.token });
    expect(response.statusCode).toBe(200);
    const listed = response.json().users as Record<string, unknown>[];
    expect(listed.find((u) => u.id === participant.id)).toEqual({
      id: participant.id,
      participant_code: codeOf(participant),
      phone: participant.phone,
      name: 'Şule Çetin',
      email: 'sule@example.com',
      is_admin: false,
      is_approved: false,
      ab_group: 'control',
      created_at: participant.createdAt.toISOString(),
      // An addition to the original fields (decision 009): study day 1, set when an admin approves.
      enrolled_on: null,
    });
    expect(listed.find((u) => u.id === suite.admin.user.id)).toMatchObject({ is_admin: true });
    expect(response.body).not.toContain('argon2');
  });
});

describe('PUT /admin/users/{id}', () => {
  it('approves with { isApproved: true } alone, so the user can sign in, and records it', async () => {
    const waiting = await createUser(suite.t.db, { isApproved: false });
    expect((await call(suite.t.app, 'POST', '/api/auth/login', { body: credentials(waiting) })).statusCode).toBe(403);

    const response = await put(waiting.id, { isApproved: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Kullanıcı başarıyla güncellendi',
      user: { id: waiting.id, is_approved: true },
    });
    expect((await call(suite.t.app, 'POST', '/api/auth/login', { body: credentials(waiting) })).statusCode).toBe(200);

    const [audit] = await auditRowsAbout(suite.t.db, codeOf(waiting));
    expect(audit).toMatchObject({
      action: 'user.approve',
      actorId: suite.admin.user.id,
      // Admins have no participant code: the log names them by role (docs/product.md, "Audit log").
      actorCode: 'ADMIN',
      targetUserId: waiting.id,
      details: {},
    });
  });

  it('withdrawing approval signs the user out everywhere and refuses their next sign-in', async () => {
    const { user, token } = await signedIn(suite.t.app, suite.t.db);
    const second = await loginAs(suite.t.app, user);
    const response = await put(user.id, { isApproved: false });
    expect(response.statusCode).toBe(200);
    for (const stale of [token, second]) {
      expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token: stale })).statusCode).toBe(401);
    }
    expect((await call(suite.t.app, 'POST', '/api/auth/login', { body: credentials(user) })).statusCode).toBe(403);
    expect((await auditRowsAbout(suite.t.db, codeOf(user)))[0]).toMatchObject({ action: 'user.unapprove' });
  });

  it('switches the group and records from → to', async () => {
    const { user, token } = await signedIn(suite.t.app, suite.t.db);
    const response = await put(user.id, { abGroup: 'experiment' });
    expect(response.json().user.ab_group).toBe('experiment');
    expect(await row(user.id)).toMatchObject({ group: 'experiment' });
    // The change applies at once: the participant's own session now sees the experiment group.
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).json().user.ab_group).toBe('experiment');
    expect((await auditRowsAbout(suite.t.db, codeOf(user)))[0]).toMatchObject({
      action: 'user.group_change',
      details: { from: 'control', to: 'experiment' },
    });
  });

  it('edits name and e-mail (empty e-mail stored as none), recording which fields but not their values', async () => {
    const user = await createUser(suite.t.db, { name: 'Eski Ad', email: 'eski@example.com' });
    const response = await put(user.id, { name: '  Yeni Ad  ', email: '' });
    expect(response.statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ name: 'Yeni Ad', email: null, phone: user.phone });
    const [audit] = await auditRowsAbout(suite.t.db, codeOf(user));
    expect(audit).toMatchObject({ action: 'user.update', details: { fields: ['name', 'email'] } });
    expect(JSON.stringify(audit)).not.toMatch(/Yeni Ad|Eski Ad|eski@example\.com/);
  });

  it('records one row per kind of change and none when nothing changes', async () => {
    const user = await createUser(suite.t.db, { isApproved: false });
    await put(user.id, { name: user.name, abGroup: 'control', isApproved: false });
    expect(await auditRowsAbout(suite.t.db, codeOf(user))).toHaveLength(0);
    await put(user.id, { isApproved: true, abGroup: 'experiment', isAdmin: true });
    const actions = (await auditRowsAbout(suite.t.db, codeOf(user))).map((r) => r.action).sort();
    expect(actions).toEqual(['user.admin_grant', 'user.approve', 'user.group_change']);
  });

  it('lets an admin grant and take back admin rights of another admin', async () => {
    const other = await createUser(suite.t.db);
    expect((await put(other.id, { isAdmin: true })).json().user.is_admin).toBe(true);
    expect((await put(other.id, { isAdmin: false })).json().user.is_admin).toBe(false);
    const about = await suite.t.db.select().from(auditLog).where(eq(auditLog.targetUserId, other.id)).orderBy(desc(auditLog.id));
    expect(about.map((r) => r.action)).toEqual(['user.admin_revoke', 'user.admin_grant']);
    // Each row names the target by the role it had: an admin by role, a participant by code.
    expect(about.map((r) => r.targetCode)).toEqual(['ADMIN', codeOf(other)]);
  });

  it('does not let an admin remove their own admin rights or approval', async () => {
    const self = await asAdmin(suite.t.app, suite.t.db);
    const demote = await put(self.user.id, { isAdmin: false }, self.token);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ success: false, code: 'CONFLICT', message: 'Kendi yönetici yetkinizi kaldıramazsınız' });
    const unapprove = await put(self.user.id, { isApproved: false, name: 'Başka' }, self.token);
    expect(unapprove.statusCode).toBe(409);
    expect(unapprove.json().message).toBe('Kendi hesabınızın onayını kaldıramazsınız');
    expect(await row(self.user.id)).toMatchObject({ isAdmin: true, isApproved: true, name: 'Yönetici' });
    expect(await auditRowsAbout(suite.t.db, codeOf(self.user))).toHaveLength(0);
    // Their own name they may change.
    expect((await put(self.user.id, { name: 'Uzman Ayşe' }, self.token)).statusCode).toBe(200);
  });

  it('keeps the last admin: of two admins demoting each other at once, exactly one succeeds', async () => {
    const own = await buildTestApp();
    try {
      const a = await asAdmin(own.app, own.db);
      const b = await asAdmin(own.app, own.db);
      const [aDemotesB, bDemotesA] = await Promise.all([
        call(own.app, 'PUT', `/api/admin/users/${b.user.id}`, { token: a.token, body: { isAdmin: false } }),
        call(own.app, 'PUT', `/api/admin/users/${a.user.id}`, { token: b.token, body: { isAdmin: false } }),
      ]);
      const codes = [aDemotesB.statusCode, bDemotesA.statusCode].sort();
      expect(codes[0]).toBe(200);
      // The loser is refused either as the last admin (409) or as no longer an admin (403).
      expect([403, 409]).toContain(codes[1]);
      const refused = aDemotesB.statusCode === 200 ? bDemotesA : aDemotesB;
      if (refused.statusCode === 409) expect(refused.json().message).toBe('Sistemdeki son yöneticinin yetkisi kaldırılamaz');
      const admins = await own.db.select().from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('keeps the last admin even for a request that passed the guard just before its sender was demoted', async () => {
    const own = await buildTestApp();
    try {
      const a = await asAdmin(own.app, own.db);
      const b = await asAdmin(own.app, own.db);
      // b's request was let through as an admin's; meanwhile a demotes b.
      const bAsGuarded: AuthUser = { ...b.user, consentRequired: false, tokenHash: '' };
      expect((await call(own.app, 'PUT', `/api/admin/users/${b.user.id}`, { token: a.token, body: { isAdmin: false } })).statusCode).toBe(200);
      await expect(updateUser(own.db, bAsGuarded, a.user.id, { isAdmin: false })).rejects.toMatchObject({
        statusCode: 409,
        message: 'Sistemdeki son yöneticinin yetkisi kaldırılamaz',
      });
      const [stillAdmin] = await own.db.select().from(users).where(eq(users.id, a.user.id));
      expect(stillAdmin?.isAdmin).toBe(true);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['no field', {}, 'Güncellenecek bir alan gönderilmedi'],
    ['only the read-only phone', { phone: '05550000000' }, 'Güncellenecek bir alan gönderilmedi'],
    ['blank name', { name: '   ' }, MSG.nameRequired],
    ['bad e-mail', { email: 'ayse@' }, MSG.emailInvalid],
    ['unknown group', { abGroup: 'placebo' }, MSG.groupInvalid],
    ['approval as text', { isApproved: 'evet' }, 'Onay alanı doğru/yanlış olmalıdır'],
    ['admin as a number', { isAdmin: 1 }, 'Yönetici alanı doğru/yanlış olmalıdır'],
  ])('answers bad input (%s) with 400 and a Turkish message, changing nothing', async (_case, body, message) => {
    const user = await createUser(suite.t.db, { isApproved: false });
    const before = await row(user.id);
    const response = await put(user.id, { ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await row(user.id)).toEqual(before);
    expect(await auditRowsAbout(suite.t.db, codeOf(user))).toHaveLength(0);
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await put(randomUUID(), { isApproved: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Kullanıcı bulunamadı');
    const malformed = await put('123', { isApproved: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Geçersiz kimlik');
  });
});

describe('POST /auth/register by an admin', () => {
  it('records the addition in the audit log', async () => {
    const phone = uniquePhone();
    const response = await call(suite.t.app, 'POST', '/api/auth/register', {
      token: suite.admin.token,
      body: { name: 'Eklenen Kişi', phone, password: DEFAULT_PASSWORD, abGroup: 'experiment' },
    });
    expect(response.statusCode).toBe(201);
    const [added] = await suite.t.db.select().from(users).where(eq(users.phone, phone));
    const [audit] = await auditRowsAbout(suite.t.db, codeOf(added!));
    expect(audit).toMatchObject({
      action: 'user.create',
      actorCode: 'ADMIN',
      targetUserId: added!.id,
      details: { abGroup: 'experiment', isAdmin: false },
    });
  });

  it('records nothing for a public registration', async () => {
    const phone = uniquePhone();
    await call(suite.t.app, 'POST', '/api/auth/register', {
      body: { name: 'Kendisi', phone, password: DEFAULT_PASSWORD, acceptTerms: true, acceptPrivacy: true },
    });
    const [registered] = await suite.t.db.select().from(users).where(eq(users.phone, phone));
    expect(await auditRowsAbout(suite.t.db, codeOf(registered!))).toHaveLength(0);
  });
});
