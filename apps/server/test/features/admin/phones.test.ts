import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@uyku/domain';
import { auditLog, sessions, users } from '../../../src/db/schema/index.js';
import { call } from '../../support/helpers.js';
import { asParticipant, createUser, DEFAULT_PASSWORD, loginAs, uniquePhone } from '../../support/factories.js';
import { adminSuite } from '../../support/factories-admin.js';

/**
 * One number, one account (docs/product.md, "Registration and sign-in"): a mobile number typed
 * without its leading 0 is the same number; a pair stored before that rule is reported, not merged;
 * the admin corrects a phone as an audited act that ends the person's sessions.
 */
const suite = adminSuite();
const MIGRATIONS = fileURLToPath(new URL('../../../drizzle/', import.meta.url));

/** A free mobile number in its two spellings. */
function mobile(): { long: string; short: string } {
  const long = uniquePhone();
  return { long, short: long.slice(1) };
}
const consent = { acceptTerms: true, acceptPrivacy: true };
const register = (phone: string) =>
  call(suite.t.app, 'POST', '/api/auth/register', {
    body: { ...consent, name: 'Ayşe Yılmaz', phone, password: DEFAULT_PASSWORD, abGroup: 'control' },
  });
const phoneOf = async (id: string) => (await suite.t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]?.phone;

describe('one form per number', () => {
  it('stores a number typed without its 0 with it, and refuses its other spelling as taken', async () => {
    const { long, short } = mobile();
    const first = await register(short);
    expect(first.statusCode).toBe(201);
    const [stored] = await suite.t.db.select({ phone: users.phone }).from(users).where(eq(users.phone, long));
    expect(stored?.phone).toBe(long);

    const second = await register(long);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Bu telefon numarası ile kayıtlı bir hesap zaten var');
    expect((await suite.t.db.select().from(users).where(sql`${users.phone} in (${long}, ${short})`)).length).toBe(1);
  });

  it('signs in with either spelling, and an admin cannot add the other spelling', async () => {
    const { long, short } = mobile();
    await createUser(suite.t.db, { phone: long });
    for (const phone of [short, long, `0 ${short.slice(0, 3)} ${short.slice(3)}`]) {
      const response = await call(suite.t.app, 'POST', '/api/auth/login', { body: { ...consent, phone, password: DEFAULT_PASSWORD } });
      expect(response.statusCode, phone).toBe(200);
    }
    // An admin adding the other spelling is refused too.
    const added = await call(suite.t.app, 'POST', '/api/admin/users', {
      token: suite.admin.token,
      body: { name: 'İkinci', phone: short, password: DEFAULT_PASSWORD, abGroup: 'control' },
    });
    expect(added.statusCode).toBe(409);
  });

  it('finds a reset request by either spelling', async () => {
    const { long, short } = mobile();
    await createUser(suite.t.db, { phone: long });
    const response = await call(suite.t.app, 'POST', '/api/auth/request-password-reset', { body: { phone: short } });
    expect(response.statusCode).toBe(200);
  });
});

describe('migration phones_one_form and the duplicate report', () => {
  it('gives stored numbers their 0, leaves a pair as it is and lists it to the admin', async () => {
    const migration = readdirSync(MIGRATIONS).find((name) => name.endsWith('_phones_one_form.sql'));
    expect(migration).toBeDefined();
    const lone = mobile();
    const pair = mobile();
    // Stored as the old rule let them: no 0.
    const loneUser = await createUser(suite.t.db, { phone: lone.short });
    const older = await createUser(suite.t.db, { phone: pair.short, name: 'Ayşe Y.', createdAt: new Date('2026-01-02T10:00:00Z') });
    const newer = await createUser(suite.t.db, { phone: pair.long, name: 'Ayşe Y.', createdAt: new Date('2026-03-04T10:00:00Z') });

    await suite.t.db.execute(sql.raw(readFileSync(`${MIGRATIONS}${migration}`, 'utf8')));

    expect(await phoneOf(loneUser.id)).toBe(lone.long);
    expect(await phoneOf(older.id)).toBe(pair.short);
    expect(await phoneOf(newer.id)).toBe(pair.long);
    // Each of the pair still signs in with its own spelling.
    expect(await loginAs(suite.t.app, { phone: pair.short, password: DEFAULT_PASSWORD })).toBeTruthy();
    expect(await loginAs(suite.t.app, { phone: pair.long, password: DEFAULT_PASSWORD })).toBeTruthy();

    const report = await call(suite.t.app, 'GET', '/api/admin/phone-duplicates', { token: suite.admin.token });
    expect(report.statusCode).toBe(200);
    const listed = (report.json().duplicates as { phone: string; users: { id: string; phone: string }[] }[]).find(
      (d) => d.phone === pair.long,
    );
    expect(listed?.users.map((u) => [u.id, u.phone])).toEqual([
      [older.id, pair.short],
      [newer.id, pair.long],
    ]);
    expect(report.json().duplicates.some((d: { phone: string }) => d.phone === lone.long)).toBe(false);

    // Corrected by the admin, the pair is no longer reported.
    const fixed = await call(suite.t.app, 'PUT', `/api/admin/users/${older.id}/phone`, {
      token: suite.admin.token,
      body: { phone: uniquePhone() },
    });
    expect(fixed.statusCode).toBe(200);
    const after = (await call(suite.t.app, 'GET', '/api/admin/phone-duplicates', { token: suite.admin.token })).json();
    expect(after.duplicates.some((d: { phone: string }) => d.phone === pair.long)).toBe(false);
  });
});

describe('PUT /api/admin/users/:id/phone', () => {
  const put = (id: string, body: unknown, token = suite.admin.token) =>
    call(suite.t.app, 'PUT', `/api/admin/users/${id}/phone`, { token, body });

  it('corrects the number, ends every session of the person and audits the act without the numbers', async () => {
    const person = await createUser(suite.t.db);
    const token = await loginAs(suite.t.app, person);
    const { long, short } = mobile();

    const response = await put(person.id, { phone: short });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: ADMIN_MSG.phoneCorrected, user: { id: person.id, phone: long } });
    expect(await phoneOf(person.id)).toBe(long);
    expect(await suite.t.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    expect((await call(suite.t.app, 'GET', '/api/auth/verify', { token })).statusCode).toBe(401);
    expect(await loginAs(suite.t.app, { phone: long, password: DEFAULT_PASSWORD })).toBeTruthy();

    const [audit] = await suite.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, person.id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ action: 'user.phone_change', details: {} });
    expect(JSON.stringify(audit)).not.toContain(short);
    expect(JSON.stringify(audit)).not.toContain(person.phone.slice(1));
  });

  it('refuses a number another account holds (either spelling), the same number and bad input, changing nothing', async () => {
    const person = await createUser(suite.t.db);
    const other = await createUser(suite.t.db);
    for (const [body, status] of [
      [{ phone: other.phone.slice(1) }, 409],
      [{ phone: other.phone }, 409],
      [{ phone: person.phone }, 400],
      [{ phone: '' }, 400],
      [{ phone: '123456789012345' }, 400],
      [{ phone: 5321112244 }, 400],
      [{}, 400],
      // The text policy drops a lone surrogate (plugins/text-policy.ts): nothing of a number is left.
      [{ phone: '\uD800\u200F' }, 400],
    ] as const) {
      const response = await put(person.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toMatch(/[ığüşöçİ]|numara/i);
    }
    expect(await phoneOf(person.id)).toBe(person.phone);
    expect((await put('not-an-id', { phone: uniquePhone() })).statusCode).toBe(400);
    expect((await put('00000000-0000-4000-8000-000000000000', { phone: uniquePhone() })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const person = await createUser(suite.t.db);
    const participant = await asParticipant(suite.t.app, suite.t.db);
    expect((await put(person.id, { phone: uniquePhone() }, participant.token)).statusCode).toBe(403);
    expect((await call(suite.t.app, 'PUT', `/api/admin/users/${person.id}/phone`, { body: { phone: uniquePhone() } })).statusCode).toBe(401);
    expect((await call(suite.t.app, 'GET', '/api/admin/phone-duplicates', { token: participant.token })).statusCode).toBe(403);
    expect((await call(suite.t.app, 'GET', '/api/admin/phone-duplicates')).statusCode).toBe(401);
    expect(await phoneOf(person.id)).toBe(person.phone);
  });
});
