import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { EXPERT_TOTAL, type UnreadKey } from './unread-cache.js';
import type { UnreadCounts } from './unread-cache-plugin.js';

/**
 * Unread counts (docs/product.md, "Chat with the expert"). A participant counts the expert's replies
 * in their conversation they have not read; the expert — every admin alike — counts participants'
 * messages no admin has read yet, across all conversations. Read through `app.unread`'s cache;
 * every write that changes a count runs through its `change` (features/chat/unread-cache.ts).
 */
export const participantUnread = (db: Database, userId: string) =>
  db.$count(messages, and(eq(messages.userId, userId), eq(messages.sender, 'expert'), isNull(messages.readAt)));

export const expertUnread = (db: Database) => db.$count(messages, and(eq(messages.sender, 'user'), isNull(messages.readAt)));

export interface UnreadSource {
  db: Database;
  unread: UnreadCounts;
}

/** The count `key` stands for, read from the database. */
const countOf = (db: Database, key: UnreadKey) => (key === EXPERT_TOTAL ? expertUnread(db) : participantUnread(db, key));

/** Who reads a count: the account and its side. */
type Reader = Pick<AuthUser, 'id' | 'isAdmin'>;

/** Whose count a reader sees: admins share the expert total. */
export const unreadKeyOf = (actor: Reader): UnreadKey => (actor.isAdmin ? EXPERT_TOTAL : actor.id);

/** Whose count a message from `sender` in `userId`'s conversation adds to while it is unread. */
export const recipientKey = (userId: string, sender: 'user' | 'expert'): UnreadKey => (sender === 'user' ? EXPERT_TOTAL : userId);

/** What a reader's badge shows (GET /api/chat/unread-count): from memory when cached. */
export function unreadCountFor({ db, unread }: UnreadSource, actor: Reader): Promise<number> {
  const key = unreadKeyOf(actor);
  return unread.cache.through(key, () => countOf(db, key));
}

/**
 * The count a chat event carries right after a change. From memory only where memory is provably
 * the database's (`soleWriter`); otherwise read again, as another instance may have changed it.
 */
export const currentUnread = ({ db, unread }: UnreadSource, key: UnreadKey) =>
  unread.soleWriter() ? unread.cache.through(key, () => countOf(db, key)) : unread.cache.refresh(key, () => countOf(db, key));

/** Marks as read what this side has received (the bell, docs/product.md, "App shell"). */
export async function markAllReadFor({ db, unread }: UnreadSource, actor: AuthUser): Promise<void> {
  const received = actor.isAdmin
    ? and(eq(messages.sender, 'user'), isNull(messages.readAt))
    : and(eq(messages.userId, actor.id), eq(messages.sender, 'expert'), isNull(messages.readAt));
  await unread.cache.change(
    [unreadKeyOf(actor)],
    () => db.update(messages).set({ readAt: new Date() }).where(received).returning({ id: messages.id }),
    (marked) => -marked.length,
  );
}

/** Marks as read what this side received in one conversation (on viewing it). */
export async function markConversationReadFor(
  { db, unread }: UnreadSource,
  actor: AuthUser,
  participantId: string,
): Promise<number> {
  const received = actor.isAdmin ? 'user' : 'expert';
  const marked = await unread.cache.change(
    [unreadKeyOf(actor)],
    () =>
      db
        .update(messages)
        .set({ readAt: new Date() })
        .where(and(eq(messages.userId, participantId), eq(messages.sender, received), isNull(messages.readAt)))
        .returning({ id: messages.id }),
    (rows) => -rows.length,
  );
  return marked.length;
}
