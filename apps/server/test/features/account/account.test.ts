import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { participantCode, REALTIME_CLOSE_CODES, todayInStudyZone } from '@uyku/domain';
import { auditLog, users } from '../../../src/db/schema/index.js';
import { PERSONAL_DATA } from '../../../src/core/accounts/personal-data-registry.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, createUser, loginAs, signedIn } from '../../support/factories.js';
import { auditRowsAbout, countReferences, createResetRequest, userReferencingColumns } from '../../support/factories-admin.js';
import {
  createAudioUsage,
  createConversation,
  createFormResponse,
  createHeartRateSession,
  createIdempotencyKey,
  createVideoCall,
  createStudyAndReminderRecords,
} from '../../support/factories-account.js';
import { createNight } from '../../support/factories-sleep.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../../support/realtime-helpers.js';
import { createDeviceNight } from '../../support/factories-device-nights.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let socketUrl: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
  socketUrl = await listenForSockets(t.app);
});
afterAll(async () => t.close());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

/** A participant with a row in every table that holds personal data. */
async function participantWithEverything() {
  const { user, token } = await signedIn(t.app, t.db, { name: 'Ayşe Yılmaz', email: 'ayse@example.com', group: 'experiment' });
  await createNight(t.app, token);
  await createHeartRateSession(t.db, user.id);
  await createResetRequest(t.db, user.id);
  await createConversation(t.db, user.id, admin.user.id);
  await createAudioUsage(t.db, user.id);
  await createFormResponse(t.db, user.id);
  await createIdempotencyKey(t.db, user.id);
  await createDeviceNight(t.db, user.id);
  await createVideoCall(t.db, user.id, admin.user.id);
  await createStudyAndReminderRecords(t.db, user, admin.user.id);
  // An admin act about them: the audit log.
  const moved = await call(t.app, 'PUT', `/api/admin/users/${user.id}`, { token: admin.token, body: { abGroup: 'control' } });
  expect(moved.statusCode).toBe(200);
  return { user, token };
}

const download = (token: string) => call(t.app, 'GET', '/api/user/data/download', { token });
const deleteAccount = (token: string) => call(t.app, 'DELETE', '/api/user/account', { token });

describe('GET /user/data/download', () => {
  it('answers a dated JSON attachment with a row from every personal-data table and no password hash', async () => {
    const { user, token } = await participantWithEverything();
    const [stored] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));

    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const fileName = `uyku-platformu-verilerim-${todayInStudyZone()}.json`;
    expect(response.headers['content-disposition']).toContain(`filename="${fileName}"`);

    const file = JSON.parse(response.body) as Record<string, unknown>;
    expect(file.profile).toMatchObject({
      participant_code: participantCode(user.participantNumber),
      name: 'Ayşe Yılmaz',
      phone: user.phone,
      email: 'ayse@example.com',
      ab_group: 'control',
    });
    // Every table the registry lists, and the registry lists every table that references a user
    // (account-registry.test.ts): each has the participant's row in the file.
    for (const source of PERSONAL_DATA.filter((candidate) => candidate.adminOnly !== true)) {
      const part = file[source.exportKey];
      if (Array.isArray(part)) expect(part.length, source.exportKey).toBeGreaterThan(0);
      else expect(part, source.exportKey).toBeTruthy();
    }
    // Drizzle's `group` property is the column ab_group: the file keeps the column's name.
    for (const key of ['sleep_sessions', 'heart_rate_sessions', 'audio_usage', 'group_history']) {
      const [first] = file[key] as Record<string, unknown>[];
      expect(Object.keys(first!), key).toContain('ab_group');
      expect(Object.keys(first!), key).not.toContain('group');
    }
    // Likewise drizzle's `sleepDate` of a device night is the column night_date.
    const [deviceNight] = file.device_nights as Record<string, unknown>[];
    expect(Object.keys(deviceNight!)).toContain('night_date');
    expect(Object.keys(deviceNight!)).not.toContain('sleep_date');
    expect(file.sleep_sessions).toEqual([expect.objectContaining({ sleep_date: '2025-10-08', total_sleep_minutes: 400, sleep_efficiency: 83.3, tst_source: 'stages', terminal_wakefulness: 0 })]);
    expect(file.heart_rate_sessions).toEqual([expect.objectContaining({ heart_rate_before: 84, heart_rate_after: 70 })]);
    expect(file.messages).toEqual([
      expect.objectContaining({ sender: 'user', text: 'Uyuyamıyorum' }),
      expect.objectContaining({ sender: 'expert', text: 'Yardımcı olalım' }),
    ]);
    expect(file.audit_log).toEqual([
      expect.objectContaining({ action: 'user.group_change', target_code: participantCode(user.participantNumber) }),
    ]);
    expect(file.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ document: 'terms', version: '1.0' }),
        expect.objectContaining({ document: 'privacy', version: '2.0' }),
      ]),
    );

    expect(response.body).not.toContain(stored!.passwordHash);
    expect(response.body).not.toMatch(/password_hash|token_hash|\$argon2/);
  });

  it('holds only the caller’s rows', async () => {
    const other = await participantWithEverything();
    const { token } = await signedIn(t.app, t.db, { name: 'Boş Katılımcı' });
    const file = JSON.parse((await download(token)).body) as Record<string, unknown[]>;
    expect(file.sleep_sessions).toEqual([]);
    expect(file.messages).toEqual([]);
    expect(JSON.stringify(file)).not.toContain(other.user.phone);
  });

  it("gives an admin the analysis plan changes they made (the rows only an admin has), with their reasons", async () => {
    const protocol = { studyStartDate: null, baselineDays: 7, interventionDays: 28, followUpDays: 7, allocationMode: 'choice', blockScheme: 'random-4-6', stratificationQuestion: null, stratificationOptions: [] };
    expect((await call(t.app, 'POST', '/api/admin/study/analysis-plan/lock', { token: admin.token })).statusCode).toBe(200);
    const reason = 'Pilot çalışmada gece sayısı yeterli çıktı';
    expect((await call(t.app, 'PUT', '/api/admin/study', { token: admin.token, body: { ...protocol, minNightsPerPhase: 5, planChangeReason: reason } })).statusCode).toBe(200);
    const file = JSON.parse((await download(admin.token)).body) as Record<string, unknown[]>;
    for (const source of PERSONAL_DATA.filter((candidate) => candidate.adminOnly === true)) expect(file[source.exportKey], source.exportKey).toHaveLength(1);
    expect(file.analysis_plan_changes).toEqual([expect.objectContaining({ reason })]);
  });
});

describe('DELETE /user/account', () => {
  it('removes every row referencing the user, revokes every token and closes their sockets', async () => {
    const { user, token } = await participantWithEverything();
    const secondToken = await loginAs(t.app, user);
    const socket = await signedInSocket(socketUrl, token);
    opened.push(socket);
    const columns = await userReferencingColumns(t.db);
    let before = 0;
    for (const { table, column } of columns) before += await countReferences(t.db, table, column, user.id);
    expect(before).toBeGreaterThanOrEqual(8);

    const response = await deleteAccount(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Hesabınız silindi' });

    for (const { table, column } of columns) {
      expect(await countReferences(t.db, table, column, user.id), `${table}.${column}`).toBe(0);
    }
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    for (const old of [token, secondToken]) {
      expect((await call(t.app, 'GET', '/api/auth/verify', { token: old })).statusCode).toBe(401);
    }
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { phone: user.phone, password: user.password, acceptTerms: true, acceptPrivacy: true },
    });
    expect(login.statusCode).toBe(401);

    // The audit log keeps that it happened, under the pseudonym only.
    const [audit] = await auditRowsAbout(t.db, participantCode(user.participantNumber));
    expect(audit).toMatchObject({ action: 'account.self_delete', actorId: null, targetUserId: null });
    const everyAuditRow = JSON.stringify(await t.db.select().from(auditLog));
    for (const personal of [user.phone, 'Ayşe Yılmaz', 'ayse@example.com']) expect(everyAuditRow).not.toContain(personal);
  });

  it('keeps the expert’s replies in other conversations when an admin leaves, without the link', async () => {
    const leaving = await signedIn(t.app, t.db, { isAdmin: true, name: 'Ayrılan Uzman' });
    const participant = await createUser(t.db);
    await createConversation(t.db, participant.id, leaving.user.id);
    expect((await deleteAccount(leaving.token)).statusCode).toBe(200);
    expect(await countReferences(t.db, 'messages', 'user_id', participant.id)).toBe(2);
    expect(await countReferences(t.db, 'messages', 'author_id', leaving.user.id)).toBe(0);
  });

  it('refuses to delete the last admin with 409 and a Turkish message', async () => {
    const own = await buildTestApp();
    try {
      const only = await asAdmin(own.app, own.db);
      const response = await call(own.app, 'DELETE', '/api/user/account', { token: only.token });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'Platformdaki son yönetici hesabı silinemez. Önce başka bir kullanıcıya yönetici yetkisi verin.',
        error: 'Platformdaki son yönetici hesabı silinemez. Önce başka bir kullanıcıya yönetici yetkisi verin.',
      });
      expect(await own.db.select().from(users).where(eq(users.id, only.user.id))).toHaveLength(1);
      expect((await call(own.app, 'GET', '/api/auth/verify', { token: only.token })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
