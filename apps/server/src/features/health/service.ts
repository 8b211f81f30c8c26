import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../../db/client.js';
import { MIGRATIONS_FOLDER } from '../../db/migrate.js';

export type Readiness = 'ready' | 'database-unreachable' | 'migrations-pending';

/** The newest migration this build ships (its journal timestamp), read once. */
let newestMigration: number | undefined;
function newestShippedMigration(): number {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));
  return newestMigration;
}

/**
 * Whether this instance can serve: the database answers, and it has every migration this build
 * ships (drizzle records each applied one with its journal timestamp in drizzle.__drizzle_migrations).
 */
export async function readiness(db: Database): Promise<Readiness> {
  let applied: number;
  try {
    const result = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: string | number | null }[];
    applied = Number(rows[0]?.newest ?? 0);
  } catch (error) {
    // No migrations table yet means nothing was applied; anything else means no database.
    if (sqlStateOf(error) === '42P01' || sqlStateOf(error) === '3F000') return 'migrations-pending';
    return 'database-unreachable';
  }
  return applied >= newestShippedMigration() ? 'ready' : 'migrations-pending';
}

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
