import { z } from 'zod';
import { chatMessageSchema } from './api/chat.js';
import { videoCallEventSchemas, videoSignalSchemas } from './api/video.js';

/**
 * The messages of the realtime socket (realtime.ts; design "Realtime events"), in both directions.
 * A module of schemas only: what imports the socket's constants builds none of these
 * (docs/decisions/041-schemas-apart-from-constants.md).
 */

// ── client → server ────────────────────────────────────────────────────────────────────────────
// The video call's signalling (offer, answer, ICE candidate, hang-up) travels this way too.

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
 * Everything that travels between server instances and out to sockets: chat events, video call
 * events (created/updated/deleted), WebRTC signalling (offer, answer, ICE candidate, hang-up) and
 * the admins' waiting-list cue.
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
  z.object({
    type: z.literal('ready'),
    userId: z.string(),
    isAdmin: z.boolean(),
    /**
     * The reader's unread count as the socket opened (the bell's figure): the client need not ask
     * for it again after each (re)connection. Absent when it could not be read; the client asks then.
     */
    unreadCount: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type RealtimeControl = z.infer<typeof realtimeControlSchema>;

export const realtimeServerMessageSchema = z.union([realtimeEventSchema, realtimeControlSchema]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
