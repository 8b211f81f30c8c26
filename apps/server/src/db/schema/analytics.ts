import { sql } from 'drizzle-orm';
import { check, date, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An admin's acknowledgement of a study alert (docs/product.md, "Analysis"): the participant, the kind of alert and
 * the night that completed the pattern. A later night that completes it again is a new alert.
 */
export const alertAcknowledgements = pgTable(
  'alert_acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).notNull().$type<'stress' | 'efficiency'>(),
    triggerDate: date({ mode: 'string' }).notNull(),
    acknowledgedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('alert_acknowledgements_unique').on(t.userId, t.kind, t.triggerDate),
    check('alert_acknowledgements_kind_check', sql`${t.kind} in ('stress', 'efficiency')`),
  ],
);
