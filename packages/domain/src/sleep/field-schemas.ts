import { z } from 'zod';
import { roundToOneDecimal } from '../rounding.js';
import { optionalTextField } from '../text.js';
import { SLEEP_MSG } from './bounds.js';
import { CLOCK_TIME } from './calendar.js';
import type { SleepFieldKind } from './field-kinds.js';
import {
  boundMessageOf,
  clockFormatMessageOf,
  requiredMessageOf,
  tooLongMessageOf,
  wholeNumberMessageOf,
  yesNoMessageOf,
} from './field-messages.js';
import type { SleepCatalogue, SleepFieldSpec } from './field-spec.js';

/**
 * The zod schema of each catalogue field, by kind: how the request takes it (bounds, defaults and
 * the Turkish message naming the field) and how a stored night answers it. The contracts of
 * api/sleep.ts and api/admin-data.ts are built from these (docs/decisions/018-sleep-field-catalogue.md).
 */

type SpecOf<K extends SleepFieldKind> = Extract<SleepFieldSpec, { kind: K }>;

function boundedNumber(field: SleepFieldSpec) {
  const message = boundMessageOf(field);
  const integer = field.bounds?.integer ?? true;
  const base = z.number({ error: message });
  const whole = integer ? base.int({ error: wholeNumberMessageOf(field) }) : base;
  return whole.min(field.bounds?.min ?? 0, { error: message }).max(field.bounds?.max ?? 0, { error: message });
}

/** Empty, NaN (an emptied number input) or missing is "not given"; `zeroToo` makes 0 so as well. */
function optionalNumber(field: SleepFieldSpec, zeroToo: boolean) {
  return z
    .union([z.number(), z.nan(), z.null(), z.literal('')], { error: boundMessageOf(field) })
    .optional()
    .transform((value) =>
      value === undefined || value === null || value === '' || Number.isNaN(value) || (zeroToo && value === 0) ? null : value,
    )
    .pipe(boundedNumber(field).nullable());
}

const REQUEST_SCHEMAS = {
  clock: (field: SpecOf<'clock'>) =>
    z
      .string({ error: requiredMessageOf(field) })
      .min(1, { error: requiredMessageOf(field), abort: true })
      .regex(CLOCK_TIME, { error: SLEEP_MSG.timeInvalid }),
  /** Empty or missing means not given (null). */
  optionalClock: (field: SpecOf<'optionalClock'>) =>
    z
      .union([z.string(), z.null()], { error: clockFormatMessageOf(field) })
      .optional()
      .transform((value) => (value ? value : null))
      .pipe(z.string().regex(CLOCK_TIME, { error: clockFormatMessageOf(field) }).nullable()),
  minutes: (field: SpecOf<'minutes'>) => boundedNumber(field).default(field.default),
  /** 0 is a real answer. */
  optionalMinutes: (field: SpecOf<'optionalMinutes'>) => optionalNumber(field, false),
  count: (field: SpecOf<'count'>) => boundedNumber(field).default(field.default),
  scale: (field: SpecOf<'scale'>) => boundedNumber(field).default(field.default),
  /** 0, empty or missing means "not measured" and becomes null. */
  measurement: (field: SpecOf<'measurement'>) => optionalNumber(field, true),
  decimal: (field: SpecOf<'decimal'>) => boundedNumber(field).default(field.default).transform(roundToOneDecimal),
  yesNo: (field: SpecOf<'yesNo'>) => z.boolean({ error: yesNoMessageOf(field) }).default(field.default),
  text: (field: SpecOf<'text'>) =>
    optionalTextField({ max: field.maxLength ?? 0, multiline: true, tooLongMessage: tooLongMessageOf(field) }),
} satisfies { [K in SleepFieldKind]: (field: SpecOf<K>) => z.ZodType };

const STORED_SCHEMAS = {
  clock: () => z.string(),
  optionalClock: () => z.string().nullable(),
  minutes: () => z.number(),
  optionalMinutes: () => z.number().nullable(),
  count: () => z.number(),
  scale: () => z.number(),
  measurement: () => z.number().nullable(),
  decimal: () => z.number(),
  yesNo: () => z.boolean(),
  text: () => z.string(),
} satisfies { [K in SleepFieldKind]: () => z.ZodType };

type Keys<C extends SleepCatalogue> = keyof C & string;
export type SleepRequestShape<C extends SleepCatalogue> = {
  [K in Keys<C>]: ReturnType<(typeof REQUEST_SCHEMAS)[C[K]['kind']]>;
};
export type SleepStoredShape<C extends SleepCatalogue> = {
  [K in Keys<C>]: ReturnType<(typeof STORED_SCHEMAS)[C[K]['kind']]>;
};

function shapeOf<C extends SleepCatalogue>(catalogue: C, schemaOf: (field: SleepFieldSpec) => z.ZodType) {
  return Object.fromEntries(Object.entries(catalogue).map(([key, field]) => [key, schemaOf(field)]));
}

/** Every field as the entry form sends it, in catalogue order. */
export function sleepRequestShape<C extends SleepCatalogue>(catalogue: C): SleepRequestShape<C> {
  // The builder is picked by the field's own kind, which TypeScript cannot correlate through the union.
  const build = (field: SleepFieldSpec) => (REQUEST_SCHEMAS[field.kind] as (spec: SleepFieldSpec) => z.ZodType)(field);
  return shapeOf(catalogue, build) as SleepRequestShape<C>;
}

/** Every field as a stored night answers it, in catalogue order. */
export function sleepStoredShape<C extends SleepCatalogue>(catalogue: C): SleepStoredShape<C> {
  return shapeOf(catalogue, (field) => STORED_SCHEMAS[field.kind]()) as SleepStoredShape<C>;
}
