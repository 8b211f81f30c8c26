import { and, desc, eq } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT, CHAT_MSG, type ChatMessage } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { RealtimePublisher } from '../../realtime/plugin.js';
import * as events from './events.js';
import { presentMessage } from './presenters.js';
import { EXPERT_TOTAL } from './unread-cache.js';
import {
  currentUnread,
  markAllReadFor,
  markConversationReadFor,
  recipientKey,
  unreadCountFor,
  unreadKeyOf,
  type UnreadSource,
} from './unread.js';

/**
 * Support chat rules. A conversation belongs to one participant; the expert is any admin.
 * A participant reaches only their own conversation: another one answers 404, as if it did not
 * exist. An admin names the conversation by its participant's id.
 */
export interface ChatContext extends UnreadSource {
  realtime: RealtimePublisher;
}

interface Participant {
  id: string;
  name: string;
}

async function findParticipant(db: Database, userId: string): Promise<Participant | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isAdmin, false)))
    .limit(1);
  return row ?? null;
}

/** The conversation the actor asks for, or the reason they may not have it. */
export async function conversationFor(db: Database, actor: AuthUser, requestedUserId?: string): Promise<Participant> {
  if (!actor.isAdmin) {
    if (requestedUserId !== undefined && requestedUserId !== actor.id) throw notFound(CHAT_MSG.conversationNotFound);
    return { id: actor.id, name: actor.name };
  }
  if (requestedUserId === undefined) throw badRequest(CHAT_MSG.userRequired);
  const participant = await findParticipant(db, requestedUserId);
  if (!participant) throw notFound(CHAT_MSG.conversationNotFound);
  return participant;
}

/** Oldest first; a very long conversation shows its latest CHAT_HISTORY_LIMIT messages. */
export async function listMessages(db: Database, actor: AuthUser, requestedUserId?: string): Promise<ChatMessage[]> {
  const participant = await conversationFor(db, actor, requestedUserId);
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.userId, participant.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map((row) => presentMessage(row, participant.name));
}

/** A participant writes as 'user' into their own conversation; an admin as 'expert' into a participant's. */
export async function sendMessage(
  ctx: ChatContext,
  actor: AuthUser,
  input: { text: string; userId?: string | undefined },
): Promise<ChatMessage> {
  const participant = await conversationFor(ctx.db, actor, input.userId);
  const sender = actor.isAdmin ? 'expert' : 'user';
  // A new message is unread: one more for its recipient.
  const [row] = await ctx.unread.cache.change(
    [recipientKey(participant.id, sender)],
    () => ctx.db.insert(messages).values({ userId: participant.id, sender, authorId: actor.id, text: input.text }).returning(),
    (rows) => rows.length,
  );
  if (!row) throw new Error('message insert returned nothing');
  const message = presentMessage(row, participant.name);
  // The message goes out while its recipient's count is read; the count follows it on the bus.
  const [, unread] = await Promise.all([
    ctx.realtime.publish([events.messageCreated(message)]),
    events.unreadOfRecipient(ctx, message.userId, message.sender),
  ]);
  await ctx.realtime.publish([unread]);
  return message;
}

/** A participant deletes only their own lines (not the expert's); an admin any message. */
export async function deleteMessage(ctx: ChatContext, actor: AuthUser, messageId: string): Promise<void> {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!row || (!actor.isAdmin && row.userId !== actor.id)) throw notFound(CHAT_MSG.messageNotFound);
  // 409, not 403: the route is the participant's, only this row is not (decision 005).
  if (!actor.isAdmin && row.sender !== 'user') throw conflict(CHAT_MSG.onlyOwnMessages);
  // Whether it was still unread is read from the deleted row itself: it may have been read since.
  const deleted = await ctx.unread.cache.change(
    [recipientKey(row.userId, row.sender)],
    () => ctx.db.delete(messages).where(eq(messages.id, messageId)).returning({ readAt: messages.readAt }),
    (rows) => -rows.filter((gone) => gone.readAt === null).length,
  );
  // Deleted meanwhile by someone else: the outcome the caller wanted, and the event went out then.
  if (deleted.length === 0) return;
  await ctx.realtime.publish(await events.messageDeleted(ctx, row));
}

export async function markAllRead(ctx: ChatContext, actor: AuthUser): Promise<void> {
  await markAllReadFor(ctx, actor);
  await ctx.realtime.publish(
    actor.isAdmin ? events.readByExpert(await currentUnread(ctx, EXPERT_TOTAL)) : events.readByParticipant(actor.id),
  );
}

/**
 * Viewing a conversation marks what the viewer received in it as read; the viewer's badge (and,
 * for an admin, every admin's) follows through the socket. Returns the viewer's unread count.
 */
export async function markConversationRead(ctx: ChatContext, actor: AuthUser, requestedUserId?: string): Promise<number> {
  const participant = await conversationFor(ctx.db, actor, requestedUserId);
  const marked = await markConversationReadFor(ctx, actor, participant.id);
  if (marked === 0) return unreadCountFor(ctx, actor);
  const unreadCount = await currentUnread(ctx, unreadKeyOf(actor));
  await ctx.realtime.publish(actor.isAdmin ? events.readByExpert(unreadCount) : events.readByParticipant(actor.id));
  return unreadCount;
}

/** The original notification call: 'admin' addresses the expert, a user id the participant. */
export function legacyTarget(actor: AuthUser, receiverId: string): string | undefined {
  if (receiverId === 'admin') {
    // The expert writing "to the admin" has no conversation to write into.
    if (actor.isAdmin) throw badRequest(CHAT_MSG.receiverInvalid);
    return undefined;
  }
  return receiverId;
}
