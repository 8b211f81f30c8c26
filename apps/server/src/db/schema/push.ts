import { date, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Web Push subscriptions (docs/product.md, "Notifications and reminders"): one row per device that opted in. The endpoint and
 * keys are personal data (they reach exactly that person's browser): in the personal-data registry.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: varchar({ length: 100 }).notNull(),
    auth: varchar({ length: 32 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** The participant's morning reminder: when (HH:MM in Europe/Istanbul) and the last day it went out. */
export const pushReminders = pgTable('push_reminders', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderTime: varchar({ length: 5 }).notNull(),
  /** The study-zone day of the last reminder sent, so each morning sends at most one (on any instance). */
  lastSentOn: date({ mode: 'string' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
