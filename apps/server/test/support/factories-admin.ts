import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { auditLog, passwordResetRequests, nights } from '../../src/db/schema/index.js';
import { asAdmin } from './factories.js';
import { buildTestApp, type TestApp } from './helpers.js';

type Admin = Awaited<ReturnType<typeof asAdmin>>;

/** A pending "Şifremi Unuttum" request of the given user. */
export async function createResetRequest(db: Database, userId: string): Promise<string> {
  const [row] = await db.insert(passwordResetRequests).values({ userId }).returning({ id: passwordResetRequests.id });
  if (!row) throw new Error('reset request insert returned nothing');
  return row.id;
}

/** A night of the sleep diary with plausible values, as a row to insert. */
export function sleepRow(userId: string, day: string): typeof nights.$inferInsert {
  return {
    userId,
    group: 'control',
    sleepDate: day,
    bedtime: '22:30',
    sleepTime: '23:00',
    wakeTime: '07:00',
    sleepQuality: 7,
    timeInBed: 510,
    sleepOnsetLatency: 30,
    totalSleepMinutes: 480,
    sleepEfficiency: 94.1,
    tstSource: 'clock',
  };
}

let nightCounter = 0;
/** One night of the sleep diary with plausible values; each call uses a different date. */
export async function insertNextNight(db: Database, userId: string): Promise<void> {
  nightCounter += 1;
  const day = new Date(Date.UTC(2025, 0, 1) + nightCounter * 86_400_000).toISOString().slice(0, 10);
  await db.insert(nights).values(sleepRow(userId, day));
}

/** Audit rows about one target, newest first. */
export function auditRowsAbout(db: Database, targetCode: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetCode, targetCode)).orderBy(desc(auditLog.id));
}

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`, which the shared Database type leaves unknown. */
export async function rawRows<T>(db: Database, query: SQL): Promise<{ rows: T[] }> {
  return (await db.execute(query)) as unknown as { rows: T[] };
}

/**
 * Every column of the database that references users(id), read from the catalogue, so a table a
 * later feature adds is checked too when a user is deleted.
 */
export async function userReferencingColumns(db: Database): Promise<{ table: string; column: string }[]> {
  const result = await rawRows<{ table_name: string; column_name: string }>(db, sql`
    select kcu.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and ccu.column_name = 'id'
      and tc.table_schema = 'public'`);
  return result.rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** How many rows of `table` have `column` equal to `id`. */
export async function countReferences(db: Database, table: string, column: string, id: string): Promise<number> {
  const result = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * The set-up most admin suites share: one app for the file, built before its tests and closed
 * after them, with an admin signed in. Read `suite.t` and `suite.admin` inside the tests.
 */
export function adminSuite(): { t: TestApp; admin: Admin } {
  const suite = {} as { t: TestApp; admin: Admin };
  beforeAll(async () => {
    suite.t = await buildTestApp();
    suite.admin = await asAdmin(suite.t.app, suite.t.db);
  });
  afterAll(async () => suite.t.close());
  return suite;
}
