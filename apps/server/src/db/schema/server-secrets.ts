import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates for itself, made once under the primary key and read by every
 * instance (lib/server-secrets.ts), so no instance keeps one of its own on its disk. Today: the key
 * of the rate-limit counters' HMAC (docs/decisions/016-sign-in-limits-as-deployed.md).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar({ length: 50 }).primaryKey(),
  /** base64url of random bytes. */
  value: varchar({ length: 200 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
