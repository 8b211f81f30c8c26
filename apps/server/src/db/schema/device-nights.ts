import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, smallint, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DeviceVendor } from '@uyku/domain';
import { users } from './users.js';

/**
 * A night as the participant's own wearable recorded it (docs/sleep-metrics.md, "Device nights"),
 * imported from their phone and kept apart from the diary: self-report stays self-report. Only
 * these figures are stored, never the vendor's file. One row per participant, vendor and morning:
 * importing the same night again updates it.
 *
 * Each time is an instant (timestamptz) plus the offset, in minutes east of UTC, it was sent in, so
 * the answer gives it back as the device wrote it (`23:10+03:00`, not the server's UTC).
 */
export const deviceNights = pgTable(
  'device_nights',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendor: varchar({ length: 16 }).notNull().$type<DeviceVendor>(),
    /**
     * The morning the night ended, in the study's time zone (the diary's date): the code's
     * `sleepDate`, stored as night_date (docs/glossary.md).
     */
    sleepDate: date('night_date', { mode: 'string' }).notNull(),
    inBedStart: timestamp({ withTimezone: true }).notNull(),
    inBedStartOffset: smallint().notNull(),
    inBedEnd: timestamp({ withTimezone: true }).notNull(),
    inBedEndOffset: smallint().notNull(),
    sleepOnset: timestamp({ withTimezone: true }).notNull(),
    sleepOnsetOffset: smallint().notNull(),
    finalWake: timestamp({ withTimezone: true }).notNull(),
    finalWakeOffset: smallint().notNull(),
    /** Null when the device gave no stages (stagesAvailable false): never invented. */
    remMinutes: integer(),
    deepMinutes: integer(),
    lightMinutes: integer(),
    awakeMinutes: integer().notNull(),
    stagesAvailable: boolean().notNull(),
    /** The first import of this night; a re-import moves only updatedAt. */
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('device_nights_user_vendor_date_unique').on(t.userId, t.vendor, t.sleepDate),
    check('device_nights_vendor_check', sql`${t.vendor} in ('apple', 'fitbit', 'samsung', 'oura', 'garmin')`),
    check('device_nights_order_check', sql`${t.inBedStart} <= ${t.sleepOnset} and ${t.sleepOnset} < ${t.finalWake} and ${t.finalWake} <= ${t.inBedEnd}`),
    check(
      'device_nights_stages_check',
      sql`(${t.stagesAvailable} and ${t.remMinutes} is not null and ${t.deepMinutes} is not null and ${t.lightMinutes} is not null)
        or (not ${t.stagesAvailable} and ${t.remMinutes} is null and ${t.deepMinutes} is null and ${t.lightMinutes} is null)`,
    ),
  ],
);

export type DeviceNightRow = typeof deviceNights.$inferSelect;
