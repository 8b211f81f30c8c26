import type { Database } from './client.js';

/**
 * Runs `work` in one transaction and hands it the transaction as a `Database`, so the services a
 * transaction calls take the one database type. Drizzle types a transaction as `PgTransaction`,
 * which has every query method of `PgDatabase` (it extends it) but not the same type parameters as
 * our `Database`: the cast is safe, and it lives here rather than at every call.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Database));
}
