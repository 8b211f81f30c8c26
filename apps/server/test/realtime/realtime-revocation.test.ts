import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES } from '@uyku/domain';
import { buildTestCluster, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant, createUser, loginAs } from '../support/factories.js';
import { createResetRequest } from '../support/factories-admin.js';
import { sendThroughApi } from '../support/factories-chat.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../support/realtime-helpers.js';

/**
 * Ending a session closes the sockets signed in with it at once, on every instance
 * (docs/security.md, "Realtime socket"): sign-out, password change (the other sessions), deletion, approval withdrawal and an
 * approved password reset. Two app instances share one database here, as behind a load balancer;
 * every action goes through the first, the sockets are held by the second (and, for sign-out and
 * password change, by the first too). No test waits for the 30-second heartbeat: a socket that is
 * not closed within a few seconds fails it.
 */
const CLOSE_DEADLINE_MS = 5_000;

let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
let first: TestApp;
let second: TestApp;
const urls = new Map<TestApp, string>();
const opened: TestSocket[] = [];

beforeAll(async () => {
  cluster = await buildTestCluster(2);
  [first, second] = cluster.apps as [TestApp, TestApp];
  urls.set(first, await listenForSockets(first.app));
  urls.set(second, await listenForSockets(second.app));
});
afterAll(async () => cluster.close());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

async function socketOn(instance: TestApp, token: string): Promise<TestSocket> {
  const socket = await signedInSocket(urls.get(instance)!, token);
  opened.push(socket);
  return socket;
}

/** The close code, or a failure when the socket is still open after the deadline. */
function closedSoon(socket: TestSocket): Promise<number> {
  return Promise.race([
    socket.closed.then((closed) => closed.code),
    new Promise<number>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${CLOSE_DEADLINE_MS} ms`)), CLOSE_DEADLINE_MS).unref(),
    ),
  ]);
}

const chatEvents = (socket: TestSocket) => socket.received.filter((message) => message.type.startsWith('chat.'));

describe('sessions ended while their sockets are open', () => {
  it('sign-out closes that tab’s socket on every instance at once; the user’s other tab keeps receiving', async () => {
    const admin = await asAdmin(first.app, first.db);
    const participant = await createUser(first.db);
    const signedOut = await loginAs(first.app, participant);
    const otherTab = await loginAs(first.app, participant);
    const signedOutHere = await socketOn(first, signedOut);
    const signedOutThere = await socketOn(second, signedOut);
    const otherTabThere = await socketOn(second, otherTab);

    expect((await call(first.app, 'POST', '/api/auth/logout', { token: signedOut })).statusCode).toBe(200);
    // On the instance that answered, the socket is out before the answer: nothing later reaches it.
    await sendThroughApi(first.app, admin.token, { text: 'Çıkıştan sonra gelen mesaj', userId: participant.id });
    expect(chatEvents(signedOutHere)).toEqual([]);
    expect(await closedSoon(signedOutHere)).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    expect(await closedSoon(signedOutThere)).toBe(REALTIME_CLOSE_CODES.unauthenticated);

    const delivered = await otherTabThere.next('chat.message.created');
    expect(delivered.message.text).toBe('Çıkıştan sonra gelen mesaj');
    expect(otherTabThere.socket.readyState).toBe(otherTabThere.socket.OPEN);
  });

  it('a password change closes the sockets of the other sessions and keeps the one that made it', async () => {
    const participant = await createUser(first.db);
    const changer = await loginAs(first.app, participant);
    const other = await loginAs(first.app, participant);
    const changerThere = await socketOn(second, changer);
    const otherHere = await socketOn(first, other);
    const otherThere = await socketOn(second, other);

    const answer = await call(first.app, 'POST', '/api/auth/change-password', {
      token: changer,
      body: { currentPassword: participant.password, newPassword: 'YeniSifre2025!' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await closedSoon(otherHere)).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    expect(await closedSoon(otherThere)).toBe(REALTIME_CLOSE_CODES.unauthenticated);

    const admin = await asAdmin(first.app, first.db);
    await sendThroughApi(first.app, admin.token, { text: 'Şifre değişikliğinden sonra', userId: participant.id });
    expect((await changerThere.next('chat.message.created')).message.text).toBe('Şifre değişikliğinden sonra');
  });

  it('deleting a participant closes their sockets on every instance', async () => {
    const admin = await asAdmin(first.app, first.db);
    const participant = await asParticipant(first.app, first.db);
    const there = await socketOn(second, participant.token);
    expect((await call(first.app, 'DELETE', `/api/admin/users/${participant.user.id}`, { token: admin.token })).statusCode).toBe(
      200,
    );
    expect(await closedSoon(there)).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('withdrawing approval closes the participant’s sockets on every instance', async () => {
    const admin = await asAdmin(first.app, first.db);
    const participant = await asParticipant(first.app, first.db);
    const there = await socketOn(second, participant.token);
    const answer = await call(first.app, 'PUT', `/api/admin/users/${participant.user.id}`, {
      token: admin.token,
      body: { isApproved: false },
    });
    expect(answer.statusCode).toBe(200);
    expect(await closedSoon(there)).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('approving a password reset closes the participant’s sockets on every instance', async () => {
    const admin = await asAdmin(first.app, first.db);
    const participant = await asParticipant(first.app, first.db);
    const there = await socketOn(second, participant.token);
    const requestId = await createResetRequest(first.db, participant.user.id);
    const answer = await call(first.app, 'POST', '/api/admin/password-reset/approve', {
      token: admin.token,
      body: { requestId, newPassword: 'Gecici1' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await closedSoon(there)).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('an edit that ends no session leaves the sockets open', async () => {
    const admin = await asAdmin(first.app, first.db);
    const participant = await asParticipant(first.app, first.db);
    const there = await socketOn(second, participant.token);
    const answer = await call(first.app, 'PUT', `/api/admin/users/${participant.user.id}`, {
      token: admin.token,
      body: { name: 'Yeni Ad' },
    });
    expect(answer.statusCode).toBe(200);
    await sendThroughApi(first.app, admin.token, { text: 'Hâlâ bağlı mısın?', userId: participant.user.id });
    expect((await there.next('chat.message.created')).message.text).toBe('Hâlâ bağlı mısın?');
  });
});
