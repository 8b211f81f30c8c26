import { is, sql, Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A whole answer written by the database as the text `JSON.stringify` would write (decision 026,
 * item 4): no spaces, keys in the order given, strings escaped by
 * PostgreSQL's `to_json` exactly as JSON.stringify escapes them (quotes, backslashes, the named
 * controls, the rest below U+0020 as lowercase `\u00xx`; everything else as is). `json_build_object`
 * and `json_agg` cannot be used: they put spaces and line breaks between the parts.
 *
 * What a column gives: integers and text as JSON does; a `numeric` through `trim_scale` (85.0 is
 * written 85, as the driver's `Number()` and JSON.stringify write it, whatever extra_float_digits
 * says); a `date` as YYYY-MM-DD whatever the DateStyle; SQL null as `null`. A timestamp would be
 * written in the session's time zone: not supported here (see `isoInstant` in json-list.ts).
 */

/**
 * One value as JSON text. A column's own text is used where it is already its JSON (integers,
 * uuids): `to_json` per value cost as much again as the rest of the list's statement.
 */
export function jsonValueText(value: SQLWrapper): SQL<string> {
  const column = is(value, Column) ? value : undefined;
  const type = column?.getSQLType() ?? '';
  const text = /^(integer|smallint|bigint)$/.test(type)
    ? sql`${value}::text`
    : type === 'uuid'
      ? sql`'"' || ${value}::text || '"'`
      : type === 'date'
        ? sql`'"' || to_char(${value}, 'YYYY-MM-DD') || '"'`
        : type.startsWith('numeric')
          ? sql`trim_scale(${value})::text`
          : sql`to_json(${value})::text`;
  return column?.notNull ? (text as SQL<string>) : sql<string>`coalesce(${text}, 'null')`;
}

/** A constant piece of JSON text as an SQL string literal (for keys and punctuation, never for values). */
function literal(text: string): SQL {
  return sql.raw(`'${text.replaceAll("'", "''")}'`);
}

/** `{"key":value,…}` in the order of `entries`. */
export function jsonObjectText(entries: readonly (readonly [string, SQLWrapper])[]): SQL<string> {
  const parts = entries.map(([key, value], index) => sql`${literal(`${index === 0 ? '{' : ','}${JSON.stringify(key)}:`)} || ${jsonValueText(value)}`);
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}

/** `[item,…]` over the rows of the query, in `orderBy`'s order; `[]` for no rows. An aggregate. */
export function jsonArrayText(item: SQL<string>, orderBy: SQL): SQL<string> {
  return sql<string>`('[' || coalesce(string_agg(${item}, ',' order by ${orderBy}), '') || ']')`;
}

/** A constant JSON prefix and suffix around a text: `{"success":true,"sessions":` … `}`. */
export function wrapJsonText(prefix: string, inner: SQL<string>, suffix: string): SQL<string> {
  return sql<string>`(${literal(prefix)} || ${inner} || ${literal(suffix)})`;
}
