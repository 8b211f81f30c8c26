import { z } from 'zod';
import { optionalTextField } from '../text.js';

/**
 * Video support (docs/product.md, "Video"): a participant
 * asks for a call, an admin joins ('Katıl') or rejects ('Reddet') it, and the two meet in a 1:1
 * WebRTC room whose signalling travels over the realtime socket (decision 003).
 */

export const VIDEO_CALL_STATUSES = ['waiting', 'accepted', 'rejected'] as const;
export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];

/** Room ids are this prefix, the participant's id and a timestamp. */
export const VIDEO_ROOM_PREFIX = 'uyku-destek-';
/** An accepted request is removed this long after the admin joined. */
export const VIDEO_ACCEPTED_REMOVAL_MS = 10_000;
/** A rejected request is removed this long after the admin rejected it. */
export const VIDEO_REJECTED_REMOVAL_MS = 2_000;
/**
 * How long a request waits for an admin before it expires, by default (a study setting,
 * `video_wait_minutes`, docs/product.md "Video"): the participant is then offered to leave a
 * message, and the request leaves the admins' list and can no longer be joined.
 */
export const VIDEO_WAIT_MINUTES_DEFAULT = 5;
export const VIDEO_WAIT_MINUTES_MIN = 1;
export const VIDEO_WAIT_MINUTES_MAX = 60;
/** A room nobody hung up (a browser that crashed) is closed by the server after this long. */
export const VIDEO_ROOM_MAX_MS = 4 * 60 * 60 * 1000;
/** Session descriptions are a few kilobytes; the socket's own limit is 64 KiB. */
export const VIDEO_SDP_MAX_LENGTH = 32_000;

export function videoRoomId(userId: string, timestamp: number): string {
  return `${VIDEO_ROOM_PREFIX}${userId}-${timestamp}`;
}

/** Whether a room id is one of this participant's, as videoRoomId builds it. */
export function isRoomOf(roomId: string, userId: string): boolean {
  const own = `${VIDEO_ROOM_PREFIX}${userId}-`;
  return roomId.startsWith(own) && /^\d{1,16}$/.test(roomId.slice(own.length));
}

export const VIDEO_MSG = {
  requested: 'Görüntülü görüşme talebi oluşturuldu',
  accepted: 'Görüntülü görüşmeye katıldınız',
  rejected: 'Görüntülü görüşme talebi reddedildi',
  cancelled: 'Görüntülü görüşme talebi iptal edildi',
  userIdInvalid: 'Geçersiz kullanıcı kimliği',
  roomIdInvalid: 'Geçersiz görüşme odası',
  onlyOwnRequest: 'Yalnızca kendiniz için görüntülü görüşme talebi oluşturabilirsiniz',
  adminsDoNotRequest: 'Uzmanlar görüntülü görüşme talebi oluşturamaz',
  notFound: 'Görüntülü görüşme talebi bulunamadı',
  notWaiting: 'Bu görüntülü görüşme talebi artık beklemede değil',
  expired: 'Bu görüntülü görüşme talebinin süresi doldu',
  roomForbidden: 'Bu görüşme odasına erişiminiz yok',
} as const;

export const videoCallSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  roomId: z.string(),
  status: z.enum(VIDEO_CALL_STATUSES),
  /** ISO 8601 instant the participant asked. */
  createdAt: z.string(),
  /** When a waiting request expires unanswered (createdAt + the study's video wait). */
  expiresAt: z.string(),
});
export type VideoCall = z.infer<typeof videoCallSchema>;

const roomIdField = z
  .string({ error: VIDEO_MSG.roomIdInvalid })
  .min(1, { error: VIDEO_MSG.roomIdInvalid })
  .max(120, { error: VIDEO_MSG.roomIdInvalid })
  .regex(/^[a-z0-9-]+$/, { error: VIDEO_MSG.roomIdInvalid });

/**
 * `POST /chat/video-call-request` as the original client sends it: `userId`, `userName`, `roomId`.
 * The server keeps the account's own name. The room id's exact shape is left to the client
 * ("a support prefix, the user ID and a timestamp"), so any text is accepted here; the server keeps
 * it only when it is one it would build for the caller, and builds its own otherwise.
 */
export const videoCallRequestSchema = z.object({
  userId: z.uuid({ error: VIDEO_MSG.userIdInvalid }),
  userName: optionalTextField({ max: 200, tooLongMessage: 'Ad en fazla 200 karakter olabilir' }),
  roomId: z.union([z.string(), z.null()], { error: VIDEO_MSG.roomIdInvalid }).optional(),
});
export type VideoCallRequest = z.input<typeof videoCallRequestSchema>;

export const videoCallResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  videoCall: videoCallSchema,
});
export type VideoCallResponse = z.infer<typeof videoCallResponseSchema>;

/** `GET /video/calls`: the waiting requests, newest first (admins). */
export const videoCallsResponseSchema = z.object({ success: z.literal(true), videoCalls: z.array(videoCallSchema) });
export type VideoCallsResponse = z.infer<typeof videoCallsResponseSchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** `GET /video/config`: how the room connects — the built-in room's ICE servers, or a Jitsi domain. */
export const videoConfigResponseSchema = z.object({
  success: z.literal(true),
  iceServers: z.array(iceServerSchema),
  jitsiDomain: z.string().nullable(),
});
export type VideoConfigResponse = z.infer<typeof videoConfigResponseSchema>;

// ── signalling over the realtime socket ────────────────────────────────────────────────────────

const sdpField = z.string().min(1).max(VIDEO_SDP_MAX_LENGTH);
export const iceCandidateSchema = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export type IceCandidate = z.infer<typeof iceCandidateSchema>;

/**
 * The WebRTC signalling messages. A client sends them with the room id; the server relays them,
 * unchanged, only between the request's participant and the admin who accepted it.
 */
export const videoSignalSchemas = [
  z.object({ type: z.literal('video.offer'), roomId: roomIdField, sdp: sdpField }),
  z.object({ type: z.literal('video.answer'), roomId: roomIdField, sdp: sdpField }),
  z.object({ type: z.literal('video.ice'), roomId: roomIdField, candidate: iceCandidateSchema }),
  z.object({ type: z.literal('video.hangup'), roomId: roomIdField }),
] as const;
export type VideoSignal = z.infer<(typeof videoSignalSchemas)[number]>;

/** Call request changes pushed to the participant concerned and to the admins. */
export const videoCallEventSchemas = [
  z.object({ type: z.literal('video.call.created'), call: videoCallSchema }),
  z.object({ type: z.literal('video.call.updated'), call: videoCallSchema }),
  /** `reason: 'expired'`: nobody answered within the study's video wait (the participant is offered a message). */
  z.object({ type: z.literal('video.call.deleted'), callId: z.string(), userId: z.string(), reason: z.enum(['expired']).optional() }),
] as const;
