import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { insertMessage, messagesOf, unreadOf } from '../../support/factories-chat.js';
import { listenForSockets, signedInSocket } from '../../support/realtime-helpers.js';

/** POST /api/chat/mark-read: viewing a conversation marks what the viewer received in it as read. */
let t: TestApp;
let socketUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  socketUrl = await listenForSockets(t.app);
});
afterAll(async () => t.close());

const markRead = (token: string | undefined, body: unknown = {}) => call(t.app, 'POST', '/api/chat/mark-read', { token, body });

describe('a participant viewing /support', () => {
  it('marks only the expert replies of their own conversation read and gets 0 on their socket', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const other = await asParticipant(t.app, t.db);
    await insertMessage(t.db, { userId: user.id, sender: 'user', text: 'Sorum var' });
    await insertMessage(t.db, { userId: user.id, sender: 'expert', text: 'Yanıt 1' });
    await insertMessage(t.db, { userId: user.id, sender: 'expert', text: 'Yanıt 2' });
    await insertMessage(t.db, { userId: other.user.id, sender: 'expert', text: 'Başkasına yanıt' });
    expect(await unreadOf(t.app, token)).toBe(2);
    const socket = await signedInSocket(socketUrl, token);

    const response = await markRead(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Konuşma okundu olarak işaretlendi', unreadCount: 0 });
    expect(await socket.next('chat.unread')).toEqual({ type: 'chat.unread', unreadCount: 0 });
    expect(await unreadOf(t.app, token)).toBe(0);

    const mine = await messagesOf(t.db, user.id);
    // Their own line stays unread for the expert.
    expect(mine.find((m) => m.sender === 'user')?.readAt).toBeNull();
    expect(mine.filter((m) => m.sender === 'expert').every((m) => m.readAt !== null)).toBe(true);
    expect(await unreadOf(t.app, other.token)).toBe(1);
    await socket.close();
  });

  it('cannot name another participant’s conversation (404, nothing marked)', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const other = await asParticipant(t.app, t.db);
    await insertMessage(t.db, { userId: other.user.id, sender: 'expert' });
    const response = await markRead(token, { userId: other.user.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Konuşma bulunamadı');
    expect(await unreadOf(t.app, other.token)).toBe(1);
  });
});

describe('an admin viewing a conversation in the messages tab', () => {
  it('marks that participant’s messages read; the shared badge drops by them on every admin socket', async () => {
    const admin = await asAdmin(t.app, t.db);
    const viewed = await asParticipant(t.app, t.db);
    const waiting = await asParticipant(t.app, t.db);
    const before = await unreadOf(t.app, admin.token);
    await insertMessage(t.db, { userId: viewed.user.id, sender: 'user', text: 'Bir' });
    await insertMessage(t.db, { userId: viewed.user.id, sender: 'user', text: 'İki' });
    await insertMessage(t.db, { userId: viewed.user.id, sender: 'expert', text: 'Yanıt' });
    await insertMessage(t.db, { userId: waiting.user.id, sender: 'user', text: 'Bekleyen' });
    expect(await unreadOf(t.app, admin.token)).toBe(before + 3);
    const socket = await signedInSocket(socketUrl, admin.token);

    const response = await markRead(admin.token, { userId: viewed.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().unreadCount).toBe(before + 1);
    expect(await socket.next('chat.unread')).toEqual({ type: 'chat.unread', unreadCount: before + 1 });
    // The expert's own reply is the participant's to read.
    expect(await unreadOf(t.app, viewed.token)).toBe(1);
    await socket.close();
  });

  it('must name the conversation: 400 without userId, 404 for an unknown one', async () => {
    const admin = await asAdmin(t.app, t.db);
    const missing = await markRead(admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Konuşmanın ait olduğu kullanıcı seçilmelidir');
    const unknown = await markRead(admin.token, { userId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await markRead(admin.token, { userId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Geçersiz kullanıcı kimliği');
  });

  it('answers 401 without a token', async () => {
    const response = await markRead(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});
