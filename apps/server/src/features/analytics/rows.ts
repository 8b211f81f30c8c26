import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The rows of an aggregate query as plain objects, the same on PGlite and PostgreSQL: the database
 * builds one JSON text (`json_agg`) and we parse it once. Column names are the query's aliases;
 * numbers stay numbers (cast `avg` results to float8 in the query), dates come back as `YYYY-MM-DD`.
 */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute<{ rows: string | null }>(sql`select coalesce(json_agg(q), '[]')::text as rows from (${query}) q`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { rows: string | null }[];
  return JSON.parse(rows[0]?.rows ?? '[]') as T[];
}

