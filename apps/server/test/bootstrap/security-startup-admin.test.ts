import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin, STARTUP_ADMIN_ACTION } from '../../src/bootstrap/ensure-admin.js';
import { StartupError } from '../../src/config.js';
import { auditLog, users } from '../../src/db/schema/index.js';
import { verifyPassword } from '../../src/lib/passwords.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant, loginAs, uniquePhone } from '../support/factories.js';

/**
 * docs/security.md, "Start-up admin": start-up does not silently promote an account that has ADMIN_PHONE; when it
 * changes an admin's password or rights it ends that account's sessions and writes an audit
 * entry; ADMIN_PASSWORD follows the registration password rules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const verify = (token: string) => call(t.app, 'GET', '/api/auth/verify', { token });
const startupEntries = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, STARTUP_ADMIN_ACTION)));
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('ADMIN_PHONE of an existing participant', () => {
  it('refuses to start without ADMIN_PROMOTE_EXISTING, changing nothing', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const attempt = ensureAdmin(t.db, { phone: user.phone, password: 'BaskaSifre1!', name: undefined });
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(/ADMIN_PROMOTE_EXISTING=true/);
    const after = await row(user.id);
    expect(after).toMatchObject({ isAdmin: false, name: user.name });
    expect(await verifyPassword(after!.passwordHash, user.password)).toBe(true);
    const session = await verify(token);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.is_admin).toBe(false);
    expect(await startupEntries(user.id)).toHaveLength(0);
  });

  it('with ADMIN_PROMOTE_EXISTING=true promotes it, ends its earlier sessions and audits the change', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    await ensureAdmin(t.db, { phone: user.phone, password: 'BaskaSifre1!', name: undefined, promoteExisting: true });
    expect(await row(user.id)).toMatchObject({ isAdmin: true, isApproved: true });
    // The participant's token must not carry the new rights.
    expect((await verify(token)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/users', { token })).statusCode).toBe(401);
    const [entry] = await startupEntries(user.id);
    expect(entry).toMatchObject({
      actorId: user.id,
      details: { passwordChanged: true, adminGranted: true, approvalGranted: false },
    });
  });
});

describe('restarting with an admin’s phone', () => {
  it('with a new ADMIN_PASSWORD ends that admin’s earlier sessions and audits it', async () => {
    const { user, token } = await asAdmin(t.app, t.db);
    await ensureAdmin(t.db, { phone: user.phone, password: 'YepYeni2025!', name: undefined });
    expect((await verify(token)).statusCode).toBe(401);
    const fresh = await loginAs(t.app, { phone: user.phone, password: 'YepYeni2025!' });
    expect((await verify(fresh)).statusCode).toBe(200);
    const [entry] = await startupEntries(user.id);
    expect(entry?.details).toEqual({ passwordChanged: true, adminGranted: false, approvalGranted: false });
  });

  it('with the same password keeps the sessions and writes nothing to the audit log', async () => {
    const { user, token } = await asAdmin(t.app, t.db);
    await ensureAdmin(t.db, { phone: user.phone, password: user.password, name: undefined });
    expect((await verify(token)).statusCode).toBe(200);
    expect(await startupEntries(user.id)).toHaveLength(0);
  });

  it('audits the creation of a new admin', async () => {
    const phone = uniquePhone();
    const result = await ensureAdmin(t.db, { phone, password: 'IlkYonetici1!', name: 'Baş Araştırmacı' });
    expect(result).toEqual({ kind: 'configured', phone, created: true });
    const [created] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(await startupEntries(created!.id)).toHaveLength(1);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('must follow the registration password rules, or start-up stops with the broken rule named', async () => {
    const phone = uniquePhone();
    const cases: [string, RegExp][] = [
      ['Kisa1!', /en az 8 karakter/],
      ['buyukharfyok1!', /büyük harf/],
      ['KucukHarfVar!', /rakam/],
      ['OzelKarakter1', /özel karakter/],
    ];
    for (const [password, rule] of cases) {
      const attempt = ensureAdmin(t.db, { phone, password, name: undefined });
      await expect(attempt, password).rejects.toBeInstanceOf(StartupError);
      await expect(attempt, password).rejects.toThrow(/ADMIN_PASSWORD does not follow the registration password rules/);
      await expect(attempt, password).rejects.toThrow(rule);
    }
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });
});
