import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VideoCall, VideoSignal } from '@uyku/domain';
import { RoomMembership, type RoomMembers } from '../../src/features/video/room-membership.js';
import { readRoomMembers, relaySignal } from '../../src/features/video/signalling.js';
import type { ClientMessageSender } from '../../src/realtime/plugin.js';
import { buildTestCluster, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../support/realtime-helpers.js';

/**
 * Who may signal in a video room, answered from memory (features/video/room-membership.ts): a
 * refusal is remembered for a few seconds per instance and forgotten on every instance when the
 * room's call is accepted. Two instances share one database here, as behind a load balancer.
 */
const ice = (roomId: string, n: number): VideoSignal => ({
  type: 'video.ice',
  roomId,
  candidate: { candidate: `candidate:${n} 1 udp 2122260223 192.0.2.1 ${50_000 + n} typ host`, sdpMid: '0', sdpMLineIndex: 0 },
});

describe('the memory alone', () => {
  const ROOM: RoomMembers = { participantId: 'p', adminId: 'a' };

  function membership(room: RoomMembers | null = ROOM) {
    let now = 0;
    const read = vi.fn(async (_roomId: string) => room);
    const rooms = new RoomMembership(read, { refusalTtlMs: 3_000, maxRefusals: 2, now: () => now });
    return { rooms, read, advance: (ms: number) => (now += ms) };
  }

  it('answers the members from the database every time, and an outsider from memory until the refusal expires', async () => {
    const { rooms, read, advance } = membership();
    expect(await rooms.peerOf('r', 'p')).toBe('a');
    expect(await rooms.peerOf('r', 'a')).toBe('p');
    expect(await rooms.peerOf('r', 'p')).toBe('a');
    expect(read).toHaveBeenCalledTimes(3);

    expect(await rooms.peerOf('r', 'x')).toBeNull();
    expect(await rooms.peerOf('r', 'x')).toBeNull();
    advance(2_999);
    expect(await rooms.peerOf('r', 'x')).toBeNull();
    expect(read).toHaveBeenCalledTimes(4);
    advance(1);
    expect(await rooms.peerOf('r', 'x')).toBeNull();
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('lets a burst wait for one lookup, and keeps no more refusals than allowed', async () => {
    const { rooms, read } = membership(null);
    expect(await Promise.all([1, 2, 3].map(() => rooms.peerOf('r', 'x')))).toEqual([null, null, null]);
    expect(read).toHaveBeenCalledTimes(1);
    await rooms.peerOf('s', 'x');
    await rooms.peerOf('t', 'x');
    // The oldest refusal (r) made way for the newest.
    await rooms.peerOf('r', 'x');
    expect(read).toHaveBeenCalledTimes(4);
    await rooms.peerOf('t', 'x');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('forgets a room’s refusals when it opens, and a lookup under way then stores none', async () => {
    let room: RoomMembers | null = null;
    let release: () => void = () => undefined;
    const read = vi.fn(async () => {
      const answer = room;
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    });
    const rooms = new RoomMembership(read, { now: () => 0 });
    const early = rooms.peerOf('r', 'a');
    rooms.forgetRoom('r');
    release();
    expect(await early).toBeNull();
    room = ROOM;
    const after = rooms.peerOf('r', 'a');
    release();
    expect(await after).toBe('p');
  });
});

describe('two instances', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  const opened: TestSocket[] = [];

  beforeAll(async () => {
    cluster = await buildTestCluster(2);
    [first, second] = cluster.apps as [TestApp, TestApp];
    secondUrl = await listenForSockets(second.app);
  });
  afterAll(async () => cluster.close());
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
  });

  async function requestedCall() {
    const participant = await asParticipant(first.app, first.db);
    const requested = await call(first.app, 'POST', '/api/chat/video-call-request', {
      token: participant.token,
      body: { userId: participant.user.id, userName: participant.user.name },
    });
    return { participant, videoCall: (requested.json() as { videoCall: VideoCall }).videoCall };
  }

  it('2,000 messages to a room one is not in cost one lookup from an admin, and none from a participant', async () => {
    const roomAdmin = await asAdmin(first.app, first.db);
    const { videoCall } = await requestedCall();
    await call(first.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: roomAdmin.token });
    const otherAdmin = await asAdmin(first.app, first.db);
    const otherParticipant = await asParticipant(first.app, first.db);

    let reads = 0;
    const rooms = new RoomMembership((roomId) => {
      reads += 1;
      return readRoomMembers(first.db, roomId);
    });
    const ctx = { db: first.db, realtime: first.app.realtime, now: () => new Date(), rooms };
    let refused = 0;
    const senderOf = (userId: string, isAdmin: boolean): ClientMessageSender => ({
      userId,
      isAdmin,
      reply: (message) => {
        if (message.type === 'error' && message.code === 'VIDEO_FORBIDDEN') refused += 1;
      },
    });
    const queries = vi.spyOn(first.db, 'select');

    const admin = senderOf(otherAdmin.user.id, true);
    // Half at once (the burst waits for one lookup), half one after another (answered from memory).
    await Promise.all(Array.from({ length: 1_000 }, (_, n) => relaySignal(ctx, admin, ice(videoCall.roomId, n))));
    for (let n = 0; n < 1_000; n++) await relaySignal(ctx, admin, ice(videoCall.roomId, n));
    const participant = senderOf(otherParticipant.user.id, false);
    for (let n = 0; n < 2_000; n++) await relaySignal(ctx, participant, ice(videoCall.roomId, n));

    expect(refused).toBe(4_000);
    expect(reads).toBe(1);
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('an admin refused in a waiting room on one instance signals there as soon as the call is accepted on the other', async () => {
    const admin = await asAdmin(first.app, first.db);
    const { participant, videoCall } = await requestedCall();
    const expert = await signedInSocket(secondUrl, admin.token);
    const caller = await signedInSocket(secondUrl, participant.token);
    opened.push(expert, caller);

    expert.send({ type: 'video.offer', roomId: videoCall.roomId, sdp: 'v=0\r\nearly\r\n' });
    expect((await expert.next('error')).code).toBe('VIDEO_FORBIDDEN');

    const accepted = await call(first.app, 'POST', `/api/video/calls/${videoCall.id}/accept`, { token: admin.token });
    expect(accepted.statusCode).toBe(200);
    // The second instance has the acceptance once its admin socket is told of it.
    await expert.next('video.call.updated', (e) => e.call.id === videoCall.id);
    expert.send({ type: 'video.offer', roomId: videoCall.roomId, sdp: 'v=0\r\naccepted\r\n' });
    expect((await caller.next('video.offer')).sdp).toBe('v=0\r\naccepted\r\n');
    expect(expert.received.filter((message) => message.type === 'error')).toHaveLength(1);
  });
});
