import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

/**
 * The rows of an aggregate query as plain objects, the same on PGlite and PostgreSQL: the database
 * builds one JSON text (`json_agg`) and we parse it once, then check every row against `row`, so a
 * query and the type its callers read cannot drift apart unnoticed (a mismatch fails loudly instead
 * of flowing into a statistic). Column names are the query's aliases; numbers stay numbers (cast
 * `avg` results to float8 in the query), dates come back as `YYYY-MM-DD`.
 */
export async function rowsOf<Row extends z.ZodType>(db: Database, row: Row, query: SQL): Promise<z.output<Row>[]> {
  const result = await db.execute<{ rows: string | null }>(sql`select coalesce(json_agg(q), '[]')::text as rows from (${query}) q`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { rows: string | null }[];
  return z.array(row).parse(JSON.parse(rows[0]?.rows ?? '[]'));
}

/** Shapes the queries share. */
export const studyGroup = z.enum(['control', 'experiment']);
/** A `date` column as JSON gives it: `YYYY-MM-DD`. */
export const day = z.string();
