import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A value as it is written to the JSON file: dates as ISO 8601 text, everything else as it is. */
type ExportValue = string | number | boolean | null | Record<string, unknown> | unknown[];

/**
 * The download's whitelist presenter: only the listed fields of a row, under their columns' SQL
 * names (snake_case, the API's naming; a column named explicitly in the schema, such as drizzle's
 * `group` for `ab_group`, keeps that name). A column added to a table later stays out of the file
 * until someone lists it here, so a secret (a password hash, a token hash) cannot slip in by accident.
 */
export function presentRow<Row extends Record<string, unknown>, Key extends keyof Row & string>(
  table: PgTable,
  row: Row,
  fields: readonly Key[],
): Record<string, ExportValue> {
  const columns = getTableColumns(table);
  const out: Record<string, ExportValue> = {};
  for (const field of fields) {
    const column = columns[field];
    if (!column) throw new Error(`${field} is not a column of the table`);
    const value = row[field];
    out[column.keyAsName ? toSnakeCase(field) : column.name] = value instanceof Date ? value.toISOString() : ((value ?? null) as ExportValue);
  }
  return out;
}
