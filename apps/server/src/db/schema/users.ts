import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stable pseudonym for exports and the audit log (shown as P0001); never reused. */
    participantNumber: integer().generatedAlwaysAsIdentity().notNull().unique(),
    phone: varchar({ length: 11 }).notNull().unique(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }),
    passwordHash: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    isApproved: boolean().notNull().default(false),
    group: varchar('ab_group', { length: 16 }).notNull().default('control').$type<'control' | 'experiment'>(),
    /** Day 1 of the participant's study timeline: the approval date by default, editable by an admin. */
    enrolledOn: date({ mode: 'string' }),
    /**
     * The stratification answer given at registration in a randomised study, kept until approval
     * allocates the participant (docs/decisions/009-study-protocol.md); null otherwise.
     */
    stratumAnswer: varchar({ length: 100 }),
    /** Set when an admin resets the password: the user picks their own at the next sign-in. */
    mustChangePassword: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** For the terms' rule that accounts inactive for over a year may be closed. */
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('users_ab_group_check', sql`${t.group} in ('control', 'experiment')`),
    // The admin's user list is in creation order.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
