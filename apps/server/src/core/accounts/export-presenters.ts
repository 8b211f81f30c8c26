import { toSnakeCase } from 'drizzle-orm/casing';

/** A value as it is written to the JSON file: dates as ISO 8601 text, everything else as it is. */
type ExportValue = string | number | boolean | null | Record<string, unknown> | unknown[];

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
    out[toSnakeCase(field)] = value instanceof Date ? value.toISOString() : ((value ?? null) as ExportValue);
  }
  return out;
}

/** A presenter for one table: `rows` → whitelisted plain objects. */
export function whitelist<Row extends Record<string, unknown>, Key extends keyof Row & string>(fields: readonly Key[]) {
  return (rows: Row[]) => rows.map((row) => presentRow(row, fields));
}
