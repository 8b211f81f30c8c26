import type { StoredValueOf } from './field-kinds.js';
import type { SleepCatalogue } from './field-spec.js';

/**
 * The one mapping between a stored night's row (drizzle's camelCase properties) and the wire
 * (snake_case keys, which are also the database columns): camelCase is derived from the catalogue
 * key, so no field is spelled twice (docs/decisions/018-sleep-field-catalogue.md).
 */

/** 'deep_sleep_duration' → 'deepSleepDuration' */
export type RowKey<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<RowKey<Tail>>}` : S;

export function rowKey<S extends string>(key: S): RowKey<S> {
  return key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as RowKey<S>;
}

type Keys<C extends SleepCatalogue> = keyof C & string;

/** A night's catalogue fields under their wire keys, as stored. */
export type SleepFieldWire<C extends SleepCatalogue> = { [K in Keys<C>]: StoredValueOf<C[K]['kind']> };
/** The same fields under the row's camelCase keys. */
export type SleepFieldRow<C extends SleepCatalogue> = { [K in Keys<C> as RowKey<K>]: StoredValueOf<C[K]['kind']> };

const keysOf = <C extends SleepCatalogue>(catalogue: C) => Object.keys(catalogue) as Keys<C>[];

/** Row → wire: every catalogue field, in catalogue order. */
export function wireFromRow<C extends SleepCatalogue>(catalogue: C, row: SleepFieldRow<C>): SleepFieldWire<C> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(keysOf(catalogue).map((key) => [key, values[rowKey(key)]])) as SleepFieldWire<C>;
}

/** Wire → row: every catalogue field, in catalogue order. */
export function rowFromWire<C extends SleepCatalogue>(catalogue: C, wire: SleepFieldWire<C>): SleepFieldRow<C> {
  const values = wire as Record<string, unknown>;
  return Object.fromEntries(keysOf(catalogue).map((key) => [rowKey(key), values[key]])) as SleepFieldRow<C>;
}
