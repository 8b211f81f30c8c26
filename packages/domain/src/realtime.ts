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

/** WebSocket close codes the server uses (4000–4999 are the application's own range). */
export const REALTIME_CLOSE_CODES = {
  /** The first message was not a well-formed `auth`. */
  badMessage: 4400,
  /** The token is unknown or expired, or the session ended while the socket was open. */
  unauthenticated: 4401,
  /** The account may not use the socket (not approved, or a password change is pending). */
  forbidden: 4403,
  /** No `auth` within REALTIME_AUTH_TIMEOUT_MS. */
  authTimeout: 4408,
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
 * Everything that travels between server instances and out to sockets. The video issue appends
 * call events (created/updated/deleted) and WebRTC signalling (offer, answer, ICE candidate, hang-up).
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [...chatEventSchemas, ...videoCallEventSchemas, ...videoSignalSchemas]);
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
} as const;
