import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Counters of the sign-in, registration and reset limits (plugins/rate-limit.ts). Kept in the
 * database so every instance behind a load balancer counts together; updated by single-statement
 * upserts. The key is a scope and a hash of the phone, address or account it counts (no phone or
 * address is stored in the clear). Rows quiet for a day are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar({ length: 100 }).primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
    /** Locks applied since the key was last quiet; each doubles the next lock. */
    strikes: integer().notNull().default(0),
    blockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_updated_at_idx').on(t.updatedAt)],
);
