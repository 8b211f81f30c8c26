import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.js';

/**
 * Row count and checksum of every table the catalogue lists (the migrations' own table included),
 * so a table a later feature adds is watched without anyone listing it.
 */
export type Fingerprint = Map<string, { rows: number; md5: string }>;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function fingerprint(db: Database): Promise<Fingerprint> {
  const tables = await rows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
  const result: Fingerprint = new Map();
  for (const { schema, name } of tables) {
    const table = sql.raw(`${quoted(schema)}.${quoted(name)}`);
    const [row] = await rows<{ rows: number; md5: string }>(
      db,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${table} t`,
    );
    result.set(`${schema}.${name}`, row ?? { rows: 0, md5: '' });
  }
  return result;
}

/** The tables whose rows differ (those in `ignore` aside), with their counts before → after; empty when nothing changed. */
export function changedTables(before: Fingerprint, after: Fingerprint, ignore: string[] = []): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed: string[] = [];
  for (const name of names) {
    if (ignore.includes(name)) continue;
    const a = before.get(name);
    const b = after.get(name);
    if (a?.md5 !== b?.md5 || a?.rows !== b?.rows) changed.push(`${name} (${a?.rows ?? 'absent'} → ${b?.rows ?? 'absent'} rows)`);
  }
  return changed;
}
