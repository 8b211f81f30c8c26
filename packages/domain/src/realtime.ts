import { z } from 'zod';
import { chatMessageSchema } from './api/chat.js';
import { videoCallEventSchemas, videoSignalSchemas } from './api/video.js';

/**
 * The realtime socket (`/api/realtime`, design "Realtime events"): one WebSocket per signed-in tab.
 * The first client message must be `auth` with the bearer token, within REALTIME_AUTH_TIMEOUT_MS;
 * the server answers `ready` and from then on pushes the events this user may see.
 */
export const REALTIME_PATH = '/api/realtime';
export const REALTIME_AUTH_TIMEOUT_MS = 5_000;
/** Client messages are small; the largest to come is a WebRTC session description. */
export const REALTIME_MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

/**
 * Messages one socket may send: a token bucket of REALTIME_MESSAGE_BURST that refills at
 * REALTIME_MESSAGES_PER_SECOND; what arrives while it is empty is dropped unanswered. A call's
 * signalling is one offer, one answer, a hang-up and the ICE candidates each side trickles, one per
 * local address, protocol and STUN/TURN server: a few dozen per call, nearly all within its first
 * second, and a similar set again if the connection restarts. A tab that was offline sends what it
 * queued at once when it signs in again. A burst of 50 carries a whole call's candidates at once,
 * 20 a second any restart after it (the client's ping every 25 s is nothing beside that), while a
 * flood is cut to 20 messages a second per socket.
 */
export const REALTIME_MESSAGE_BURST = 50;
export const REALTIME_MESSAGES_PER_SECOND = 20;
/**
 * A socket that goes on sending while its bucket is empty is not a client in a hurry: after this
 * many dropped messages without a pause long enough to refill the bucket, it is closed.
 */
export const REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE = 50;
/** Signed-in sockets of one account on one server instance: one per tab, and nobody needs 20 tabs. */
export const REALTIME_MAX_SOCKETS_PER_ACCOUNT = 20;

/** WebSocket close codes the server uses (4000–4999 are the application's own range). */
export const REALTIME_CLOSE_CODES = {
  /** The client went on sending faster than REALTIME_MESSAGES_PER_SECOND (WebSocket "Policy Violation"). */
  policyViolation: 1008,
  /** The first message was not a well-formed `auth`. */
  badMessage: 4400,
  /** The token is unknown or expired, or the session ended while the socket was open. */
  unauthenticated: 4401,
  /**
   * The account may not use the socket, at sign-in or when a re-check finds it changed: not
   * approved, a password change pending, or the legal texts in force not accepted.
   */
  forbidden: 4403,
  /** No `auth` within REALTIME_AUTH_TIMEOUT_MS. */
  authTimeout: 4408,
  /** The account already holds REALTIME_MAX_SOCKETS_PER_ACCOUNT sockets on this server. */
  tooManySockets: 4429,
} as const;

// ── client → server ────────────────────────────────────────────────────────────────────────────
// The video issue adds its signalling messages (offer, answer, ICE candidate, hang-up) here.

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('ping') }),
  ...videoSignalSchemas,
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

// ── server → client ────────────────────────────────────────────────────────────────────────────

/** Events published on the cross-instance bus; each goes to the conversation's participant and/or admins. */
export const chatEventSchemas = [
  z.object({ type: z.literal('chat.message.created'), message: chatMessageSchema }),
  z.object({ type: z.literal('chat.message.deleted'), messageId: z.string(), userId: z.string() }),
  z.object({ type: z.literal('chat.conversation.deleted'), userId: z.string() }),
  /** The receiving user's own unread count (a participant's, or the admins' shared one). */
  z.object({ type: z.literal('chat.unread'), unreadCount: z.number().int().min(0) }),
  /** Something changed in this conversation that did not fit an event: read it again. */
  z.object({ type: z.literal('chat.resync'), userId: z.string() }),
] as const;

/**
 * Sent to admins when one of the waiting counts may have changed (a registration, an approval, a
 * reset request or decision, an acknowledged alert): read `GET /api/admin/waiting` again. Video
 * call events say the same for the video count.
 */
export const adminEventSchemas = [z.object({ type: z.literal('admin.waiting') })] as const;

/**
 * Everything that travels between server instances and out to sockets. The video issue appends
 * call events (created/updated/deleted) and WebRTC signalling (offer, answer, ICE candidate, hang-up).
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  ...chatEventSchemas,
  ...videoCallEventSchemas,
  ...videoSignalSchemas,
  ...adminEventSchemas,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Messages about the connection itself, sent only by the instance holding the socket. */
export const realtimeControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string(), isAdmin: z.boolean() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type RealtimeControl = z.infer<typeof realtimeControlSchema>;

export const realtimeServerMessageSchema = z.union([realtimeEventSchema, realtimeControlSchema]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

export const REALTIME_MSG = {
  authTimeout: 'Bağlantı doğrulanamadı: süre doldu',
  badMessage: 'Geçersiz bağlantı mesajı',
  rateLimited: 'Çok hızlı mesaj gönderiliyor; fazlası işlenmedi. Lütfen biraz yavaşlayın.',
  floodClosed: 'Çok fazla mesaj gönderildiği için bağlantı kapatıldı.',
  tooManySockets: 'Bu hesapla açık bağlantı sayısı sınıra ulaştı. Lütfen kullanmadığınız sekmeleri kapatıp tekrar deneyin.',
} as const;
