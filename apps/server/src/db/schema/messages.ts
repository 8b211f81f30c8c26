import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Support chat. A conversation is one participant's thread with "the expert" (any admin):
 * `userId` is the participant, `sender` says who wrote, `authorId` which account did.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: varchar({ length: 8 }).notNull().$type<'user' | 'expert'>(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    text: varchar({ length: 2000 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it; null while unread. */
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    index('messages_unread_idx').on(t.sender, t.readAt),
    // Foreign key: deleting an expert's account sets their authorship to null.
    index('messages_author_id_idx').on(t.authorId),
    check('messages_sender_check', sql`${t.sender} in ('user', 'expert')`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
