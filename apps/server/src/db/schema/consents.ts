import { pgTable, serial, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Which version of which legal text (terms, privacy) a user accepted, and when (KVKK proof of consent). */
export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: varchar({ length: 16 }).notNull().$type<'terms' | 'privacy'>(),
    version: varchar({ length: 16 }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('consents_user_document_version_unique').on(t.userId, t.document, t.version)],
);
