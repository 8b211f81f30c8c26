import { and, count, desc, eq, gt, lte, or } from 'drizzle-orm';
import {
  VIDEO_ACCEPTED_REMOVAL_MS,
  VIDEO_MSG,
  VIDEO_REJECTED_REMOVAL_MS,
  VIDEO_ROOM_MAX_MS,
  isRoomOf,
  videoRoomId,
  type VideoCall,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { videoCalls, videoRooms } from '../../db/schema/index.js';
import { videoWaitMinutes } from '../../core/study/settings.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { RealtimePublisher } from '../../realtime/plugin.js';
import * as events from './events.js';
import { presentVideoCall } from './presenters.js';

/**
 * Video call requests (docs/product.md, "Video"): created waiting by a participant; an admin
 * accepts (and a room opens for the two of them) or rejects; the server removes the request
 * 10 s after acceptance and 2 s after rejection, counted from the stored decision time. A request
 * nobody answered within the study's video wait (`video_wait_minutes`) expires: it is no longer
 * listed nor counted as waiting, cannot be joined, and is removed with a `reason: 'expired'`.
 */
export interface VideoContext {
  db: Database;
  realtime: RealtimePublisher;
  /** The time source of decisions and removals; tests control it. */
  now: () => Date;
}

/** A participant asks for a call for themselves; a waiting request of theirs it replaces. */
export async function requestCall(
  ctx: VideoContext,
  actor: AuthUser,
  input: { userId: string; roomId?: string | null | undefined },
): Promise<VideoCall> {
  // Admins are the expert: they join calls, they do not ask for them (decision 005: not their route).
  if (actor.isAdmin) throw forbidden(VIDEO_MSG.adminsDoNotRequest);
  if (input.userId !== actor.id) throw conflict(VIDEO_MSG.onlyOwnRequest);
  const now = ctx.now();
  // A client's own room id (another prefix, say) is not refused but replaced: the room is always
  // derived from the caller's id, so nobody can place a request in someone else's room.
  const roomId = input.roomId && isRoomOf(input.roomId, actor.id) ? input.roomId : videoRoomId(actor.id, now.getTime());

  const replaced = await ctx.db
    .delete(videoCalls)
    .where(and(eq(videoCalls.userId, actor.id), eq(videoCalls.status, 'waiting')))
    .returning({ id: videoCalls.id, userId: videoCalls.userId });
  let row;
  try {
    [row] = await ctx.db
      .insert(videoCalls)
      .values({ userId: actor.id, userName: actor.name, roomId, status: 'waiting', createdAt: now })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(VIDEO_MSG.notWaiting);
    throw error;
  }
  if (!row) throw new Error('video call insert returned nothing');
  const call = presentVideoCall(row, await videoWaitMinutes(ctx.db));
  await ctx.realtime.publish([...replaced.map(events.callDeleted), events.callCreated(call)]);
  return call;
}

/** The study's video wait, and the creation time before which a waiting request has expired. */
async function expiry(ctx: VideoContext): Promise<{ minutes: number; cutoff: Date }> {
  const minutes = await videoWaitMinutes(ctx.db);
  return { minutes, cutoff: new Date(ctx.now().getTime() - minutes * 60_000) };
}

/** Waiting and not expired, whether or not the sweep has removed the expired ones yet. */
const stillWaiting = (cutoff: Date) => and(eq(videoCalls.status, 'waiting'), gt(videoCalls.createdAt, cutoff));

/** What admins see: waiting requests that have not expired, newest first. */
export async function listWaiting(ctx: VideoContext): Promise<VideoCall[]> {
  const { minutes, cutoff } = await expiry(ctx);
  const rows = await ctx.db
    .select()
    .from(videoCalls)
    .where(stillWaiting(cutoff))
    .orderBy(desc(videoCalls.createdAt), desc(videoCalls.id));
  return rows.map((row) => presentVideoCall(row, minutes));
}

/** How many requests wait for an admin (docs/product.md, "What waits"). */
export async function countWaiting(ctx: VideoContext): Promise<number> {
  const { cutoff } = await expiry(ctx);
  const [row] = await ctx.db.select({ total: count() }).from(videoCalls).where(stillWaiting(cutoff));
  return row?.total ?? 0;
}

async function decide(ctx: VideoContext, callId: string, status: 'accepted' | 'rejected') {
  const { minutes, cutoff } = await expiry(ctx);
  const [row] = await ctx.db
    .update(videoCalls)
    .set({ status, decidedAt: ctx.now() })
    .where(and(eq(videoCalls.id, callId), stillWaiting(cutoff)))
    .returning();
  if (row) return presentVideoCall(row, minutes);
  const [existing] = await ctx.db
    .select({ status: videoCalls.status })
    .from(videoCalls)
    .where(eq(videoCalls.id, callId))
    .limit(1);
  if (!existing) throw notFound(VIDEO_MSG.notFound);
  // Nobody answered in time (the sweep removes it within a second), another admin was quicker, or
  // the participant hung up.
  throw conflict(existing.status === 'waiting' ? VIDEO_MSG.expired : VIDEO_MSG.notWaiting);
}

/** An admin joins: the request becomes accepted and the room opens for this admin and the participant. */
export async function acceptCall(ctx: VideoContext, actor: AuthUser, callId: string): Promise<VideoCall> {
  const call = await decide(ctx, callId, 'accepted');
  await ctx.db
    .insert(videoRooms)
    .values({ roomId: call.roomId, participantId: call.userId, adminId: actor.id, startedAt: ctx.now() })
    .onConflictDoNothing();
  await ctx.realtime.publish([events.callUpdated(call)]);
  return call;
}

export async function rejectCall(ctx: VideoContext, callId: string): Promise<VideoCall> {
  const call = await decide(ctx, callId, 'rejected');
  await ctx.realtime.publish([events.callUpdated(call)]);
  return call;
}

/** A participant withdraws their own waiting request (hanging up before anyone joined). */
export async function cancelCall(
  ctx: VideoContext,
  participantId: string,
  where: { id: string } | { roomId: string },
): Promise<boolean> {
  const deleted = await ctx.db
    .delete(videoCalls)
    .where(
      and(
        'id' in where ? eq(videoCalls.id, where.id) : eq(videoCalls.roomId, where.roomId),
        eq(videoCalls.userId, participantId),
        eq(videoCalls.status, 'waiting'),
      ),
    )
    .returning({ id: videoCalls.id, userId: videoCalls.userId });
  if (deleted.length > 0) await ctx.realtime.publish(deleted.map(events.callDeleted));
  return deleted.length > 0;
}

/**
 * Removes decided requests whose time is up, waiting ones nobody answered within the study's video
 * wait, and rooms nobody hung up within VIDEO_ROOM_MAX_MS. Runs on an interval and at start, from
 * stored times, so a restart loses no removal.
 */
export async function sweepVideoCalls(ctx: VideoContext): Promise<number> {
  const now = ctx.now().getTime();
  const { cutoff } = await expiry(ctx);
  const expired = await ctx.db
    .delete(videoCalls)
    .where(and(eq(videoCalls.status, 'waiting'), lte(videoCalls.createdAt, cutoff)))
    .returning({ id: videoCalls.id, userId: videoCalls.userId });
  const removed = await ctx.db
    .delete(videoCalls)
    .where(
      or(
        and(eq(videoCalls.status, 'accepted'), lte(videoCalls.decidedAt, new Date(now - VIDEO_ACCEPTED_REMOVAL_MS))),
        and(eq(videoCalls.status, 'rejected'), lte(videoCalls.decidedAt, new Date(now - VIDEO_REJECTED_REMOVAL_MS))),
      ),
    )
    .returning({ id: videoCalls.id, userId: videoCalls.userId });
  const closed = await ctx.db
    .delete(videoRooms)
    .where(lte(videoRooms.startedAt, new Date(now - VIDEO_ROOM_MAX_MS)))
    .returning();
  const deliveries = [
    ...expired.map(events.callExpired),
    ...removed.map(events.callDeleted),
    ...closed.flatMap((room) => [events.roomClosed(room.roomId, room.participantId), events.roomClosed(room.roomId, room.adminId)]),
  ];
  if (deliveries.length > 0) await ctx.realtime.publish(deliveries);
  return removed.length + expired.length;
}
