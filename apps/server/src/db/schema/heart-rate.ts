import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { HeartRateMethod, HeartRateMissing } from '@uyku/domain';
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
    group: varchar('ab_group', { length: 16 }).notNull().$type<'control' | 'experiment'>(),
    contentType: varchar({ length: 16 }).notNull().$type<'relaxation' | 'binaural'>(),
    /** The catalogue item's id as the client sent it (built-in fallback ids are not uuids). */
    contentId: varchar({ length: 100 }).notNull(),
    contentName: varchar({ length: 200 }).notNull().default('Bilinmeyen'),
    /** Null only when the participant chose 'Ölçemedim' (or the after-value was never asked); the reason is beside it. */
    heartRateBefore: integer(),
    heartRateAfter: integer(),
    /** Why a value is missing: a missing value is a recorded answer, never an empty number (docs/product.md, "Heart rate"). */
    heartRateBeforeMissing: varchar({ length: 16 }).$type<HeartRateMissing>(),
    heartRateAfterMissing: varchar({ length: 16 }).$type<HeartRateMissing>(),
    /**
     * When the after-value was given (the save's own time); null when it was never asked. A
     * cut-short session's after-value may come hours after the session ended (its `occurredAt`),
     * and such a pair is flagged and left out of the paired test (docs/sleep-metrics.md).
     */
    heartRateAfterRecordedAt: timestamp({ withTimezone: true }),
    /**
     * How each value was obtained (docs/decisions/020-heart-rate-never-invented.md): 'manual',
     * 'camera' or 'bluetooth', null for a value not measured; the camera's quality (0–1), the
     * measurement's seconds, and a strap's RMSSD (ms) with the count of intervals it rests on.
     */
    beforeMethod: varchar({ length: 16 }).$type<HeartRateMethod>(),
    beforeQuality: real(),
    beforeSeconds: integer(),
    beforeRmssdMs: real(),
    beforeRrCount: integer(),
    afterMethod: varchar({ length: 16 }).$type<HeartRateMethod>(),
    afterQuality: real(),
    afterSeconds: integer(),
    afterRmssdMs: real(),
    afterRrCount: integer(),
    /**
     * A reference device's value (pulse oximeter, chest strap) typed beside a camera or Bluetooth
     * measurement of the same moment, when the study validates its measurement
     * (docs/heart-rate-validation.md); null otherwise.
     */
    beforeReferenceBpm: integer(),
    afterReferenceBpm: integer(),
    /** Seconds from the start of playback to the end, measured from the start time. */
    durationSeconds: integer().notNull(),
    /** Seconds actually heard, pauses excluded: the dose. */
    listenedSeconds: integer().notNull().default(0),
    /** The server's receipt. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The device's time of the save as sent (`X-Client-Time`), null when none was sent. */
    clientCreatedAt: timestamp({ withTimezone: true }),
    /**
     * When the session was saved: the device's time when plausible, else the receipt
     * (packages/domain/src/sleep/entry-time.ts). A session kept offline overnight counts on its own
     * day, in the group of that moment.
     */
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('heart_rate_sessions_user_created_idx').on(t.userId, t.createdAt),
    index('heart_rate_sessions_created_idx').on(t.createdAt),
    check('heart_rate_sessions_content_type_check', sql`${t.contentType} in ('relaxation', 'binaural')`),
    check('heart_rate_sessions_group_check', sql`${t.group} in ('control', 'experiment')`),
    check('heart_rate_sessions_before_check', sql`${t.heartRateBefore} between 40 and 200`),
    check('heart_rate_sessions_after_check', sql`${t.heartRateAfter} between 40 and 200`),
    check('heart_rate_sessions_before_missing_check', sql`(${t.heartRateBefore} is null) = (${t.heartRateBeforeMissing} is not null) and coalesce(${t.heartRateBeforeMissing}, 'not_measured') = 'not_measured'`),
    check('heart_rate_sessions_after_missing_check', sql`(${t.heartRateAfter} is null) = (${t.heartRateAfterMissing} is not null) and coalesce(${t.heartRateAfterMissing}, 'not_measured') in ('not_measured', 'not_asked')`),
    check('heart_rate_sessions_method_check', sql`coalesce(${t.beforeMethod}, 'manual') in ('manual', 'camera', 'bluetooth') and coalesce(${t.afterMethod}, 'manual') in ('manual', 'camera', 'bluetooth')`),
    check(
      'heart_rate_sessions_reference_check',
      sql`(${t.beforeReferenceBpm} is null or (${t.beforeReferenceBpm} between 40 and 200 and ${t.beforeMethod} in ('camera', 'bluetooth')))
        and (${t.afterReferenceBpm} is null or (${t.afterReferenceBpm} between 40 and 200 and ${t.afterMethod} in ('camera', 'bluetooth')))`,
    ),
    check('heart_rate_sessions_duration_check', sql`${t.durationSeconds} >= 0 and ${t.listenedSeconds} >= 0`),
  ],
);

export type HeartRateSessionRow = typeof heartRateSessions.$inferSelect;
