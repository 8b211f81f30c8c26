import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG, type ConversationSummary } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { insertMessage, messagesOf, sendThroughApi } from '../../support/factories-chat.js';

/** The expert's side of the chat: the admin panel's messages tab. */
let t: TestApp;
let admin: { user: { id: string }; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await asAdmin(t.app, t.db);
});
afterAll(async () => t.close());

describe('the expert in a participant’s conversation', () => {
  it('reads a conversation named by userId and replies as "Uzman"', async () => {
    const participant = await asParticipant(t.app, t.db, { name: 'Can Öztürk' });
    await sendThroughApi(t.app, participant.token, { text: 'Gece sık uyanıyorum' });

    const reply = await sendThroughApi(t.app, admin.token, {
      text: 'Akşam kafeini azaltmayı deneyin.',
      userId: participant.user.id,
    });
    expect(reply).toMatchObject({ sender: 'expert', userName: 'Uzman', userId: participant.user.id });
    const [stored] = (await messagesOf(t.db, participant.user.id)).filter((m) => m.sender === 'expert');
    // Which admin answered is kept for the record but never shown to the participant.
    expect(stored?.authorId).toBe(admin.user.id);
    expect(JSON.stringify(reply)).not.toContain(admin.user.id);

    const read = await call(t.app, 'GET', `/api/chat/messages?userId=${participant.user.id}`, { token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { userName: string }) => m.userName)).toEqual(['Can Öztürk', 'Uzman']);
    const seen = await call(t.app, 'GET', '/api/chat/messages', { token: participant.token });
    expect(seen.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Gece sık uyanıyorum',
      'Akşam kafeini azaltmayı deneyin.',
    ]);
  });

  it('must name the conversation; an unknown user or an admin has none', async () => {
    const missing = await call(t.app, 'GET', '/api/chat/messages', { token: admin.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: CHAT_MSG.userRequired });
    const noTarget = await call(t.app, 'POST', '/api/chat/messages', { token: admin.token, body: { text: 'Kime?' } });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().message).toBe(CHAT_MSG.userRequired);

    for (const userId of [randomUUID(), admin.user.id]) {
      const read = await call(t.app, 'GET', `/api/chat/messages?userId=${userId}`, { token: admin.token });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(CHAT_MSG.conversationNotFound);
      const write = await call(t.app, 'POST', '/api/chat/messages', { token: admin.token, body: { text: 'Merhaba', userId } });
      expect(write.statusCode).toBe(404);
    }
    expect(await messagesOf(t.db, admin.user.id)).toHaveLength(0);
  });

  it('replies through the original send-message call with the participant as receiver, never to "admin"', async () => {
    const participant = await asParticipant(t.app, t.db);
    const ok = await call(t.app, 'POST', '/api/chat/send-message', {
      token: admin.token,
      body: { receiverId: participant.user.id, message: 'Uzmandan bildirim' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().chatMessage).toMatchObject({ sender: 'expert', userName: 'Uzman' });
    const toAdmin = await call(t.app, 'POST', '/api/chat/send-message', {
      token: admin.token,
      body: { receiverId: 'admin', message: 'Kendime' },
    });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json().message).toBe(CHAT_MSG.receiverInvalid);
    expect(await messagesOf(t.db, participant.user.id)).toHaveLength(1);
  });

  it('deletes any single message, the participant’s or the expert’s', async () => {
    const participant = await asParticipant(t.app, t.db);
    const theirs = await insertMessage(t.db, { userId: participant.user.id, text: 'Katılımcının mesajı' });
    const expert = await insertMessage(t.db, { userId: participant.user.id, sender: 'expert', text: 'Uzman yanıtı' });
    const kept = await insertMessage(t.db, { userId: participant.user.id, text: 'Kalacak mesaj' });
    for (const id of [theirs.id, expert.id]) {
      const response = await call(t.app, 'DELETE', `/api/chat/messages/${id}`, { token: admin.token });
      expect(response.statusCode).toBe(200);
    }
    expect((await messagesOf(t.db, participant.user.id)).map((m) => m.id)).toEqual([kept.id]);
    const unknown = await call(t.app, 'DELETE', `/api/chat/messages/${randomUUID()}`, { token: admin.token });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('conversations', () => {
  it('lists one line per participant with count, unread, a 50-character preview and the last time, latest first', async () => {
    const own = await buildTestApp();
    try {
      const expert = await asAdmin(own.app, own.db);
      const ayse = await asParticipant(own.app, own.db, { name: 'Ayşe Yılmaz' });
      const mehmet = await asParticipant(own.app, own.db, { name: 'Mehmet Demir' });
      await asParticipant(own.app, own.db, { name: 'Sessiz Katılımcı' });
      const long = 'Şu sıralar gece üçte uyanıyorum ve bir daha uyuyamıyorum, ne yapmalıyım acaba?';

      await insertMessage(own.db, { userId: ayse.user.id, text: 'Eski', createdAt: new Date('2025-10-01T10:00:00Z') });
      await insertMessage(own.db, {
        userId: ayse.user.id,
        sender: 'expert',
        text: 'Kısa yanıt',
        createdAt: new Date('2025-10-02T10:00:00Z'),
      });
      await insertMessage(own.db, {
        userId: ayse.user.id,
        text: long,
        createdAt: new Date('2025-10-03T10:00:00Z'),
        readAt: new Date('2025-10-03T11:00:00Z'),
      });
      await insertMessage(own.db, { userId: mehmet.user.id, text: 'Merhaba', createdAt: new Date('2025-10-05T10:00:00Z') });

      const response = await call(own.app, 'GET', '/api/chat/conversations', { token: expert.token });
      expect(response.statusCode).toBe(200);
      const { conversations } = response.json() as { conversations: ConversationSummary[] };
      expect(conversations).toEqual([
        {
          userId: mehmet.user.id,
          userName: 'Mehmet Demir',
          userPhone: mehmet.user.phone,
          messageCount: 1,
          unreadCount: 1,
          preview: 'Merhaba',
          lastTimestamp: '2025-10-05T10:00:00.000Z',
        },
        {
          userId: ayse.user.id,
          userName: 'Ayşe Yılmaz',
          userPhone: ayse.user.phone,
          messageCount: 3,
          unreadCount: 1,
          preview: `${Array.from(long).slice(0, 50).join('')}…`,
          lastTimestamp: '2025-10-03T10:00:00.000Z',
        },
      ]);
      expect(Array.from(conversations[1]!.preview)).toHaveLength(51);
    } finally {
      await own.close();
    }
  });

  it('deletes a whole conversation and leaves the others', async () => {
    const ayse = await asParticipant(t.app, t.db);
    const mehmet = await asParticipant(t.app, t.db);
    await insertMessage(t.db, { userId: ayse.user.id });
    await insertMessage(t.db, { userId: ayse.user.id, sender: 'expert' });
    await insertMessage(t.db, { userId: mehmet.user.id });

    const response = await call(t.app, 'DELETE', `/api/chat/conversations/${ayse.user.id}`, { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CHAT_MSG.conversationDeleted, deletedCount: 2 });
    expect(await messagesOf(t.db, ayse.user.id)).toHaveLength(0);
    expect(await messagesOf(t.db, mehmet.user.id)).toHaveLength(1);
    const listed = await call(t.app, 'GET', '/api/chat/conversations', { token: admin.token });
    expect(listed.json().conversations.map((c: { userId: string }) => c.userId)).not.toContain(ayse.user.id);

    // Already empty is fine; no such participant, an admin, or a malformed id is not.
    expect(
      (await call(t.app, 'DELETE', `/api/chat/conversations/${ayse.user.id}`, { token: admin.token })).json().deletedCount,
    ).toBe(0);
    for (const userId of [randomUUID(), admin.user.id]) {
      const missing = await call(t.app, 'DELETE', `/api/chat/conversations/${userId}`, { token: admin.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(CHAT_MSG.conversationNotFound);
    }
    const malformed = await call(t.app, 'DELETE', '/api/chat/conversations/abc', { token: admin.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(CHAT_MSG.userIdInvalid);
  });
});
