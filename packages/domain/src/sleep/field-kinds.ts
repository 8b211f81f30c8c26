/**
 * The kinds of value a sleep-diary field holds, and what each kind is in the entry form and once
 * stored (docs/decisions/018-sleep-field-catalogue.md). Every derived artefact — the zod
 * contracts, the form's defaults, the flags' defaults, the exports — switches on the kind, so a
 * new field of a known kind needs no code beyond its catalogue entry.
 */

interface KindValues {
  /** Required HH:MM clock time. */
  clock: { form: string; stored: string };
  /** Optional HH:MM clock time: the form's '' is stored as null. */
  optionalClock: { form: string; stored: string | null };
  /** Whole minutes with a default. */
  minutes: { form: number; stored: number };
  /** Optional minutes: empty is null, 0 is a real answer. */
  optionalMinutes: { form: number | null; stored: number | null };
  /** A count of events. */
  count: { form: number; stored: number };
  /** A rating on a bounded scale (0–10, 1–10, 1–5). */
  scale: { form: number; stored: number };
  /** A device reading where the form's 0 (or empty) means "not measured", stored as null. */
  measurement: { form: number; stored: number | null };
  /** A number with one decimal. */
  decimal: { form: number; stored: number };
  /** Yes or no, no by default. */
  yesNo: { form: boolean; stored: boolean };
  /** Free text, '' when empty. */
  text: { form: string; stored: string };
}

export type SleepFieldKind = keyof KindValues;
export const SLEEP_FIELD_KINDS = [
  'clock',
  'optionalClock',
  'minutes',
  'optionalMinutes',
  'count',
  'scale',
  'measurement',
  'decimal',
  'yesNo',
  'text',
] as const satisfies readonly SleepFieldKind[];

export type FormValueOf<K extends SleepFieldKind> = KindValues[K]['form'];
export type StoredValueOf<K extends SleepFieldKind> = KindValues[K]['stored'];
export type FormValue = FormValueOf<SleepFieldKind>;
export type StoredValue = StoredValueOf<SleepFieldKind>;

/** Kinds typed into a number input, with bounds the request schema enforces. */
export const NUMERIC_KINDS = ['minutes', 'optionalMinutes', 'count', 'scale', 'measurement', 'decimal'] as const;
export type NumericKind = (typeof NUMERIC_KINDS)[number];
export const isNumericKind = (kind: SleepFieldKind): kind is NumericKind => (NUMERIC_KINDS as readonly string[]).includes(kind);

/** The form's value as a night stores it: '' is "not given" and a measurement's 0 "not measured". */
export function storedFromForm(kind: SleepFieldKind, value: FormValue): StoredValue {
  if (value === '' && kind === 'optionalClock') return null;
  if (value === 0 && kind === 'measurement') return null;
  return value;
}

/** A stored value back in the form's terms, to correct the night. */
export function formFromStored(kind: SleepFieldKind, value: StoredValue): FormValue {
  if (value === null && kind === 'optionalClock') return '';
  if (value === null && kind === 'measurement') return 0;
  return value;
}
