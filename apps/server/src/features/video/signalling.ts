import { eq } from 'drizzle-orm';
import { VIDEO_MSG, isRoomOf, type VideoSignal } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { videoRooms } from '../../db/schema/index.js';
import { MAX_NOTIFY_BYTES, type Delivery } from '../../realtime/bus.js';
import type { ClientMessageSender } from '../../realtime/plugin.js';
import type { RoomMembers, RoomMembership } from './room-membership.js';
import { cancelCall, type VideoContext } from './service.js';

export interface SignalContext extends VideoContext {
  /** This process's memory of who may signal where (room-membership.ts). */
  rooms: RoomMembership;
}

/** The database's answer for `RoomMembership`: the room's two members, or null when there is no such room. */
export async function readRoomMembers(db: Database, roomId: string): Promise<RoomMembers | null> {
  const [room] = await db
    .select({ participantId: videoRooms.participantId, adminId: videoRooms.adminId })
    .from(videoRooms)
    .where(eq(videoRooms.roomId, roomId))
    .limit(1);
  return room ?? null;
}

/**
 * WebRTC signalling (decision 003): offers, answers, ICE candidates and hang-ups are relayed,
 * unchanged, only between a room's participant and the admin who accepted the call. Anybody
 * else — another participant, another admin — is refused and learns nothing about the room.
 */
export async function relaySignal(ctx: SignalContext, sender: ClientMessageSender, signal: VideoSignal): Promise<void> {
  // A room's id carries its participant's id (requestCall builds or checks it), so a participant's
  // message for any other room is refused without asking anyone; an admin may be in any room.
  const mayBeIn = sender.isAdmin || isRoomOf(signal.roomId, sender.userId);
  const peer = mayBeIn ? await ctx.rooms.peerOf(signal.roomId, sender.userId) : null;

  if (!peer) {
    // Hanging up before anyone joined withdraws the participant's own waiting request.
    if (signal.type === 'video.hangup' && !sender.isAdmin && isRoomOf(signal.roomId, sender.userId)) {
      await cancelCall(ctx, sender.userId, { roomId: signal.roomId });
      return;
    }
    sender.reply({ type: 'error', code: 'VIDEO_FORBIDDEN', message: VIDEO_MSG.roomForbidden });
    return;
  }

  if (signal.type === 'video.hangup') await ctx.db.delete(videoRooms).where(eq(videoRooms.roomId, signal.roomId));
  await relay(ctx, { to: { userId: peer }, event: signal });
}

/**
 * Through the bus to every instance when it fits in a NOTIFY payload; a larger session description
 * (rare) goes to this instance's sockets only, which is every socket on a single instance.
 */
async function relay(ctx: VideoContext, delivery: Delivery): Promise<void> {
  if (Buffer.byteLength(JSON.stringify([delivery]), 'utf8') < MAX_NOTIFY_BYTES) await ctx.realtime.publish([delivery]);
  else ctx.realtime.deliverLocal(delivery);
}
