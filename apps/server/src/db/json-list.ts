import { sql, type Column, type GetColumnData, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A long list read as one JSON text the database builds (decision 011, "Build long lists in the
 * database"). PGlite decodes every field of a result row in JavaScript (about 3 µs a field) and
 * drizzle then maps every row: a participant's 365 nights cost more there than everything else the
 * request does. One `json_agg` text is one field to decode and one native `JSON.parse`.
 *
 * The admin's exports read their keyset batches the same way (features/admin-data/sleep-data.ts),
 * there as named row objects (`rowsFromJson`): a 100,000-night export of 23 columns spent 7 of its 8
 * seconds decoding fields before. Build the JSON over a subquery that has already picked, sorted
 * and limited the rows: an expression in the select list of a sorted query is computed for every
 * row the sort sees, not only the ones kept.
 *
 * What the database writes, and so what `JSON.parse` gives: integers and `numeric` as numbers
 * (`85.0` parses to 85, as drizzle's `Number()` gives), `date` as `YYYY-MM-DD` whatever the
 * DateStyle, booleans, strings, SQL null as null. A timestamp would come back as text with the
 * session's time-zone offset, not as a Date: select it through `isoInstant` instead.
 *
 * Without a limit the order belongs in the aggregate (`orderBy`): the order of a subquery is not
 * promised to survive into an aggregate over it.
 */

/**
 * The JSON value of one selected column or expression. A Date (a timestamp column) becomes
 * `never`: JSON carries it as text in the session's time zone, so it must go through `isoInstant`.
 */
type JsonValueOf<C> = C extends Column
  ? GetColumnData<C> extends infer V
    ? V extends Date
      ? never
      : V
    : never
  : C extends SQL<infer T>
    ? T
    : never;

/** The row `jsonTuples(columns, …)` gives back, typed from the columns themselves. */
export type TupleOf<C extends readonly SQLWrapper[]> = { -readonly [K in keyof C]: JsonValueOf<C[K]> };

/**
 * `json_agg(json_build_array(…) order by …)`: one JSON array per row, the columns in order; `[]`
 * for no rows. A `json` value, to nest in a larger one or send as text with `jsonText`.
 */
export function jsonTuples(columns: readonly SQLWrapper[], orderBy: SQL): SQL<unknown> {
  return sql`coalesce(json_agg(json_build_array(${sql.join([...columns], sql`, `)}) order by ${orderBy}), '[]'::json)`;
}

/** A `json` value as one text field: the one field the driver decodes. */
export function jsonText(json: SQL): SQL<string> {
  return sql<string>`(${json})::text`;
}

/**
 * The text `jsonText` made, parsed. The cast is unchecked: `T` must describe what the SQL built
 * (`TupleOf` types a row from its columns); each route's response schema decides what is finally
 * written (plugins/response-serializer.ts), and the route's tests compare it with the former read.
 */
export function parseJson<T>(text: string | undefined): T {
  if (text === undefined) throw new Error('the JSON query returned no row');
  return JSON.parse(text) as T;
}

/**
 * A `timestamptz` as `Date.prototype.toISOString()` writes it (UTC, milliseconds, `Z`). Both
 * truncate the microseconds PostgreSQL stores: `to_char`'s `MS` and the drivers' `new Date(text)`.
 */
export function isoInstant(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The text `jsonText(jsonTuples(…))` made, as row objects: `names` in the columns' order. */
export function rowsFromJson<T>(names: readonly (keyof T & string)[], text: string | null | undefined): T[] {
  const arrays = JSON.parse(text ?? '[]') as unknown[][];
  return arrays.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
    return row as T;
  });
}
