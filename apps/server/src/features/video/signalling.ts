import { eq } from 'drizzle-orm';
import { VIDEO_MSG, isRoomOf, type VideoSignal } from '@uyku/domain';
import { videoRooms } from '../../db/schema/index.js';
import { MAX_NOTIFY_BYTES, type Delivery } from '../../realtime/bus.js';
import type { ClientMessageSender } from '../../realtime/plugin.js';
import { cancelCall, type VideoContext } from './service.js';

/**
 * WebRTC signalling (decision 003): offers, answers, ICE candidates and hang-ups are relayed,
 * unchanged, only between a room's participant and the admin who accepted the call. Anybody
 * else — another participant, another admin — is refused and learns nothing about the room.
 */
export async function relaySignal(ctx: VideoContext, sender: ClientMessageSender, signal: VideoSignal): Promise<void> {
  const [room] = await ctx.db.select().from(videoRooms).where(eq(videoRooms.roomId, signal.roomId)).limit(1);
  const peer =
    room?.participantId === sender.userId ? room.adminId : room?.adminId === sender.userId ? room.participantId : null;

  if (!room || !peer) {
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
