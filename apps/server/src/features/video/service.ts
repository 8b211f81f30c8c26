import { and, desc, eq, lte, or } from 'drizzle-orm';
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
import { conflict, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { RealtimePublisher } from '../../realtime/plugin.js';
import * as events from './events.js';
import { presentVideoCall } from './presenters.js';

/**
 * Video call requests (docs/product.md, "Video"): created waiting by a participant; an admin
 * accepts (and a room opens for the two of them) or rejects; the server removes the request
 * 10 s after acceptance and 2 s after rejection, counted from the stored decision time.
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
  const call = presentVideoCall(row);
  await ctx.realtime.publish([...replaced.map(events.callDeleted), events.callCreated(call)]);
  return call;
}

/** What admins see: waiting requests only, newest first. */
export async function listWaiting(db: Database): Promise<VideoCall[]> {
  const rows = await db
    .select()
    .from(videoCalls)
    .where(eq(videoCalls.status, 'waiting'))
    .orderBy(desc(videoCalls.createdAt), desc(videoCalls.id));
  return rows.map(presentVideoCall);
}

async function decide(ctx: VideoContext, callId: string, status: 'accepted' | 'rejected') {
  const [row] = await ctx.db
    .update(videoCalls)
    .set({ status, decidedAt: ctx.now() })
    .where(and(eq(videoCalls.id, callId), eq(videoCalls.status, 'waiting')))
    .returning();
  if (row) return row;
  const [existing] = await ctx.db.select({ id: videoCalls.id }).from(videoCalls).where(eq(videoCalls.id, callId)).limit(1);
  // Another admin was quicker, or the participant hung up.
  throw existing ? conflict(VIDEO_MSG.notWaiting) : notFound(VIDEO_MSG.notFound);
}

/** An admin joins: the request becomes accepted and the room opens for this admin and the participant. */
export async function acceptCall(ctx: VideoContext, actor: AuthUser, callId: string): Promise<VideoCall> {
  const row = await decide(ctx, callId, 'accepted');
  await ctx.db
    .insert(videoRooms)
    .values({ roomId: row.roomId, participantId: row.userId, adminId: actor.id, startedAt: ctx.now() })
    .onConflictDoNothing();
  const call = presentVideoCall(row);
  await ctx.realtime.publish([events.callUpdated(call)]);
  return call;
}

export async function rejectCall(ctx: VideoContext, callId: string): Promise<VideoCall> {
  const call = presentVideoCall(await decide(ctx, callId, 'rejected'));
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
 * Removes decided requests whose time is up, and rooms nobody hung up within VIDEO_ROOM_MAX_MS.
 * Runs on an interval and at start, from stored times, so a restart loses no removal.
 */
export async function sweepVideoCalls(ctx: VideoContext): Promise<number> {
  const now = ctx.now().getTime();
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
    ...removed.map(events.callDeleted),
    ...closed.flatMap((room) => [events.roomClosed(room.roomId, room.participantId), events.roomClosed(room.roomId, room.adminId)]),
  ];
  if (deliveries.length > 0) await ctx.realtime.publish(deliveries);
  return removed.length;
}
