import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG } from '@uyku/domain';
import { users } from '../../../src/db/schema/index.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant, createUser } from '../../support/factories.js';
import { insertMessage, messagesOf, sendThroughApi, unreadOf } from '../../support/factories-chat.js';

/** The support chat API from a participant's side, and the rules that keep conversations apart. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CHAT_ROUTES = [
  { method: 'GET', url: '/api/chat/messages', access: 'user' },
  { method: 'POST', url: '/api/chat/messages', access: 'user' },
  { method: 'DELETE', url: `/api/chat/messages/${randomUUID()}`, access: 'user' },
  { method: 'GET', url: '/api/chat/conversations', access: 'admin' },
  { method: 'DELETE', url: `/api/chat/conversations/${randomUUID()}`, access: 'admin' },
  { method: 'GET', url: '/api/chat/unread-count', access: 'user' },
  { method: 'POST', url: '/api/chat/mark-all-read', access: 'user' },
  { method: 'POST', url: '/api/chat/send-message', access: 'user' },
] as const;

describe('access', () => {
  it('answers 401 with a Turkish message to every chat route without a valid token', async () => {
    for (const route of CHAT_ROUTES) {
      for (const token of [undefined, 'gecersiz-token']) {
        const response = await call(t.app, route.method, route.url, { token, body: route.method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
        expect(response.json().message).toContain('Oturumunuz');
      }
    }
  });

  it('answers 403 to a participant on the admin routes and to an unapproved account everywhere', async () => {
    const participant = await asParticipant(t.app, t.db);
    for (const route of CHAT_ROUTES.filter((r) => r.access === 'admin')) {
      const response = await call(t.app, route.method, route.url, { token: participant.token });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'Bu işlem yalnızca yöneticiler içindir',
      });
    }
    await t.db.update(users).set({ isApproved: false }).where(eq(users.id, participant.user.id));
    for (const route of CHAT_ROUTES.filter((r) => r.access === 'user')) {
      const response = await call(t.app, route.method, route.url, {
        token: participant.token,
        body: route.method === 'POST' ? { text: 'Merhaba', message: 'Merhaba', receiverId: 'admin' } : undefined,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('NOT_APPROVED');
    }
    expect(await messagesOf(t.db, participant.user.id)).toHaveLength(0);
  });
});

describe('a participant in their own conversation', () => {
  it('writes as "user", reads the conversation oldest first with the expert labelled "Uzman"', async () => {
    const { user, token } = await asParticipant(t.app, t.db, { name: 'Zeynep Kaya' });
    await insertMessage(t.db, { userId: user.id, text: 'İlk mesaj', createdAt: new Date('2025-10-08T08:00:00Z') });
    await insertMessage(t.db, {
      userId: user.id,
      sender: 'expert',
      text: 'Merhaba, size nasıl yardımcı olabilirim?',
      createdAt: new Date('2025-10-08T09:00:00Z'),
    });

    const sent = await sendThroughApi(t.app, token, { text: '  Uyuyamıyorum, önerileriniz var mı?\n ' });
    expect(sent).toMatchObject({
      userId: user.id,
      userName: 'Zeynep Kaya',
      sender: 'user',
      text: 'Uyuyamıyorum, önerileriniz var mı?',
      readAt: null,
    });
    expect(new Date(sent.timestamp).toISOString()).toBe(sent.timestamp);

    const response = await call(t.app, 'GET', '/api/chat/messages', { token });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json() as { messages: { text: string; sender: string; userName: string }[] };
    expect(messages.map((m) => [m.sender, m.userName, m.text])).toEqual([
      ['user', 'Zeynep Kaya', 'İlk mesaj'],
      ['expert', 'Uzman', 'Merhaba, size nasıl yardımcı olabilirim?'],
      ['user', 'Zeynep Kaya', 'Uyuyamıyorum, önerileriniz var mı?'],
    ]);
    // Naming one's own conversation explicitly is the same conversation.
    const own = await call(t.app, 'GET', `/api/chat/messages?userId=${user.id}`, { token });
    expect(own.json().messages).toHaveLength(3);
  });

  it('starts with an empty conversation', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'GET', '/api/chat/messages', { token });
    expect(response.json()).toEqual({ success: true, messages: [] });
  });

  it('refuses blank, whitespace-only and too long text with a Turkish message and stores nothing', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const cases: [unknown, string][] = [
      ['', CHAT_MSG.textRequired],
      ['   ', CHAT_MSG.textRequired],
      ['\n\t \n', CHAT_MSG.textRequired],
      ['\u0000\u0007', CHAT_MSG.textRequired],
      [undefined, CHAT_MSG.textRequired],
      [42, CHAT_MSG.textRequired],
      ['a'.repeat(2001), CHAT_MSG.textTooLong],
    ];
    for (const [text, message] of cases) {
      const response = await call(t.app, 'POST', '/api/chat/messages', { token, body: { text } });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      const legacy = await call(t.app, 'POST', '/api/chat/send-message', { token, body: { receiverId: 'admin', message: text } });
      expect(legacy.statusCode, JSON.stringify(text)).toBe(400);
    }
    expect(await messagesOf(t.db, user.id)).toHaveLength(0);
    // Exactly the limit is fine; control characters other than newline and tab are dropped.
    expect((await sendThroughApi(t.app, token, { text: 'ç'.repeat(2000) })).text).toHaveLength(2000);
    expect((await sendThroughApi(t.app, token, { text: 'a\u0000b\nc\td' })).text).toBe('ab\nc\td');
  });

  it('cannot read, write into or delete from another conversation (404), nor delete the expert’s replies (403)', async () => {
    const me = await asParticipant(t.app, t.db);
    const other = await asParticipant(t.app, t.db);
    const theirs = await insertMessage(t.db, { userId: other.user.id, text: 'Özel mesajım' });
    const expertToMe = await insertMessage(t.db, { userId: me.user.id, sender: 'expert', text: 'Uzman yanıtı' });

    const read = await call(t.app, 'GET', `/api/chat/messages?userId=${other.user.id}`, { token: me.token });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: CHAT_MSG.conversationNotFound });
    expect(read.body).not.toContain('Özel mesajım');

    const write = await call(t.app, 'POST', '/api/chat/messages', {
      token: me.token,
      body: { text: 'Başkasının konuşmasına', userId: other.user.id },
    });
    expect(write.statusCode).toBe(404);
    const legacy = await call(t.app, 'POST', '/api/chat/send-message', {
      token: me.token,
      body: { receiverId: other.user.id, message: 'Başkasına' },
    });
    expect(legacy.statusCode).toBe(404);
    expect(await messagesOf(t.db, other.user.id)).toHaveLength(1);

    const remove = await call(t.app, 'DELETE', `/api/chat/messages/${theirs.id}`, { token: me.token });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe(CHAT_MSG.messageNotFound);
    const removeExpert = await call(t.app, 'DELETE', `/api/chat/messages/${expertToMe.id}`, { token: me.token });
    expect(removeExpert.statusCode).toBe(409);
    expect(removeExpert.json().message).toBe(CHAT_MSG.onlyOwnMessages);
    expect(await messagesOf(t.db, other.user.id)).toHaveLength(1);
    expect(await messagesOf(t.db, me.user.id)).toHaveLength(1);
  });

  it('deletes their own message; an unknown or malformed id answers 404 or 400', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const mine = await sendThroughApi(t.app, token, { text: 'Bunu silmek istiyorum' });
    const kept = await sendThroughApi(t.app, token, { text: 'Bu kalsın' });
    const removed = await call(t.app, 'DELETE', `/api/chat/messages/${mine.id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: CHAT_MSG.deleted });
    expect((await messagesOf(t.db, user.id)).map((m) => m.id)).toEqual([kept.id]);

    expect((await call(t.app, 'DELETE', `/api/chat/messages/${mine.id}`, { token })).statusCode).toBe(404);
    const malformed = await call(t.app, 'DELETE', '/api/chat/messages/123', { token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Geçersiz kimlik');
  });

  it('writes to the expert through the original send-message call with receiverId "admin"', async () => {
    const { user, token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'POST', '/api/chat/send-message', {
      token,
      body: { receiverId: 'admin', message: 'Bildirim çağrısıyla' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, chatMessage: { sender: 'user', userId: user.id } });
    const wrong = await call(t.app, 'POST', '/api/chat/send-message', { token, body: { receiverId: 'uzman', message: 'x' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(CHAT_MSG.receiverInvalid);
    expect(await messagesOf(t.db, user.id)).toHaveLength(1);
  });

  it('rejects a malformed userId in the query with a Turkish message', async () => {
    const { token } = await asParticipant(t.app, t.db);
    const response = await call(t.app, 'GET', '/api/chat/messages?userId=abc', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CHAT_MSG.userIdInvalid);
  });
});

describe('unread counts, per side', () => {
  it('counts the other side’s unread messages and marks them read from the bell', async () => {
    // A fresh app: the expert's count spans every conversation of the database.
    const own = await buildTestApp();
    try {
      const admin = await asAdmin(own.app, own.db);
      const secondAdmin = await asAdmin(own.app, own.db);
      const ayse = await asParticipant(own.app, own.db);
      const mehmet = await asParticipant(own.app, own.db);

      await sendThroughApi(own.app, ayse.token, { text: 'Birinci' });
      await sendThroughApi(own.app, ayse.token, { text: 'İkinci' });
      await sendThroughApi(own.app, mehmet.token, { text: 'Mehmet yazıyor' });
      expect(await unreadOf(own.app, admin.token)).toBe(3);
      expect(await unreadOf(own.app, secondAdmin.token)).toBe(3);
      expect(await unreadOf(own.app, ayse.token)).toBe(0);

      await sendThroughApi(own.app, admin.token, { text: 'Yanıt', userId: ayse.user.id });
      expect(await unreadOf(own.app, ayse.token)).toBe(1);
      expect(await unreadOf(own.app, mehmet.token)).toBe(0);
      expect(await unreadOf(own.app, admin.token)).toBe(3);

      const marked = await call(own.app, 'POST', '/api/chat/mark-all-read', { token: ayse.token });
      expect(marked.json()).toEqual({ success: true, message: CHAT_MSG.markedRead });
      expect(await unreadOf(own.app, ayse.token)).toBe(0);
      expect(await unreadOf(own.app, admin.token)).toBe(3);
      const [reply] = (await call(own.app, 'GET', '/api/chat/messages', { token: ayse.token }))
        .json()
        .messages.filter((m: { sender: string }) => m.sender === 'expert');
      expect(reply.readAt).not.toBeNull();

      // Admins share one inbox: one admin reading clears it for all.
      await call(own.app, 'POST', '/api/chat/mark-all-read', { token: secondAdmin.token });
      expect(await unreadOf(own.app, admin.token)).toBe(0);
      await sendThroughApi(own.app, mehmet.token, { text: 'Yeni soru' });
      expect(await unreadOf(own.app, admin.token)).toBe(1);

      // Deleting an unread message takes it out of the count.
      const extra = await sendThroughApi(own.app, mehmet.token, { text: 'Yanlış gönderdim' });
      expect(await unreadOf(own.app, admin.token)).toBe(2);
      await call(own.app, 'DELETE', `/api/chat/messages/${extra.id}`, { token: mehmet.token });
      expect(await unreadOf(own.app, admin.token)).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('counts only an approved participant’s own conversation', async () => {
    const participant = await asParticipant(t.app, t.db);
    const someoneElse = await createUser(t.db);
    await insertMessage(t.db, { userId: someoneElse.id, sender: 'expert', text: 'Başkasına yanıt' });
    expect(await unreadOf(t.app, participant.token)).toBe(0);
  });
});
