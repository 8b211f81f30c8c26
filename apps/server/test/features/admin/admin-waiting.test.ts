import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, participantCode, todayInStudyZone, type AdminWaiting, type VideoCall } from '@uyku/domain';
import { auditLog, passwordResetRequests, studySettings, videoCalls } from '../../../src/db/schema/index.js';
import { sweepVideoCalls } from '../../../src/features/video/service.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { studySettingsBody, writeSettingsRow } from '../../support/factories-study.js';
import { asAdmin, asParticipant, createUser, DEFAULT_PASSWORD, uniquePhone } from '../../support/factories.js';
import { createResetRequest } from '../../support/factories-admin.js';
import { insertNight } from '../../support/factories-admin-data.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../../support/realtime-helpers.js';

/**
 * What waits for an admin (docs/product.md, "What waits"): `GET /api/admin/waiting` counts the
 * registrations to approve, password resets, unanswered video calls and unacknowledged alerts, and
 * every change to them reaches the admins' sockets as `admin.waiting`. Video requests expire after
 * the study's video wait, on the server. The clock is moved by hand: nothing sleeps.
 */
let now = Date.parse('2026-03-02T09:30:00.000Z');
const clock = () => new Date(now);
let t: TestApp;
let socketUrl: string;
let admin: Awaited<ReturnType<typeof asAdmin>>;
let adminSocket: TestSocket;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  socketUrl = await listenForSockets(t.app);
  admin = await asAdmin(t.app, t.db);
  adminSocket = await signedInSocket(socketUrl, admin.token);
});
afterAll(async () => {
  await adminSocket.close();
  await t.close();
});

const waiting = async (): Promise<AdminWaiting> => {
  const response = await call(t.app, 'GET', '/api/admin/waiting', { token: admin.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { waiting: AdminWaiting }).waiting;
};
const sweep = () => sweepVideoCalls({ db: t.db, realtime: t.app.realtime, now: clock });

async function requestCall(participant: { user: { id: string }; token: string }): Promise<VideoCall> {
  const response = await call(t.app, 'POST', '/api/chat/video-call-request', {
    token: participant.token,
    body: { userId: participant.user.id },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { videoCall: VideoCall }).videoCall;
}

describe('GET /api/admin/waiting: access', () => {
  it('asks for a sign-in', async () => {
    const response = await call(t.app, 'GET', '/api/admin/waiting');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('refuses a participant (wrong role)', async () => {
    const participant = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'GET', '/api/admin/waiting', { token: participant.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('GET /api/admin/waiting: the counts, live', () => {
  it('counts a registration at once, tells the admins, and forgets it on approval', async () => {
    const before = await waiting();
    const registered = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        name: 'Yeni Kayıt',
        phone: uniquePhone(),
        password: DEFAULT_PASSWORD,
        abGroup: 'control',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    await adminSocket.next('admin.waiting');
    expect((await waiting()).approvals).toBe(before.approvals + 1);

    const userId = (registered.json() as { userId: string }).userId;
    const approved = await call(t.app, 'PUT', `/api/admin/users/${userId}`, { token: admin.token, body: { isApproved: true } });
    expect(approved.statusCode).toBe(200);
    await adminSocket.next('admin.waiting');
    expect((await waiting()).approvals).toBe(before.approvals);
  });

  it('does not count an admin, who is not subject to approval', async () => {
    const before = await waiting();
    await createUser(t.db, { isAdmin: true, isApproved: false });
    expect((await waiting()).approvals).toBe(before.approvals);
  });

  it('counts a password reset request until it is handled', async () => {
    const before = await waiting();
    const user = await createUser(t.db);
    const asked = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { phone: user.phone } });
    expect(asked.statusCode).toBe(200);
    await adminSocket.next('admin.waiting');
    expect((await waiting()).passwordResets).toBe(before.passwordResets + 1);

    const [request] = await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.userId, user.id));
    const rejected = await call(t.app, 'POST', '/api/admin/password-reset/reject', {
      token: admin.token,
      body: { requestId: request!.id },
    });
    expect(rejected.statusCode).toBe(200);
    await adminSocket.next('admin.waiting');
    expect((await waiting()).passwordResets).toBe(before.passwordResets);
    // A request made another way counts the same.
    await createResetRequest(t.db, (await createUser(t.db)).id);
    expect((await waiting()).passwordResets).toBe(before.passwordResets + 1);
  });

  it('counts unacknowledged study alerts until one is acknowledged', async () => {
    const before = await waiting();
    const person = await createUser(t.db, { isApproved: true });
    const today = todayInStudyZone();
    for (let back = 2; back >= 0; back -= 1)
      await insertNight(t.db, person.id, addCalendarDays(today, -back), { stressLevel: 9 });
    expect((await waiting()).alerts).toBe(before.alerts + 1);

    const acked = await call(t.app, 'POST', '/api/admin/analytics/alerts/acknowledge', {
      token: admin.token,
      body: { userId: person.id, kind: 'stress', triggerDate: today },
    });
    expect(acked.statusCode).toBe(200);
    await adminSocket.next('admin.waiting');
    expect((await waiting()).alerts).toBe(before.alerts);
  });

  it('counts a waiting video call until an admin answers it', async () => {
    const before = await waiting();
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await requestCall(participant);
    await adminSocket.next('video.call.created');
    expect((await waiting()).videoCalls).toBe(before.videoCalls + 1);
    await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/reject`, { token: admin.token });
    expect((await waiting()).videoCalls).toBe(before.videoCalls);
  });
});

describe("video call requests expire after the study's video wait", () => {
  it('stops listing, counting and accepting a request nobody answered in time, and tells both sides', async () => {
    const participant = await asParticipant(t.app, t.db);
    const participantSocket = await signedInSocket(socketUrl, participant.token);
    const videoCall = await requestCall(participant);
    // The default wait is 5 minutes, and the participant's client is told when it ends.
    expect(Date.parse(videoCall.expiresAt) - Date.parse(videoCall.createdAt)).toBe(5 * 60_000);
    const base = await waiting();

    now += 5 * 60_000 - 1;
    await sweep();
    const listed = async () =>
      (
        (await call(t.app, 'GET', '/api/video/calls', { token: admin.token })).json() as { videoCalls: VideoCall[] }
      ).videoCalls.map((c) => c.id);
    expect(await listed()).toContain(videoCall.id);

    now += 1;
    // Expired before the sweep has run: no longer listed nor counted, and it cannot be joined.
    expect(await listed()).not.toContain(videoCall.id);
    expect((await waiting()).videoCalls).toBe(base.videoCalls - 1);
    const late = await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Bu görüntülü görüşme talebinin süresi doldu');

    await sweep();
    expect(await t.db.select().from(videoCalls).where(eq(videoCalls.id, videoCall.id))).toHaveLength(0);
    expect(await participantSocket.next('video.call.deleted')).toMatchObject({ callId: videoCall.id, reason: 'expired' });
    expect(await adminSocket.next('video.call.deleted', (e) => e.callId === videoCall.id)).toMatchObject({ reason: 'expired' });
    await participantSocket.close();
  });

  it('follows the wait the study sets, shown in the study settings', async () => {
    const saved = await call(t.app, 'PUT', '/api/admin/study', {
      token: admin.token,
      body: studySettingsBody({ studyStartDate: null, videoWaitMinutes: 2 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.video_wait_minutes).toBe(2);
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await requestCall(participant);
    expect(Date.parse(videoCall.expiresAt) - Date.parse(videoCall.createdAt)).toBe(2 * 60_000);
    now += 2 * 60_000;
    const late = await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
    expect(late.statusCode).toBe(409);

    const refused = await call(t.app, 'PUT', '/api/admin/study', {
      token: admin.token,
      body: { ...(saved.json().settings as object), videoWaitMinutes: 0 },
    });
    expect(refused.statusCode).toBe(400);
    await writeSettingsRow(t, () => t.db.update(studySettings).set({ videoWaitMinutes: 5 }).where(eq(studySettings.id, 1)));
  });
});

describe('admins have no participant code', () => {
  it('lists admins without one, names them by role in the audit log, and leaves them out of the study figures', async () => {
    const participant = await createUser(t.db, { isApproved: false });
    await call(t.app, 'PUT', `/api/admin/users/${participant.id}`, { token: admin.token, body: { isApproved: true } });

    const users = (await call(t.app, 'GET', '/api/admin/users', { token: admin.token })).json().users as {
      id: string;
      is_admin: boolean;
      participant_code: string | null;
    }[];
    expect(users.find((u) => u.id === admin.user.id)?.participant_code).toBeNull();
    expect(users.find((u) => u.id === participant.id)?.participant_code).toBe(participantCode(participant.participantNumber));
    expect(users.filter((u) => u.is_admin).every((u) => u.participant_code === null)).toBe(true);

    const entries = (await call(t.app, 'GET', '/api/admin/audit-log', { token: admin.token })).json().entries as Record<
      string,
      unknown
    >[];
    const approval = entries.find((e) => e.action === 'user.approve');
    expect(approval).toMatchObject({ actor_role: 'admin', actor_code: null, actor_name: 'Yönetici', target_role: 'participant' });
    const stored = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(stored.every((row) => row.actorCode === 'ADMIN')).toBe(true);

    const stats = async () =>
      (await call(t.app, 'GET', '/api/admin/stats', { token: admin.token })).json().stats as {
        users: { total: number };
        sleep: { totalRecords: number };
      };
    const participants = users.filter((u) => !u.is_admin).length;
    const before = await stats();
    expect(before.users.total).toBe(participants);
    // An admin who keeps a diary adds no night to the study's figures; a participant does.
    await insertNight(t.db, admin.user.id, '2026-02-01');
    expect((await stats()).sleep.totalRecords).toBe(before.sleep.totalRecords);
    await insertNight(t.db, participant.id, '2026-02-01');
    expect((await stats()).sleep.totalRecords).toBe(before.sleep.totalRecords + 1);
  });
});
