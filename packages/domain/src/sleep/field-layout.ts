import type { SleepCatalogue, SleepFieldSpec } from './field-spec.js';

/**
 * Where each catalogue field sits in one ordered output (a CSV's columns, the admin view's keys,
 * the study export's columns), among that output's own derived columns. A layout names the fields
 * whose place is fixed and puts `OTHER_FIELDS` where the rest of the context's fields go, in
 * catalogue order: a field added to the catalogue lands there without an edit here
 * (docs/decisions/018-sleep-field-catalogue.md).
 */

export const OTHER_FIELDS: unique symbol = Symbol('the other catalogue fields of this output');

/** Field keys (strings), derived entries (objects) and the one `OTHER_FIELDS` marker. */
export type SleepLayout<K extends string, E extends object> = readonly (K | E | typeof OTHER_FIELDS)[];

export function expandLayout<C extends SleepCatalogue, E extends object, R>(
  catalogue: C,
  layout: SleepLayout<keyof C & string, E>,
  inContext: (field: SleepFieldSpec) => boolean,
  fromField: (key: keyof C & string) => R,
  fromEntry: (entry: E) => R,
): R[] {
  const keys = (Object.keys(catalogue) as (keyof C & string)[]).filter((key) => inContext(catalogue[key] as SleepFieldSpec));
  const named = new Set(layout.filter((entry): entry is keyof C & string => typeof entry === 'string'));
  for (const key of named) {
    if (!keys.includes(key)) throw new Error(`layout names ${key}, which this output does not take`);
  }
  const others = keys.filter((key) => !named.has(key));
  if (others.length > 0 && !layout.includes(OTHER_FIELDS)) throw new Error(`layout has no place for ${others.join(', ')}`);
  return layout.flatMap((entry) => {
    if (entry === OTHER_FIELDS) return others.map(fromField);
    if (typeof entry === 'string') return [fromField(entry)];
    return [fromEntry(entry)];
  });
}

/** The keys alone, in the layout's order. */
export function layoutKeys<C extends SleepCatalogue, E extends object>(
  catalogue: C,
  layout: SleepLayout<keyof C & string, E>,
  inContext: (field: SleepFieldSpec) => boolean,
): (keyof C & string)[] {
  return expandLayout<C, E, (keyof C & string) | null>(catalogue, layout, inContext, (key) => key, () => null).filter(
    (key): key is keyof C & string => key !== null,
  );
}
