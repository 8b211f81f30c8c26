/** Runs one SQL statement and returns its rows; PGlite's and node-postgres' `query` both fit. */
export type QueryRows = <T>(text: string) => Promise<T[]>;

/** Schemas that belong to PostgreSQL itself; everything else (public, drizzle) is the app's. */
const APP_SCHEMAS = `nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

/** How many tables the app's schemas hold; a database is empty for a restore when this is 0. */
export async function countTables(query: QueryRows): Promise<number> {
  const [row] = await query<{ tables: number }>(
    `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${APP_SCHEMAS}`,
  );
  return row?.tables ?? 0;
}

/**
 * `restore --force`: removes every schema of the app with all it holds and leaves an empty
 * `public`, so the backup comes back exactly, not merged into what was there.
 */
export async function clearDatabase(query: QueryRows): Promise<void> {
  const schemas = await query<{ name: string }>(`select nspname as name from pg_namespace where ${APP_SCHEMAS}`);
  for (const { name } of schemas) await query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
  await query('create schema public');
}
