import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import type { AuthUser } from '../../plugins/auth.js';

/**
 * Unread counts (spec section 3, "Chat unread count"). A participant counts the expert's replies
 * in their conversation they have not read; the expert — every admin alike — counts participants'
 * messages no admin has read yet, across all conversations.
 */
export const participantUnread = (db: Database, userId: string) =>
  db.$count(messages, and(eq(messages.userId, userId), eq(messages.sender, 'expert'), isNull(messages.readAt)));

export const expertUnread = (db: Database) => db.$count(messages, and(eq(messages.sender, 'user'), isNull(messages.readAt)));

export const unreadCountFor = (db: Database, actor: AuthUser) =>
  actor.isAdmin ? expertUnread(db) : participantUnread(db, actor.id);

/** Marks as read what this side has received (the bell, spec "App shell"). */
export async function markAllReadFor(db: Database, actor: AuthUser): Promise<void> {
  const now = new Date();
  if (actor.isAdmin) {
    await db
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.sender, 'user'), isNull(messages.readAt)));
  } else {
    await db
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.userId, actor.id), eq(messages.sender, 'expert'), isNull(messages.readAt)));
  }
}

/** Marks as read what this side received in one conversation (viewing it, issue 19). */
export async function markConversationReadFor(db: Database, actor: AuthUser, participantId: string): Promise<number> {
  const received = actor.isAdmin ? 'user' : 'expert';
  const marked = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, participantId), eq(messages.sender, received), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return marked.length;
}
