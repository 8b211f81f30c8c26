import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES } from '@uyku/domain';
import { users } from '../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../support/helpers.js';
import { asAdmin, asParticipant } from '../support/factories.js';
import { sendThroughApi, unreadOf } from '../support/factories-chat.js';
import { listenForSockets, openSocket, signedInSocket, UpgradeRefused, type TestSocket } from '../support/realtime-helpers.js';

/** The realtime socket in one process: handshake rules, and who receives which chat event. */
const ALLOWED = 'https://panel.example.org';
let t: TestApp;
let url: string;
const opened: TestSocket[] = [];
const logs: { level: number; msg: string }[] = [];
/** Set by the test of a failing part of `ready`. */
let readyDetailFails = false;

beforeAll(async () => {
  t = await buildTestApp(
    { allowedOrigins: [ALLOWED] },
    { logStream: { write: (line: string) => void logs.push(JSON.parse(line) as { level: number; msg: string }) } },
  );
  t.app.realtime.addReadyDetail(async () => {
    if (readyDetailFails) throw new Error('a ready detail failing on purpose');
    return {};
  });
  url = await listenForSockets(t.app);
});
afterAll(async () => t.close());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

async function socketFor(token: string, options: { origin?: string } = {}): Promise<TestSocket> {
  const socket = await signedInSocket(url, token, options);
  opened.push(socket);
  return socket;
}
async function rawSocket(options: { origin?: string } = {}): Promise<TestSocket> {
  const socket = await openSocket(url, options);
  opened.push(socket);
  return socket;
}

describe('handshake', () => {
  it('accepts the server’s own origin, a configured one and non-browser clients; refuses others with 403', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const port = new URL(url).port;
    await socketFor(token, { origin: `http://127.0.0.1:${port}` });
    await socketFor(token, { origin: ALLOWED });
    await socketFor(token);
    for (const origin of ['https://evil.example', `http://127.0.0.1:${Number(port) + 1}`, 'null']) {
      const refused = await openSocket(url, { origin }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused, origin).toBeInstanceOf(UpgradeRefused);
      expect((refused as UpgradeRefused).statusCode).toBe(403);
    }
  });

  it('answers a plain HTTP request with 426 and a Turkish message', async () => {
    const response = await call(t.app, 'GET', '/api/realtime');
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ success: false, message: 'Bu adres yalnızca WebSocket bağlantısı kabul eder' });
  });

  it('closes a socket whose first message is not auth', async () => {
    for (const first of ['merhaba', { type: 'ping' }, { type: 'auth' }, { type: 'auth', token: '' }]) {
      const socket = await rawSocket();
      socket.send(first);
      const error = await socket.next('error');
      expect(error.code).toBe('BAD_MESSAGE');
      expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.badMessage);
    }
  });

  it('closes with 4401 for an unknown token and 4403 for an account that may not sign in', async () => {
    const unknown = await rawSocket();
    unknown.send({ type: 'auth', token: 'uydurma-bir-token' });
    expect((await unknown.next('error')).code).toBe('UNAUTHENTICATED');
    expect((await unknown.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);

    const pending = await asParticipant(t.app, t.db);
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, pending.user.id));
    const refused = await rawSocket();
    refused.send({ type: 'auth', token: pending.token });
    expect((await refused.next('error')).code).toBe('FORBIDDEN');
    expect((await refused.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
  });

  it('closes a socket that does not authenticate within 5 seconds', async () => {
    const silent = await rawSocket();
    const closed = await silent.closed;
    expect(closed.code).toBe(REALTIME_CLOSE_CODES.authTimeout);
    expect(silent.received).toContainEqual(expect.objectContaining({ type: 'error', code: 'AUTH_TIMEOUT' }));
  });

  it('answers ping with pong once signed in, and says who it is in ready', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const socket = await openSocket(url);
    opened.push(socket);
    socket.send({ type: 'auth', token });
    expect(await socket.next('ready')).toEqual({ type: 'ready', userId: user.id, isAdmin: false, unreadCount: 0 });
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });
});

describe('the unread count in ready', () => {
  it('tells each side the count GET /api/chat/unread-count gives, so the client need not ask again', async () => {
    const admin = await asAdmin(t.app, t.db);
    const zeynep = await asParticipant(t.app, t.db, { name: 'Zeynep' });
    await sendThroughApi(t.app, zeynep.token, { text: 'Gece üçte uyanıyorum' });
    await sendThroughApi(t.app, zeynep.token, { text: 'Sonra uyuyamıyorum' });
    await sendThroughApi(t.app, admin.token, { userId: zeynep.user.id, text: 'Akşam kafeinden kaçının' });

    for (const [who, token, isAdmin] of [
      ['participant', zeynep.token, false],
      ['admin', admin.token, true],
    ] as const) {
      const socket = await rawSocket();
      socket.send({ type: 'auth', token });
      const ready = await socket.next('ready');
      expect(ready, who).toMatchObject({ type: 'ready', isAdmin, unreadCount: await unreadOf(t.app, token) });
    }
    expect(await unreadOf(t.app, zeynep.token)).toBe(1);
  });

  it('leaves out a part that could not be read and logs it, and the socket still opens', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    readyDetailFails = true;
    try {
      const socket = await rawSocket();
      socket.send({ type: 'auth', token });
      expect(await socket.next('ready')).toEqual({ type: 'ready', userId: user.id, isAdmin: false, unreadCount: 0 });
    } finally {
      readyDetailFails = false;
    }
    expect(logs.some((line) => line.msg === 'realtime ready detail failed' && line.level === 50)).toBe(true);
  });
});

describe('who receives what', () => {
  it('sends a conversation’s events to its participant and the admins only, and unread counts to their side', async () => {
    const admin = await asAdmin(t.app, t.db);
    const ayse = await asParticipant(t.app, t.db, { name: 'Ayşe' });
    const mehmet = await asParticipant(t.app, t.db, { name: 'Mehmet' });
    const adminSocket = await socketFor(admin.token);
    const ayseSocket = await socketFor(ayse.token);
    const mehmetSocket = await socketFor(mehmet.token);

    const question = await sendThroughApi(t.app, ayse.token, { text: 'Uykuya dalamıyorum' });
    expect((await ayseSocket.next('chat.message.created')).message).toEqual(question);
    expect((await adminSocket.next('chat.message.created')).message).toEqual(question);
    const adminUnread = await adminSocket.next('chat.unread');
    expect(adminUnread.unreadCount).toBeGreaterThanOrEqual(1);

    const reply = await sendThroughApi(t.app, admin.token, { text: 'Ekranları erken kapatın', userId: ayse.user.id });
    expect((await ayseSocket.next('chat.message.created')).message).toMatchObject({ id: reply.id, userName: 'Uzman' });
    expect(await ayseSocket.next('chat.unread')).toEqual({ type: 'chat.unread', unreadCount: 1 });
    // The message first, its recipient's count after it (two notices on the bus, in this order).
    const chatTypes = ayseSocket.received.map((m) => m.type).filter((type) => type === 'chat.message.created' || type === 'chat.unread');
    expect(chatTypes).toEqual(['chat.message.created', 'chat.message.created', 'chat.unread']);
    await adminSocket.next('chat.message.created', (e) => e.message.id === reply.id);

    await call(t.app, 'DELETE', `/api/chat/messages/${question.id}`, { token: ayse.token });
    expect(await ayseSocket.next('chat.message.deleted')).toEqual({
      type: 'chat.message.deleted',
      messageId: question.id,
      userId: ayse.user.id,
    });
    await adminSocket.next('chat.message.deleted', (e) => e.messageId === question.id);

    await call(t.app, 'POST', '/api/chat/mark-all-read', { token: ayse.token });
    expect(await ayseSocket.next('chat.unread')).toEqual({ type: 'chat.unread', unreadCount: 0 });

    await call(t.app, 'DELETE', `/api/chat/conversations/${ayse.user.id}`, { token: admin.token });
    expect(await ayseSocket.next('chat.conversation.deleted')).toEqual({
      type: 'chat.conversation.deleted',
      userId: ayse.user.id,
    });
    await adminSocket.next('chat.conversation.deleted', (e) => e.userId === ayse.user.id);

    // Events arrive in order: once Mehmet's own message is back, anything of Ayşe's would have been too.
    const own = await sendThroughApi(t.app, mehmet.token, { text: 'Benim sorum' });
    await mehmetSocket.next('chat.message.created', (e) => e.message.id === own.id);
    const aboutAyse = mehmetSocket.received.filter((m) => JSON.stringify(m).includes(ayse.user.id));
    expect(aboutAyse).toEqual([]);
    // A participant never receives the admins' unread count.
    expect(mehmetSocket.received.filter((m) => m.type === 'chat.unread')).toEqual([]);
  });

  it('delivers to every socket of the same user (several tabs)', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const tabs = [await socketFor(token), await socketFor(token)];
    const message = await sendThroughApi(t.app, token, { text: 'İki sekme' });
    for (const tab of tabs) expect((await tab.next('chat.message.created')).message.id).toBe(message.id);
  });
});

describe('sessions that end while the socket is open', () => {
  it('closes the socket after logout, and a demoted admin stops receiving others’ conversations', async () => {
    const participant = await asParticipant(t.app, t.db);
    const socket = await socketFor(participant.token);
    await call(t.app, 'POST', '/api/auth/logout', { token: participant.token });
    await t.app.realtime.recheckSessions();
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);

    const formerAdmin = await asAdmin(t.app, t.db);
    const other = await asParticipant(t.app, t.db);
    const adminSocket = await socketFor(formerAdmin.token);
    await t.db.update(users).set({ isAdmin: false, isApproved: true }).where(eq(users.id, formerAdmin.user.id));
    await t.app.realtime.recheckSessions();
    const foreign = await sendThroughApi(t.app, other.token, { text: 'Yöneticiye artık gitmemeli' });
    const own = await sendThroughApi(t.app, formerAdmin.token, { text: 'Artık katılımcıyım' });
    await adminSocket.next('chat.message.created', (e) => e.message.id === own.id);
    expect(adminSocket.received.some((m) => JSON.stringify(m).includes(foreign.id))).toBe(false);
  });
});
