import { describe, expect, it } from 'vitest';
import { CHAT_MSG, chatTextField, legacySendMessageRequestSchema } from './api/chat.js';
import { unreadBadgeLabel } from './constants.js';
import { realtimeClientMessageSchema, realtimeServerMessageSchema } from './realtime-messages.js';
import './zod-locale.js';

describe('chat text', () => {
  it('trims, and refuses blank or whitespace-only text', () => {
    expect(chatTextField.parse('  Merhaba  ')).toBe('Merhaba');
    for (const blank of ['', ' ', '\n\t  \n', '\u0007']) {
      const result = chatTextField.safeParse(blank);
      expect(result.success, JSON.stringify(blank)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CHAT_MSG.textRequired);
    }
  });

  it('keeps newlines and tabs, drops other control characters and repairs lone surrogates', () => {
    expect(chatTextField.parse('bir\nki\tüç\u0000\u001b')).toBe('bir\nki\tüç');
    expect(chatTextField.parse('a\uD800b')).toBe('a\uFFFDb');
    expect(chatTextField.parse('uyku 😴')).toBe('uyku 😴');
  });

  it('allows 2000 characters and refuses more', () => {
    expect(chatTextField.safeParse('ş'.repeat(2000)).success).toBe(true);
    expect(chatTextField.safeParse('ş'.repeat(2001)).error?.issues[0]?.message).toBe(CHAT_MSG.textTooLong);
  });

  it('addresses the original send-message call to "admin" or a user id', () => {
    expect(legacySendMessageRequestSchema.safeParse({ receiverId: 'admin', message: 'x' }).success).toBe(true);
    expect(
      legacySendMessageRequestSchema.safeParse({ receiverId: '6f1c7a52-3a55-4f1e-9d1a-0c4b1d1e2f30', message: 'x' }).success,
    ).toBe(true);
    const wrong = legacySendMessageRequestSchema.safeParse({ receiverId: 'expert', message: 'x' });
    expect(wrong.error?.issues[0]?.message).toBe(CHAT_MSG.receiverInvalid);
  });
});

describe('unread badge', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(unreadBadgeLabel(0)).toBe('0');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
  });
});

describe('realtime messages', () => {
  it('knows the client’s auth and ping, nothing else', () => {
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth', token: 'abc' }).success).toBe(true);
    expect(realtimeClientMessageSchema.safeParse({ type: 'ping' }).success).toBe(true);
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth' }).success).toBe(false);
    expect(realtimeClientMessageSchema.safeParse({ type: 'subscribe', userId: 'x' }).success).toBe(false);
  });

  it('parses every server message type by its discriminator', () => {
    const messages = [
      { type: 'ready', userId: 'u', isAdmin: false },
      { type: 'pong' },
      { type: 'error', code: 'AUTH_TIMEOUT', message: 'süre doldu' },
      { type: 'chat.unread', unreadCount: 2 },
      { type: 'chat.message.deleted', messageId: 'm', userId: 'u' },
      { type: 'chat.conversation.deleted', userId: 'u' },
      { type: 'chat.resync', userId: 'u' },
    ];
    for (const message of messages) expect(realtimeServerMessageSchema.parse(message)).toEqual(message);
    expect(realtimeServerMessageSchema.safeParse({ type: 'chat.unread', unreadCount: -1 }).success).toBe(false);
  });
});
