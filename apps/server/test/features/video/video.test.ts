import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_ROOM_PREFIX, type VideoCall } from '@uyku/domain';
import { buildApp } from '../../../src/app.js';
import { videoCalls, videoRooms } from '../../../src/db/schema/index.js';
import { sweepVideoCalls } from '../../../src/features/video/service.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../../support/realtime-helpers.js';

/**
 * Video call requests and the room's signalling (docs/product.md, "Video"; decision 003). The
 * removals run from stored times against a clock the test moves by hand: nothing sleeps.
 */
let now = Date.parse('2026-01-05T10:00:00.000Z');
const clock = () => new Date(now);
let t: TestApp;
let socketUrl: string;
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  socketUrl = await listenForSockets(t.app);
});
afterAll(async () => t.close());

const sweep = () => sweepVideoCalls({ db: t.db, realtime: t.app.realtime, now: clock });
const rowOf = async (id: string) => (await t.db.select().from(videoCalls).where(eq(videoCalls.id, id)))[0];

async function requestAs(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/chat/video-call-request', { token, body });
}

async function newCall(participant: { user: { id: string; name: string }; token: string }): Promise<VideoCall> {
  const response = await requestAs(participant.token, { userId: participant.user.id, userName: participant.user.name });
  expect(response.statusCode).toBe(201);
  return (response.json() as { videoCall: VideoCall }).videoCall;
}

const waitingIds = async (token: string) =>
  ((await call(t.app, 'GET', '/api/video/calls', { token })).json() as { videoCalls: VideoCall[] }).videoCalls.map((c) => c.id);

describe('access', () => {
  const routes = [
    { method: 'POST', url: '/api/chat/video-call-request', access: 'user' },
    { method: 'GET', url: '/api/video/calls', access: 'admin' },
    { method: 'POST', url: `/api/video/calls/${randomUUID()}/accept`, access: 'admin' },
    { method: 'POST', url: `/api/video/calls/${randomUUID()}/reject`, access: 'admin' },
    { method: 'DELETE', url: `/api/video/calls/${randomUUID()}`, access: 'user' },
    { method: 'GET', url: '/api/video/config', access: 'user' },
  ] as const;

  it('answers 401 without a valid token and 403 to a participant on the admin routes', async () => {
    const participant = await asParticipant(t.app, t.db);
    for (const route of routes) {
      const anonymous = await call(t.app, route.method, route.url, { body: route.method === 'POST' ? {} : undefined });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      if (route.access !== 'admin') continue;
      const refused = await call(t.app, route.method, route.url, { token: participant.token });
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem yalnızca yöneticiler içindir' });
    }
  });

  it('lets only a participant ask, and only for themselves', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const other = await asParticipant(t.app, t.db);

    const byAdmin = await requestAs(admin.token, { userId: admin.user.id, userName: 'Yönetici' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Uzmanlar görüntülü görüşme talebi oluşturamaz');

    const forOther = await requestAs(participant.token, { userId: other.user.id, userName: other.user.name });
    expect(forOther.statusCode).toBe(409);
    expect(forOther.json().message).toBe('Yalnızca kendiniz için görüntülü görüşme talebi oluşturabilirsiniz');

    // Another participant's room id is ignored: the room is built from the caller's own id.
    const otherRoom = await requestAs(participant.token, {
      userId: participant.user.id,
      roomId: `${VIDEO_ROOM_PREFIX}${other.user.id}-1767607200000`,
    });
    expect(otherRoom.statusCode).toBe(201);
    expect(otherRoom.json().videoCall).toMatchObject({
      userId: participant.user.id,
      roomId: `${VIDEO_ROOM_PREFIX}${participant.user.id}-${now}`,
    });

    const malformed = await requestAs(participant.token, { userId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Geçersiz kullanıcı kimliği');

    const rows = await t.db.select().from(videoCalls).where(eq(videoCalls.userId, other.user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('a participant asks for a call', () => {
  it('creates a waiting request with the room id built from the prefix, their id and the time; admins see it live', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db, { name: 'Elif Demir' });
    const adminSocket = await signedInSocket(socketUrl, admin.token);

    now += 60_000;
    const created = await requestAs(participant.token, { userId: participant.user.id, userName: 'Başka Ad' });
    expect(created.statusCode).toBe(201);
    const videoCall = (created.json() as { videoCall: VideoCall }).videoCall;
    expect(created.json()).toMatchObject({ success: true, message: 'Görüntülü görüşme talebi oluşturuldu' });
    // The account's own name, never what the client claims.
    expect(videoCall).toMatchObject({
      userId: participant.user.id,
      userName: 'Elif Demir',
      roomId: `${VIDEO_ROOM_PREFIX}${participant.user.id}-${now}`,
      status: 'waiting',
      createdAt: new Date(now).toISOString(),
    });
    expect(await adminSocket.next('video.call.created', (e) => e.call.id === videoCall.id)).toMatchObject({ call: videoCall });
    await adminSocket.close();
  });

  it('accepts a room id of another shape (a support prefix, the user id, a timestamp) and builds its own', async () => {
    const participant = await asParticipant(t.app, t.db);
    for (const roomId of [`support_${participant.user.id}_1767607200000`, 'Oda 1!', '', 'x'.repeat(300)]) {
      now += 1_000;
      const created = await requestAs(participant.token, { userId: participant.user.id, userName: participant.user.name, roomId });
      expect(created.statusCode, `${roomId.slice(0, 40)}: ${created.body}`).toBe(201);
      expect(created.json()).toMatchObject({
        success: true,
        message: 'Görüntülü görüşme talebi oluşturuldu',
        videoCall: { userId: participant.user.id, roomId: `${VIDEO_ROOM_PREFIX}${participant.user.id}-${now}`, status: 'waiting' },
      });
    }
  });

  it('keeps a room id of its own shape that the caller sent', async () => {
    const participant = await asParticipant(t.app, t.db);
    now += 1_000;
    const roomId = `${VIDEO_ROOM_PREFIX}${participant.user.id}-${now - 500}`;
    const created = await requestAs(participant.token, { userId: participant.user.id, roomId });
    expect(created.statusCode).toBe(201);
    expect(created.json().videoCall.roomId).toBe(roomId);
  });

  it('shows admins only waiting requests, newest first; a new request replaces the same participant’s waiting one', async () => {
    const admin = await asAdmin(t.app, t.db);
    const first = await asParticipant(t.app, t.db);
    const second = await asParticipant(t.app, t.db);
    const third = await asParticipant(t.app, t.db);
    now += 1_000;
    const older = await newCall(first);
    now += 1_000;
    const rejected = await newCall(third);
    now += 1_000;
    const newer = await newCall(second);
    await call(t.app, 'POST', `/api/video/calls/${rejected.id}/reject`, { token: admin.token });

    const ids = await waitingIds(admin.token);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids).not.toContain(rejected.id);

    now += 1_000;
    const again = await newCall(first);
    const after = await waitingIds(admin.token);
    expect(after).toContain(again.id);
    expect(after).not.toContain(older.id);
  });

  it('withdraws a waiting request with DELETE, only their own', async () => {
    const participant = await asParticipant(t.app, t.db);
    const other = await asParticipant(t.app, t.db);
    const mine = await newCall(participant);
    const notTheirs = await call(t.app, 'DELETE', `/api/video/calls/${mine.id}`, { token: other.token });
    expect(notTheirs.statusCode).toBe(404);
    const withdrawn = await call(t.app, 'DELETE', `/api/video/calls/${mine.id}`, { token: participant.token });
    expect(withdrawn.statusCode).toBe(200);
    expect(await rowOf(mine.id)).toBeUndefined();
  });
});

describe('an admin accepts or rejects', () => {
  it('accepts: the participant is told, and the request is removed 10 s after acceptance, not before', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await newCall(participant);
    const participantSocket = await signedInSocket(socketUrl, participant.token);

    const accepted = await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, videoCall: { id: videoCall.id, status: 'accepted' } });
    expect((await participantSocket.next('video.call.updated')).call).toMatchObject({ id: videoCall.id, status: 'accepted' });
    expect(await waitingIds(admin.token)).not.toContain(videoCall.id);

    // A second admin is too late; an unknown id does not exist.
    const other = await asAdmin(t.app, t.db);
    const late = await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: other.token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Bu görüntülü görüşme talebi artık beklemede değil');
    const unknown = await call(t.app, 'POST', `/api/video/calls/${randomUUID()}/accept`, { token: admin.token });
    expect(unknown.statusCode).toBe(404);

    now += 9_999;
    await sweep();
    expect((await rowOf(videoCall.id))?.status).toBe('accepted');
    now += 1;
    await sweep();
    expect(await rowOf(videoCall.id)).toBeUndefined();
    expect(await participantSocket.next('video.call.deleted')).toMatchObject({ callId: videoCall.id });
    // The room outlives the request: the call goes on.
    expect(await t.db.select().from(videoRooms).where(eq(videoRooms.roomId, videoCall.roomId))).toHaveLength(1);
    await participantSocket.close();
  });

  it('rejects: the participant is told, and the request is removed 2 s after rejection, not before', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await newCall(participant);
    const participantSocket = await signedInSocket(socketUrl, participant.token);

    const rejected = await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/reject`, { token: admin.token });
    expect(rejected.statusCode).toBe(200);
    expect((await participantSocket.next('video.call.updated')).call).toMatchObject({ id: videoCall.id, status: 'rejected' });

    now += 1_999;
    await sweep();
    expect((await rowOf(videoCall.id))?.status).toBe('rejected');
    now += 1;
    await sweep();
    expect(await rowOf(videoCall.id)).toBeUndefined();
    expect(await participantSocket.next('video.call.deleted')).toMatchObject({ callId: videoCall.id });
    expect(await t.db.select().from(videoRooms).where(eq(videoRooms.roomId, videoCall.roomId))).toHaveLength(0);
    await participantSocket.close();
  });

  it('removes what is due when the server starts again (the times are stored)', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await newCall(participant);
    await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/reject`, { token: admin.token });

    // A second instance starting on the same database, 2 s later by its clock, sweeps at start.
    const later = now + 2_000;
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false, clock: () => new Date(later) });
    await restarted.ready();
    expect(await rowOf(videoCall.id)).toBeUndefined();
    await restarted.close();
  });
});

describe('signalling in the room', () => {
  async function acceptedRoom() {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await newCall(participant);
    await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
    return {
      roomId: videoCall.roomId,
      videoCall,
      admin: await signedInSocket(socketUrl, admin.token),
      participant: await signedInSocket(socketUrl, participant.token),
    };
  }

  const offer = (roomId: string, sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n') => ({ type: 'video.offer', roomId, sdp });

  it('relays offer, answer, ICE candidates and hang-up between the participant and the admin who joined', async () => {
    const room = await acceptedRoom();
    room.participant.send(offer(room.roomId));
    expect(await room.admin.next('video.offer')).toEqual(offer(room.roomId));

    const answer = { type: 'video.answer', roomId: room.roomId, sdp: 'v=0\r\nanswer\r\n' };
    room.admin.send(answer);
    expect(await room.participant.next('video.answer')).toEqual(answer);

    const candidate = {
      type: 'video.ice',
      roomId: room.roomId,
      candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    room.participant.send(candidate);
    expect(await room.admin.next('video.ice')).toEqual(candidate);

    room.participant.send({ type: 'video.hangup', roomId: room.roomId });
    expect(await room.admin.next('video.hangup')).toEqual({ type: 'video.hangup', roomId: room.roomId });
    // The room is over: nothing more is relayed.
    room.admin.send(offer(room.roomId));
    expect(await room.admin.next('error')).toMatchObject({ code: 'VIDEO_FORBIDDEN', message: 'Bu görüşme odasına erişiminiz yok' });
    await room.admin.close();
    await room.participant.close();
  });

  it('refuses anybody else — another participant, another admin — and relays nothing of theirs', async () => {
    const room = await acceptedRoom();
    const intruder = await asParticipant(t.app, t.db);
    const otherAdmin = await asAdmin(t.app, t.db);
    const intruderSocket = await signedInSocket(socketUrl, intruder.token);
    const otherAdminSocket = await signedInSocket(socketUrl, otherAdmin.token);

    intruderSocket.send(offer(room.roomId, 'v=0\r\nintruder\r\n'));
    expect(await intruderSocket.next('error')).toMatchObject({ code: 'VIDEO_FORBIDDEN' });
    otherAdminSocket.send({ type: 'video.hangup', roomId: room.roomId });
    expect(await otherAdminSocket.next('error')).toMatchObject({ code: 'VIDEO_FORBIDDEN' });
    // An intruder's hang-up does not close the room, and neither side heard from them.
    const legit = offer(room.roomId, 'v=0\r\nlegit\r\n');
    room.participant.send(legit);
    expect(await room.admin.next('video.offer')).toEqual(legit);
    expect(room.admin.received.filter((m) => m.type === 'video.offer' || m.type === 'video.hangup')).toEqual([legit]);
    expect(room.participant.received.some((m) => m.type.startsWith('video.') && m.type !== 'video.call.updated')).toBe(false);
    // Nobody else received the signalling, not even other admins.
    expect(otherAdminSocket.received.some((m) => m.type === 'video.offer')).toBe(false);

    for (const socket of [room.admin, room.participant, intruderSocket, otherAdminSocket] as TestSocket[]) await socket.close();
  });

  it('refuses signalling to a waiting room; the participant’s hang-up withdraws their waiting request', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const videoCall = await newCall(participant);
    const adminSocket = await signedInSocket(socketUrl, admin.token);
    const participantSocket = await signedInSocket(socketUrl, participant.token);

    adminSocket.send(offer(videoCall.roomId));
    expect(await adminSocket.next('error')).toMatchObject({ code: 'VIDEO_FORBIDDEN' });

    participantSocket.send({ type: 'video.hangup', roomId: videoCall.roomId });
    expect(await adminSocket.next('video.call.deleted', (e) => e.callId === videoCall.id)).toBeTruthy();
    expect(await rowOf(videoCall.id)).toBeUndefined();
    await adminSocket.close();
    await participantSocket.close();
  });
});

describe('room configuration', () => {
  it('gives signed-in users the ICE servers; the CSP names a Jitsi server only when one is configured', async () => {
    const participant = await asParticipant(t.app, t.db);
    const plain = await call(t.app, 'GET', '/api/video/config', { token: participant.token });
    expect(plain.json()).toEqual({ success: true, iceServers: [], jitsiDomain: null });
    // The policy that matters is the page's (the room loads in /support), not the API answers'.
    const pagePolicy = async (app: typeof t.app) => String((await call(app, 'GET', '/support')).headers['content-security-policy']);
    expect(await pagePolicy(t.app)).toContain("script-src 'self'");
    expect(await pagePolicy(t.app)).not.toContain('meet.example.org');

    const jitsi = await buildTestApp({
      jitsiDomain: 'meet.example.org',
      iceServers: [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }],
    });
    const someone = await asParticipant(jitsi.app, jitsi.db);
    const answer = await call(jitsi.app, 'GET', '/api/video/config', { token: someone.token });
    expect(answer.json()).toMatchObject({ jitsiDomain: 'meet.example.org', iceServers: [{ urls: 'turn:turn.example.org:3478' }] });
    const csp = await pagePolicy(jitsi.app);
    expect(csp).toMatch(/script-src 'self' https:\/\/meet\.example\.org/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/meet\.example\.org/);
    await jitsi.close();
  });
});
