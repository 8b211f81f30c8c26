import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REALTIME_CLOSE_CODES,
  REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE,
  REALTIME_MAX_SOCKETS_PER_ACCOUNT,
  REALTIME_MESSAGE_BURST,
  type VideoCall,
  type VideoSignal,
} from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { listenForSockets, openSocket, signedInSocket, type TestSocket } from '../support/realtime-helpers.js';

/**
 * What one client may cost the server through the socket: messages per socket (a token bucket,
 * then a close), signalling for rooms one is not in (answered from memory after the first lookup),
 * and sockets per account. A real call's signalling passes untouched. Nothing here measures time:
 * the tests count database lookups, relayed and answered messages, and close codes.
 */
let t: TestApp;
let url: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
});
afterAll(async () => t.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

async function socketFor(token: string): Promise<TestSocket> {
  const socket = await signedInSocket(url, token);
  opened.push(socket);
  return socket;
}

/** A participant's call, accepted by `admin`: the room is theirs. */
async function acceptedRoom(admin: { token: string }) {
  const participant = await asParticipant(t.app, t.db);
  const requested = await call(t.app, 'POST', '/api/chat/video-call-request', {
    token: participant.token,
    body: { userId: participant.user.id, userName: participant.user.name },
  });
  const videoCall = (requested.json() as { videoCall: VideoCall }).videoCall;
  const accepted = await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
  expect(accepted.statusCode).toBe(200);
  return { participant, roomId: videoCall.roomId };
}

const ice = (roomId: string, n: number): Extract<VideoSignal, { type: 'video.ice' }> => ({
  type: 'video.ice',
  roomId,
  candidate: {
    candidate: `candidate:${n} 1 udp 2122260223 192.0.2.${n % 250} ${50_000 + n} typ host`,
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
});

/** The close code and reason, or a failure when the socket is still open after a few seconds. */
function closedSoon(socket: TestSocket): Promise<{ code: number; reason: string }> {
  return Promise.race([
    socket.closed,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000).unref()),
  ]);
}

const errorsOf = (socket: TestSocket, code: string) =>
  socket.received.filter((message) => message.type === 'error' && message.code === code);

describe('a flood of signalling', () => {
  it('drops what exceeds the budget, closes the socket with 1008, and looks the foreign room up at most a few times', async () => {
    const roomAdmin = await asAdmin(t.app, t.db);
    const { participant, roomId } = await acceptedRoom(roomAdmin);
    const members = [await socketFor(roomAdmin.token), await socketFor(participant.token)];
    const intruder = await asAdmin(t.app, t.db);
    const flooder = await socketFor(intruder.token);

    const lookups = vi.spyOn(t.db, 'select');
    for (let n = 0; n < 2_000; n++) flooder.send(ice(roomId, n));
    const closed = await closedSoon(flooder);

    expect(closed.code).toBe(REALTIME_CLOSE_CODES.policyViolation);
    expect(errorsOf(flooder, 'RATE_LIMITED').length).toBeGreaterThanOrEqual(1);
    // Only messages within the budget were handled; the rest went unanswered. (Those handled may be
    // answered "not your room" after the close, when there is nobody to answer.)
    expect(errorsOf(flooder, 'VIDEO_FORBIDDEN').length).toBeLessThan(
      REALTIME_MESSAGE_BURST + REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE,
    );
    // Every handled message was looked up the moment it arrived, so all lookups are counted by now.
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(3);
    for (const member of members) expect(member.received.some((message) => message.type === 'video.ice')).toBe(false);
  });

  it('lets a member’s own flood through only up to the budget', async () => {
    const admin = await asAdmin(t.app, t.db);
    const { participant, roomId } = await acceptedRoom(admin);
    const adminSocket = await socketFor(admin.token);
    const flooder = await socketFor(participant.token);

    for (let n = 0; n < 2_000; n++) flooder.send(ice(roomId, n));
    expect((await closedSoon(flooder)).code).toBe(REALTIME_CLOSE_CODES.policyViolation);
    // Relays already under way still arrive (each is relayed asynchronously, with nothing that says
    // the last one is out): wait until the count stops growing.
    let relayed = -1;
    while (relayed !== adminSocket.received.length) {
      relayed = adminSocket.received.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const candidates = adminSocket.received.filter((message) => message.type === 'video.ice').length;
    expect(candidates).toBeGreaterThanOrEqual(REALTIME_MESSAGE_BURST - 1);
    expect(candidates).toBeLessThan(REALTIME_MESSAGE_BURST + REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE);
  });
});

describe('a real call', () => {
  it('relays offer, answer, a few dozen ICE candidates sent at once from each side, and the hang-up', async () => {
    const admin = await asAdmin(t.app, t.db);
    const { participant, roomId } = await acceptedRoom(admin);
    const expert = await socketFor(admin.token);
    const caller = await socketFor(participant.token);
    const CANDIDATES = 40;

    expert.send({ type: 'video.offer', roomId, sdp: 'v=0\r\noffer\r\n' });
    await caller.next('video.offer');
    caller.send({ type: 'video.answer', roomId, sdp: 'v=0\r\nanswer\r\n' });
    await expert.next('video.answer');
    for (let n = 0; n < CANDIDATES; n++) {
      expert.send(ice(roomId, n));
      caller.send(ice(roomId, n));
    }
    for (let n = 0; n < CANDIDATES; n++) {
      const wanted = ice(roomId, n).candidate.candidate;
      await expert.next('video.ice', (m) => m.candidate.candidate === wanted);
      await caller.next('video.ice', (m) => m.candidate.candidate === wanted);
    }
    caller.send({ type: 'ping' });
    await caller.next('pong');
    caller.send({ type: 'video.hangup', roomId });
    expect(await expert.next('video.hangup')).toEqual({ type: 'video.hangup', roomId });

    for (const socket of [expert, caller]) {
      expect(socket.received.filter((message) => message.type === 'error')).toEqual([]);
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    }
  });

  it('admits an admin to a room they were refused in a moment ago, once they accept its call', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const requested = await call(t.app, 'POST', '/api/chat/video-call-request', {
      token: participant.token,
      body: { userId: participant.user.id, userName: participant.user.name },
    });
    const videoCall = (requested.json() as { videoCall: VideoCall }).videoCall;
    const expert = await socketFor(admin.token);
    const caller = await socketFor(participant.token);

    // Still waiting: refused, and the refusal is remembered.
    expert.send({ type: 'video.offer', roomId: videoCall.roomId, sdp: 'v=0\r\nearly\r\n' });
    expect((await expert.next('error')).code).toBe('VIDEO_FORBIDDEN');
    await call(t.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
    expert.send({ type: 'video.offer', roomId: videoCall.roomId, sdp: 'v=0\r\naccepted\r\n' });
    expect((await caller.next('video.offer')).sdp).toBe('v=0\r\naccepted\r\n');
  });
});

describe('sockets per account', () => {
  it(`refuses a socket beyond the ${REALTIME_MAX_SOCKETS_PER_ACCOUNT} of one account with a Turkish message; another account is not affected`, async () => {
    const participant = await asParticipant(t.app, t.db);
    const tabs: TestSocket[] = [];
    for (let n = 0; n < REALTIME_MAX_SOCKETS_PER_ACCOUNT; n++) tabs.push(await socketFor(participant.token));

    const extra = await openSocket(url);
    opened.push(extra);
    extra.send({ type: 'auth', token: participant.token });
    const error = await extra.next('error');
    expect(error).toEqual({
      type: 'error',
      code: 'TOO_MANY_SOCKETS',
      message: 'Bu hesapla açık bağlantı sayısı sınıra ulaştı. Lütfen kullanmadığınız sekmeleri kapatıp tekrar deneyin.',
    });
    expect((await closedSoon(extra)).code).toBe(REALTIME_CLOSE_CODES.tooManySockets);
    for (const tab of tabs) expect(tab.socket.readyState).toBe(tab.socket.OPEN);

    const other = await asParticipant(t.app, t.db);
    await socketFor(other.token);
    // A tab closed makes room for another, once the server has seen it go.
    const before = t.app.realtime.connectedCount();
    await tabs[0]!.close();
    await expect.poll(() => t.app.realtime.connectedCount()).toBeLessThan(before);
    await socketFor(participant.token);
  });
});
