import type { ChatMessage, ChatSender } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import type { Delivery } from '../../realtime/bus.js';
import { expertUnread, participantUnread } from './unread.js';

/**
 * The realtime events of each chat change. A conversation's events go to its participant and to
 * the admins; an unread count goes only to the side it counts for.
 */

const conversation = (userId: string) => ({ userId, admins: true });

/** The unread count of the side that receives messages from `sender`. */
async function unreadOfRecipient(db: Database, userId: string, sender: ChatSender): Promise<Delivery> {
  return sender === 'user'
    ? { to: { admins: true }, event: { type: 'chat.unread', unreadCount: await expertUnread(db) } }
    : { to: { userId }, event: { type: 'chat.unread', unreadCount: await participantUnread(db, userId) } };
}

export async function messageCreated(db: Database, message: ChatMessage): Promise<Delivery[]> {
  return [
    { to: conversation(message.userId), event: { type: 'chat.message.created', message } },
    await unreadOfRecipient(db, message.userId, message.sender),
  ];
}

export async function messageDeleted(
  db: Database,
  deleted: { id: string; userId: string; sender: ChatSender },
): Promise<Delivery[]> {
  return [
    { to: conversation(deleted.userId), event: { type: 'chat.message.deleted', messageId: deleted.id, userId: deleted.userId } },
    await unreadOfRecipient(db, deleted.userId, deleted.sender),
  ];
}

export async function conversationDeleted(db: Database, userId: string): Promise<Delivery[]> {
  return [
    { to: conversation(userId), event: { type: 'chat.conversation.deleted', userId } },
    { to: { userId }, event: { type: 'chat.unread', unreadCount: 0 } },
    { to: { admins: true }, event: { type: 'chat.unread', unreadCount: await expertUnread(db) } },
  ];
}

export function readByParticipant(userId: string): Delivery[] {
  return [{ to: { userId }, event: { type: 'chat.unread', unreadCount: 0 } }];
}

/** Admins share one inbox: one admin reading clears the badge of every admin. */
export async function readByExpert(db: Database): Promise<Delivery[]> {
  return [{ to: { admins: true }, event: { type: 'chat.unread', unreadCount: await expertUnread(db) } }];
}
