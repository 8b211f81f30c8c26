import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Heart rate taken before and after one relaxation or binaural session (docs/product.md,
 * "Relaxation and binaural sessions"). The participant's group at that moment and the time actually heard are
 * kept with it, so the study can relate the dose of the intervention to the outcome even after an
 * admin moves the participant to another group.
 */
export const heartRateSessions = pgTable(
  'heart_rate_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The participant's group when the session was recorded. */
    abGroup: varchar({ length: 16 }).notNull().$type<'control' | 'experiment'>(),
    contentType: varchar({ length: 16 }).notNull().$type<'relaxation' | 'binaural'>(),
    /** The catalogue item's id as the client sent it (built-in fallback ids are not uuids). */
    contentId: varchar({ length: 100 }).notNull(),
    contentName: varchar({ length: 200 }).notNull().default('Bilinmeyen'),
    heartRateBefore: integer().notNull(),
    heartRateAfter: integer().notNull(),
    /** Seconds from the start of playback to the end, measured from the start time. */
    durationSeconds: integer().notNull(),
    /** Seconds actually heard, pauses excluded: the dose. */
    listenedSeconds: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('heart_rate_sessions_user_created_idx').on(t.userId, t.createdAt),
    index('heart_rate_sessions_created_idx').on(t.createdAt),
    check('heart_rate_sessions_content_type_check', sql`${t.contentType} in ('relaxation', 'binaural')`),
    check('heart_rate_sessions_group_check', sql`${t.abGroup} in ('control', 'experiment')`),
    check('heart_rate_sessions_before_check', sql`${t.heartRateBefore} between 40 and 200`),
    check('heart_rate_sessions_after_check', sql`${t.heartRateAfter} between 40 and 200`),
    check('heart_rate_sessions_duration_check', sql`${t.durationSeconds} >= 0 and ${t.listenedSeconds} >= 0`),
  ],
);

export type HeartRateSessionRow = typeof heartRateSessions.$inferSelect;
