import type { StoredValueOf } from './field-kinds.js';
import type { SleepCatalogue } from './field-spec.js';

/**
 * The one mapping between a stored night's row (drizzle's camelCase properties) and the wire
 * (snake_case keys, which are also the database columns): camelCase is derived from the catalogue
 * key, so no field is spelled twice (docs/decisions/018-sleep-field-catalogue.md).
 */

/** 'deep_sleep_duration' → 'deepSleepDuration' */
export type RowKey<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<RowKey<Tail>>}` : S;

const rowKeys = new Map<string, string>();

export function rowKey<S extends string>(key: S): RowKey<S> {
  // Remembered: the admin's lists map every field of every night, and the regex was a tenth of a page's time.
  let known = rowKeys.get(key);
  if (known === undefined) {
    known = key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    rowKeys.set(key, known);
  }
  return known as RowKey<S>;
}

type Keys<C extends SleepCatalogue> = keyof C & string;

/** Each catalogue's [wire key, row key] pairs in catalogue order, worked out once. */
const keyPairs = new WeakMap<SleepCatalogue, readonly (readonly [string, string])[]>();
function pairsOf(catalogue: SleepCatalogue): readonly (readonly [string, string])[] {
  let pairs = keyPairs.get(catalogue);
  if (!pairs) {
    pairs = Object.keys(catalogue).map((key) => [key, rowKey(key)] as const);
    keyPairs.set(catalogue, pairs);
  }
  return pairs;
}

/** A night's catalogue fields under their wire keys, as stored. */
export type SleepFieldWire<C extends SleepCatalogue> = { [K in Keys<C>]: StoredValueOf<C[K]['kind']> };
/** The same fields under the row's camelCase keys. */
export type SleepFieldRow<C extends SleepCatalogue> = { [K in Keys<C> as RowKey<K>]: StoredValueOf<C[K]['kind']> };

/** Row → wire: every catalogue field, in catalogue order. */
export function wireFromRow<C extends SleepCatalogue>(catalogue: C, row: SleepFieldRow<C>): SleepFieldWire<C> {
  const values = row as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const [key, column] of pairsOf(catalogue)) wire[key] = values[column];
  return wire as SleepFieldWire<C>;
}

/** Wire → row: every catalogue field, in catalogue order. */
export function rowFromWire<C extends SleepCatalogue>(catalogue: C, wire: SleepFieldWire<C>): SleepFieldRow<C> {
  const values = wire as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of pairsOf(catalogue)) row[column] = values[key];
  return row as SleepFieldRow<C>;
}
