import { toSnakeCase } from 'drizzle-orm/casing';

/** A value as it is written to the JSON file: dates as ISO 8601 text, everything else as it is. */
type ExportValue = string | number | boolean | null | Record<string, unknown> | unknown[];

/**
 * Fields the file names otherwise than their property's snake_case: drizzle's `group` is the
 * column `ab_group` (named explicitly in the schema), and the file keeps the column's name.
 */
const FILE_NAMES: Readonly<Partial<Record<string, string>>> = { group: 'ab_group' };

/**
 * The download's whitelist presenter: only the listed fields of a row, under their snake_case
 * names (the API's naming). A column added to a table later stays out of the file until someone
 * lists it here, so a secret (a password hash, a token hash) cannot slip in by accident.
 */
export function presentRow<Row extends Record<string, unknown>, Key extends keyof Row & string>(
  row: Row,
  fields: readonly Key[],
): Record<string, ExportValue> {
  const out: Record<string, ExportValue> = {};
  for (const field of fields) {
    const value = row[field];
    out[FILE_NAMES[field] ?? toSnakeCase(field)] = value instanceof Date ? value.toISOString() : ((value ?? null) as ExportValue);
  }
  return out;
}

/** A presenter for one table: `rows` → whitelisted plain objects. */
export function whitelist<Row extends Record<string, unknown>, Key extends keyof Row & string>(fields: readonly Key[]) {
  return (rows: Row[]) => rows.map((row) => presentRow(row, fields));
}
