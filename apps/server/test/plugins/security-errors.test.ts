import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant, uniquePhone } from '../support/factories.js';
import { createNight, sleepBody, storedNight } from '../support/factories-sleep.js';

/**
 * docs/security.md, "Logs" and "Validation and text" (the error handler's side): database errors are logged without
 * queries, values or messages; text PostgreSQL cannot store answers 400, never 500; a database
 * that does not answer in time answers 503. The database errors are real ones, raised by
 * constraints and triggers added to this test's own database.
 */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { logStream });
});
afterAll(async () => t.close());

const run = (statement: string) => t.db.execute(sql.raw(statement));

/** Makes every statement of `kind` on `table` fail with the given SQLSTATE until the returned undo runs. */
async function failOn(table: string, kind: 'insert' | 'update', sqlState: string): Promise<() => Promise<void>> {
  const name = `test_fail_${table}_${kind}_${sqlState.toLowerCase()}`;
  await run(
    `create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'forced' using errcode = '${sqlState}'; end $$`,
  );
  await run(`create trigger ${name} before ${kind} on ${table} for each row execute function ${name}()`);
  return async () => {
    await run(`drop trigger ${name} on ${table}`);
    await run(`drop function ${name}()`);
  };
}

function parsedLines(): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('error logs', () => {
  it('log a failed registration with class, SQLSTATE, constraint, route and request id, and none of the values sent', async () => {
    await run('alter table users add constraint test_refuse_new_users check (false) not valid');
    lines.length = 0;
    const phone = uniquePhone();
    const name = 'Zeynep Gizlikaya';
    const password = 'Gizli-Sifre-2025!';
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { name, phone, email: 'zeynep.gizli@example.org', password, acceptTerms: true, acceptPrivacy: true },
    });
    await run('alter table users drop constraint test_refuse_new_users');

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    const all = lines.join('\n');
    for (const secret of [phone, name, 'Gizlikaya', 'zeynep.gizli', password, 'argon2', 'insert into', 'params']) {
      expect(all, secret).not.toContain(secret);
    }
    const logged = parsedLines().find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 50,
      route: 'POST /api/auth/register',
      reqId: expect.any(String),
      err: { code: '23514', constraint: 'test_refuse_new_users' },
    });
    expect(Object.keys(logged?.err as object).sort()).toEqual(
      expect.arrayContaining(['code', 'constraint', 'type']),
    );
    expect(Object.keys(logged?.err as object).every((key) => ['type', 'causeType', 'code', 'constraint'].includes(key))).toBe(true);
  });

  it('log a failed sleep save (create and update) without the night’s values or notes', async () => {
    const { token } = await asParticipant(t.app, t.db, { name: 'Mehmet Uykusuz' });
    const id = await createNight(t.app, token, { date: '2025-03-01' });
    await run('alter table sleep_sessions add constraint test_refuse_nights check (false) not valid');
    lines.length = 0;
    const notes = 'Kabus gördüm, ilacımı iki kez aldım';
    const created = await call(t.app, 'POST', '/api/sleep/sessions', {
      token,
      body: sleepBody({ date: '2025-03-02', notes, room_temperature: 27.5 }),
    });
    const updated = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, {
      token,
      body: sleepBody({ date: '2025-03-01', notes, room_temperature: 27.5 }),
    });
    await run('alter table sleep_sessions drop constraint test_refuse_nights');

    expect(created.statusCode).toBe(500);
    expect(updated.statusCode).toBe(500);
    const all = lines.join('\n');
    for (const secret of [notes, 'Kabus', '27.5', 'Mehmet', 'Uykusuz', 'argon2', 'sleep_sessions"', 'params']) {
      expect(all, secret).not.toContain(secret);
    }
    const errors = parsedLines().filter((line) => line.msg === 'unhandled error');
    expect(errors.map((line) => line.route)).toEqual(['POST /api/sleep/sessions', 'PUT /api/sleep/sessions/:id']);
    for (const line of errors) expect(line.err).toMatchObject({ code: '23514', constraint: 'test_refuse_nights' });
  });
});

describe('text the database cannot store', () => {
  const UNSTORABLE = 'Gönderdiğiniz metin kaydedilemeyen karakterler içeriyor. Lütfen düzeltip tekrar deneyin.';

  it('strips a NUL byte from a name at public registration (no sign-in)', async () => {
    const phone = uniquePhone();
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Ali\u0000 Veli', phone, password: 'Uyku2025!', acceptTerms: true, acceptPrivacy: true },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.phone, phone));
    expect(row?.name).toBe('Ali Veli');
  });

  it('refuses a name made only of NUL bytes with a Turkish 400', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: '\u0000\u0000', phone: uniquePhone(), password: 'Uyku2025!', acceptTerms: true, acceptPrivacy: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Ad soyad gereklidir' });
  });

  it('strips a NUL byte from a name an admin edits', async () => {
    const admin = await asAdmin(t.app, t.db);
    const { user } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: { name: 'Ayşe\u0000 Yılmaz' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Ayşe Yılmaz');
  });

  it('strips a NUL byte from sleep notes on create and on update', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const created = await call(t.app, 'POST', '/api/sleep/sessions', {
      token,
      body: sleepBody({ date: '2025-04-01', notes: 'iyi\u0000 uyudum' }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().session.id as string;
    expect((await storedNight(t.db, id))?.notes).toBe('iyi uyudum');

    const updated = await call(t.app, 'PUT', `/api/sleep/sessions/${id}`, {
      token,
      body: sleepBody({ date: '2025-04-01', notes: 'kötü\u0000\nuyudum' }),
    });
    expect(updated.statusCode).toBe(200);
    expect((await storedNight(t.db, id))?.notes).toBe('kötü\nuyudum');
  });

  it('answers 400 with a Turkish message when the database refuses text (SQLSTATE 22021)', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const undo = await failOn('sleep_sessions', 'insert', '22021');
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2025-05-01' }) });
    await undo();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message: UNSTORABLE, error: UNSTORABLE });
  });

  it('answers 400 with a Turkish message when the database cannot translate text (SQLSTATE 22P05)', async () => {
    const admin = await asAdmin(t.app, t.db);
    const { user } = await asParticipant(t.app, t.db);
    const undo = await failOn('users', 'update', '22P05');
    const response = await call(t.app, 'PUT', `/api/admin/users/${user.id}`, { token: admin.token, body: { name: 'Yeni Ad' } });
    await undo();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message: UNSTORABLE, error: UNSTORABLE });
  });
});

describe('a database that does not answer in time', () => {
  it('answers 503 with the Turkish envelope on a statement timeout (SQLSTATE 57014)', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const undo = await failOn('sleep_sessions', 'insert', '57014');
    const response = await call(t.app, 'POST', '/api/sleep/sessions', { token, body: sleepBody({ date: '2025-06-01' }) });
    await undo();
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Sunucu şu anda yanıt veremiyor. Lütfen biraz sonra tekrar deneyin.',
      error: 'Sunucu şu anda yanıt veremiyor. Lütfen biraz sonra tekrar deneyin.',
    });
  });
});
