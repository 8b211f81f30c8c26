import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A participant's "Şifremi Unuttum" request, waiting for an admin to set a new password or reject it. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 16 }).notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('password_reset_requests_status_idx').on(t.status, t.createdAt),
    // Foreign keys (the pending-only unique index does not cover resolved requests).
    index('password_reset_requests_user_id_idx').on(t.userId),
    index('password_reset_requests_resolved_by_idx').on(t.resolvedBy),
    // At most one pending request per user: a repeated request adds nothing, even when two race.
    uniqueIndex('password_reset_requests_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
