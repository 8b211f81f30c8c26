import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { makePrivacyConsentOutdated } from '../support/factories-account.js';
import { sendThroughApi } from '../support/factories-chat.js';
import { listenForSockets, openSocket, signedInSocket, type TestSocket } from '../support/realtime-helpers.js';

/**
 * The socket obeys the consent rule as every data route does (lib/access-rules.ts decides for
 * both): a user who has not accepted the legal texts in force neither signs a socket in nor keeps
 * one open, and can again once they accept.
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
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

async function tryToSignIn(token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  opened.push(socket);
  socket.send({ type: 'auth', token });
  return socket;
}

/** The close code and reason, or a failure when the socket is still open after a few seconds. */
function closedSoon(socket: TestSocket): Promise<{ code: number; reason: string }> {
  return Promise.race([
    socket.closed,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000).unref()),
  ]);
}

const chatEvents = (socket: TestSocket) => socket.received.filter((message) => message.type.startsWith('chat.'));

describe('legal texts out of date', () => {
  it('refuses the socket with FORBIDDEN until the texts are accepted, and nothing sent meanwhile arrives', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    await makePrivacyConsentOutdated(t.db, participant.user.id);
    // The same token answers 403 CONSENT_REQUIRED over HTTP.
    const http = await call(t.app, 'GET', '/api/chat/messages', { token: participant.token });
    expect(http.json().code).toBe('CONSENT_REQUIRED');

    const refused = await tryToSignIn(participant.token);
    expect((await refused.next('error')).code).toBe('FORBIDDEN');
    expect((await closedSoon(refused)).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    await sendThroughApi(t.app, admin.token, { text: 'Onaysız kullanıcıya gitmemeli', userId: participant.user.id });
    expect(refused.received.some((message) => message.type === 'ready')).toBe(false);
    expect(chatEvents(refused)).toEqual([]);

    const accepted = await call(t.app, 'POST', '/api/user/consents', {
      token: participant.token,
      body: { acceptTerms: true, acceptPrivacy: true },
    });
    expect(accepted.statusCode).toBe(200);
    const socket = await signedInSocket(url, participant.token);
    opened.push(socket);
    const message = await sendThroughApi(t.app, admin.token, { text: 'Onaydan sonra', userId: participant.user.id });
    expect((await socket.next('chat.message.created')).message.id).toBe(message.id);
  });

  it('closes a socket already open when a text’s version rises, at the next re-check', async () => {
    const admin = await asAdmin(t.app, t.db);
    const participant = await asParticipant(t.app, t.db);
    const socket = await signedInSocket(url, participant.token);
    opened.push(socket);

    await makePrivacyConsentOutdated(t.db, participant.user.id);
    await t.app.realtime.recheckSessions();
    // Out of the hub when the re-check returns: a message sent now does not reach it.
    await sendThroughApi(t.app, admin.token, { text: 'Sürüm yükseldikten sonra', userId: participant.user.id });
    expect((await closedSoon(socket)).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    expect(chatEvents(socket)).toEqual([]);
  });
});
