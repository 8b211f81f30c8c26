import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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

/** What became of a reminder the server tried to send (docs/product.md, "Notifications and reminders"). */
export const REMINDER_OUTCOMES = ['sent', 'failed', 'no_device'] as const;
export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

/**
 * Every diary reminder the server attempted: due, with last night missing; when, to how many
 * devices, and what became of it. The study export relates it to the night entered afterwards
 * (reminders.csv, the compliance log). Deleted with the account, like the reminder itself.
 */
export const reminderLog = pgTable(
  'reminder_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The study-zone day the reminder was for: last night's diary date. */
    reminderDate: date({ mode: 'string' }).notNull(),
    /** The participant's chosen time (HH:MM, Europe/Istanbul) and the moment it went out. */
    scheduledTime: varchar({ length: 5 }).notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    devices: integer().notNull(),
    delivered: integer().notNull(),
    outcome: varchar({ length: 16 }).notNull().$type<ReminderOutcome>(),
  },
  (t) => [
    index('reminder_log_user_id_idx').on(t.userId),
    check('reminder_log_outcome_check', sql`${t.outcome} in ('sent', 'failed', 'no_device')`),
  ],
);
