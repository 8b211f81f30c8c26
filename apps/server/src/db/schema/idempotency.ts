import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** 'pending' while the first request runs; 'done' once its 2xx answer is stored. */
export type IdempotencyState = 'pending' | 'done';

/**
 * The first answer to a participant's write sent with an `Idempotency-Key`
 * (plugins/idempotency.ts, docs/decisions/019-idempotent-writes.md). One row per account and key:
 * the primary key makes the first request's 'pending' row the only one, so a racing twin finds it
 * and writes nothing. Rows live 24 hours and are swept after. No key or body ever reaches a log.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's opaque key (8–128 of [A-Za-z0-9_-]). */
    key: varchar({ length: 128 }).notNull(),
    /** SHA-256 (hex) of the method, route and canonical JSON body (lib/request-fingerprint.ts). */
    requestHash: varchar({ length: 64 }).notNull(),
    state: varchar({ length: 8 }).$type<IdempotencyState>().notNull(),
    /** The stored answer: HTTP status and JSON text exactly as first sent; null while pending. */
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('pending', 'done')`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
