import type { VideoCall } from '@uyku/domain';
import type { Delivery } from '../../realtime/bus.js';

/** A call request's changes go to its participant and to the admins (design "Realtime events"). */
const concerned = (userId: string) => ({ userId, admins: true });

export const callCreated = (call: VideoCall): Delivery => ({ to: concerned(call.userId), event: { type: 'video.call.created', call } });

export const callUpdated = (call: VideoCall): Delivery => ({ to: concerned(call.userId), event: { type: 'video.call.updated', call } });

export const callDeleted = (call: { id: string; userId: string }): Delivery => ({
  to: concerned(call.userId),
  event: { type: 'video.call.deleted', callId: call.id, userId: call.userId },
});

/** Nobody answered within the study's video wait: the participant is offered to leave a message. */
export const callExpired = (call: { id: string; userId: string }): Delivery => ({
  to: concerned(call.userId),
  event: { type: 'video.call.deleted', callId: call.id, userId: call.userId, reason: 'expired' },
});

/** The room ended without a hang-up from this side (the server closed it): tell this user. */
export const roomClosed = (roomId: string, userId: string): Delivery => ({ to: { userId }, event: { type: 'video.hangup', roomId } });
