import type { ChatMessage, ChatSender } from '@uyku/domain';
import type { Delivery } from '../../realtime/bus.js';
import { EXPERT_TOTAL } from './unread-cache.js';
import { currentUnread, recipientKey, type UnreadSource } from './unread.js';

/**
 * The realtime events of each chat change. A conversation's events go to its participant and to
 * the admins; an unread count goes only to the side it counts for. Every change that can move a
 * count sends that count's `chat.unread`: on the other instances it is what makes their cached
 * count be read again (realtime/plugin.ts).
 */

const conversation = (userId: string) => ({ userId, admins: true });

/** The unread count of the side that receives messages from `sender`. */
export async function unreadOfRecipient(source: UnreadSource, userId: string, sender: ChatSender): Promise<Delivery> {
  const unreadCount = await currentUnread(source, recipientKey(userId, sender));
  return { to: sender === 'user' ? { admins: true } : { userId }, event: { type: 'chat.unread', unreadCount } };
}

/** A new message; its recipient's count is `unreadOfRecipient`'s, sent after it. */
export function messageCreated(message: ChatMessage): Delivery {
  return { to: conversation(message.userId), event: { type: 'chat.message.created', message } };
}

export async function messageDeleted(
  source: UnreadSource,
  deleted: { id: string; userId: string; sender: ChatSender },
): Promise<Delivery[]> {
  return [
    { to: conversation(deleted.userId), event: { type: 'chat.message.deleted', messageId: deleted.id, userId: deleted.userId } },
    await unreadOfRecipient(source, deleted.userId, deleted.sender),
  ];
}

export async function conversationDeleted(source: UnreadSource, userId: string): Promise<Delivery[]> {
  return [
    { to: conversation(userId), event: { type: 'chat.conversation.deleted', userId } },
    { to: { userId }, event: { type: 'chat.unread', unreadCount: 0 } },
    { to: { admins: true }, event: { type: 'chat.unread', unreadCount: await currentUnread(source, EXPERT_TOTAL) } },
  ];
}

export function readByParticipant(userId: string): Delivery[] {
  return [{ to: { userId }, event: { type: 'chat.unread', unreadCount: 0 } }];
}

/** Admins share one inbox: one admin reading clears the badge of every admin. */
export function readByExpert(unreadCount: number): Delivery[] {
  return [{ to: { admins: true }, event: { type: 'chat.unread', unreadCount } }];
}
