import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../support/realtime-helpers.js';

/** Admin actions that end a participant's access close their live sockets at once, not at the next heartbeat. */
let t: TestApp;
let url: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t.app);
});
afterAll(async () => t.close());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

async function socketFor(token: string): Promise<TestSocket> {
  const socket = await signedInSocket(url, token);
  opened.push(socket);
  return socket;
}

describe('admin actions and live sockets', () => {
  it('closes the socket of a participant whose approval is withdrawn', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const socket = await socketFor(participant.token);
    const answer = await call(t.app, 'PUT', `/api/admin/users/${participant.user.id}`, {
      token: admin.token,
      body: { isApproved: false },
    });
    expect(answer.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('tells admins the conversation is gone and closes the deleted user’s socket', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const adminSocket = await socketFor(admin.token);
    const participantSocket = await socketFor(participant.token);
    const answer = await call(t.app, 'DELETE', `/api/admin/users/${participant.user.id}`, { token: admin.token });
    expect(answer.statusCode).toBe(200);
    const event = await adminSocket.next('chat.conversation.deleted', (e) => e.userId === participant.user.id);
    expect(event.userId).toBe(participant.user.id);
    expect((await participantSocket.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });
});
