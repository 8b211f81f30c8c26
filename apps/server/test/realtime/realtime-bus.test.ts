import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@uyku/domain';
import { decodeBatch, decodeNotice, encodeBatches, MAX_NOTIFY_BYTES, REALTIME_CHANNEL, type Delivery } from '../../src/realtime/bus.js';
import { isAllowedOrigin } from '../../src/realtime/origin.js';
import { buildTestApp, type TestApp } from '../support/helpers.js';
import { asParticipant } from '../support/factories.js';
import { sendThroughApi } from '../support/factories-chat.js';
import { listenForSockets, signedInSocket } from '../support/realtime-helpers.js';

/** The NOTIFY wire format and the origin rule, without sockets where none are needed. */

const message = (text: string, userId = '6f1c7a52-3a55-4f1e-9d1a-0c4b1d1e2f30'): ChatMessage => ({
  id: '0b9e6a3e-5b7e-4a55-8f0e-7b1f3c2d4e5f',
  userId,
  userName: 'Ayşe',
  sender: 'user',
  text,
  timestamp: '2025-10-08T10:00:00.000Z',
  readAt: null,
});
const created = (text: string): Delivery => ({
  to: { userId: message(text).userId, admins: true },
  event: { type: 'chat.message.created', message: message(text) },
});

describe('NOTIFY payloads', () => {
  it('round-trips a batch in order', () => {
    const deliveries: Delivery[] = [created('Merhaba'), { to: { admins: true }, event: { type: 'chat.unread', unreadCount: 3 } }];
    const payloads = encodeBatches(deliveries);
    expect(payloads).toHaveLength(1);
    expect(decodeBatch(payloads[0]!)).toEqual(deliveries);
  });

  it('splits batches under the NOTIFY limit and turns an event too large for it into a resync', () => {
    const big = 'ğ'.repeat(1900); // 3.8 kB in UTF-8: two fit in no payload together
    const payloads = encodeBatches([created(big), created(big), created('ş'.repeat(5000))]);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const decoded = payloads.flatMap((payload) => decodeBatch(payload) ?? []);
    expect(decoded.map((d) => d.event.type)).toEqual(['chat.message.created', 'chat.message.created', 'chat.resync']);
    expect(decoded[2]).toEqual({ to: created('x').to, event: { type: 'chat.resync', userId: message('x').userId } });
  });

  it('rejects what is not a batch of known events', () => {
    for (const payload of [
      '',
      'merhaba',
      '{}',
      '[{"to":{},"event":{"type":"bilinmeyen"}}]',
      '[{"event":{"type":"chat.unread","unreadCount":-1},"to":{}}]',
    ]) {
      expect(decodeBatch(payload), payload).toBeNull();
    }
  });
});

describe('notices between instances', () => {
  it('reads a session revocation and an access change, and nothing else', () => {
    const revoked = { type: 'session.revoked', userId: 'u1', exceptTokenHash: 'h1' };
    expect(decodeNotice(JSON.stringify(revoked))).toEqual(revoked);
    expect(decodeNotice('{"type":"access.changed","userId":"u2"}')).toEqual({ type: 'access.changed', userId: 'u2' });
    for (const payload of ['{}', '{"type":"session.revoked"}', '{"type":"bilinmeyen","userId":"u"}', '{bozuk']) {
      expect(decodeNotice(payload), payload).toBeNull();
    }
  });
});

describe('the bus in a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('ignores a malformed notification on its channel and keeps delivering', async () => {
    const url = await listenForSockets(t.app);
    const { token } = await asParticipant(t.app, t.db);
    const socket = await signedInSocket(url, token);
    try {
      await t.database.notify(REALTIME_CHANNEL, '{"bozuk": ');
      const sent = await sendThroughApi(t.app, token, { text: 'Hâlâ çalışıyor' });
      expect((await socket.next('chat.message.created')).message.id).toBe(sent.id);
    } finally {
      await socket.close();
    }
  });
});

describe('allowed origins', () => {
  it('accepts the host the request addressed, configured origins and clients without Origin', () => {
    expect(isAllowedOrigin(undefined, 'uyku.example.org', [])).toBe(true);
    expect(isAllowedOrigin('https://uyku.example.org', 'uyku.example.org', [])).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:5173', [])).toBe(true);
    expect(isAllowedOrigin('https://panel.example.org', 'uyku.example.org', ['https://panel.example.org/'])).toBe(true);
  });

  it('refuses other sites, opaque and non-web origins', () => {
    expect(isAllowedOrigin('https://evil.example', 'uyku.example.org', ['https://panel.example.org'])).toBe(false);
    expect(isAllowedOrigin('https://uyku.example.org.evil.example', 'uyku.example.org', [])).toBe(false);
    expect(isAllowedOrigin('null', 'uyku.example.org', [])).toBe(false);
    expect(isAllowedOrigin('file:///tmp/x.html', 'uyku.example.org', [])).toBe(false);
    expect(isAllowedOrigin('chrome-extension://abc', 'uyku.example.org', ['chrome-extension://abc'])).toBe(false);
  });
});
