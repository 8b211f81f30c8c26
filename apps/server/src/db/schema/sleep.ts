import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TstSource } from '@uyku/domain';
import { users } from './users.js';

/**
 * One night of the sleep diary (docs/product.md, "Sleep diary"). The derived metrics of the
 * Consensus Sleep Diary are stored with the entry, computed by packages/domain when it is saved.
 */
export const nights = pgTable(
  'sleep_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sleepDate: date({ mode: 'string' }).notNull(),
    /** The participant's group when the night was recorded; a later group change never rewrites it. */
    group: varchar('ab_group', { length: 16 }).notNull().$type<'control' | 'experiment'>(),
    /** Clock times as HH:MM; a night crosses midnight, so they are not timestamps of one date. */
    bedtime: varchar({ length: 5 }).notNull(),
    sleepTime: varchar({ length: 5 }).notNull(),
    wakeTime: varchar({ length: 5 }).notNull(),
    remDuration: integer().notNull().default(0),
    deepSleepDuration: integer().notNull().default(0),
    lightSleepDuration: integer().notNull().default(0),
    awakeDuration: integer().notNull().default(0),
    /** Null when not measured (the form's 0 or empty). */
    heartRate: integer(),
    nightAwakenings: integer().notNull().default(0),
    snoringLevel: integer().notNull().default(0),
    sleepQuality: integer().notNull(),
    moodBeforeSleep: integer().notNull().default(3),
    moodAfterSleep: integer().notNull().default(3),
    stressLevel: integer().notNull().default(3),
    screenTime: integer().notNull().default(0),
    mealTime: varchar({ length: 5 }),
    roomTemperature: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull().default(20),
    caffeineIntake: boolean().notNull().default(false),
    alcoholIntake: boolean().notNull().default(false),
    exerciseDone: boolean().notNull().default(false),
    medicationTaken: boolean().notNull().default(false),
    meditationDone: boolean().notNull().default(false),
    readingDone: boolean().notNull().default(false),
    notes: text().notNull().default(''),
    /** Optional Consensus Sleep Diary items (docs/sleep-metrics.md); null when not given. */
    triedToSleepTime: varchar({ length: 5 }),
    outOfBedTime: varchar({ length: 5 }),
    wasoMinutes: integer(),
    /** The participant confirmed a time in bed over 16 hours. */
    longNightConfirmed: boolean().notNull().default(false),
    /**
     * Catalogue fields saved at their default without being touched (domain
     * sleep/untouched-fields.ts), in catalogue order; empty when none, or when the client did not say.
     */
    untouchedFields: text().array().notNull().default(sql`'{}'::text[]`),
    timeInBed: integer().notNull(),
    sleepOnsetLatency: integer().notNull(),
    /** Final awakening → out of bed; 0 when the out-of-bed time was not given. */
    terminalWakefulness: integer().notNull().default(0),
    totalSleepMinutes: integer().notNull(),
    sleepEfficiency: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** How totalSleepMinutes was derived (docs/sleep-metrics.md): 'stages' or 'clock'. */
    tstSource: varchar({ length: 6 }).$type<TstSource>().notNull(),
    /** The server's receipt of the first save. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The device's time of the first save ('Kaydet'), sent by an offline save as X-Client-Time;
     * stored as sent, read by the flags only when plausible (domain sleep/entry-time.ts,
     * docs/decisions/019-idempotent-writes.md). Null when none was sent.
     */
    clientCreatedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sleep_sessions_user_date_unique').on(t.userId, t.sleepDate),
    // The admin's lists page by (sleep_date, id) newest first: the index gives that order as it is.
    index('sleep_sessions_date_id_idx').on(t.sleepDate, t.id),
    check('sleep_sessions_quality_check', sql`${t.sleepQuality} between 1 and 10`),
    check('sleep_sessions_group_check', sql`${t.group} in ('control', 'experiment')`),
    check('sleep_sessions_tst_source_check', sql`${t.tstSource} in ('stages', 'clock')`),
  ],
);

export type NightRow = typeof nights.$inferSelect;

/**
 * How many nights each participant has recorded, kept by triggers on `sleep_sessions` in the same
 * transaction as every insert, delete, owner change and truncation (migration 0013), so the
 * admin's totals read a few hundred rows instead of counting every night (decision 011). No foreign
 * key: a deleted account's nights are removed by cascade, and the trigger then brings its row to 0
 * whatever order the cascade takes.
 */
export const sleepNightCounts = pgTable('sleep_night_counts', {
  userId: uuid().primaryKey(),
  nights: integer().notNull(),
});
