import { z } from 'zod';
import type { SleepFieldKind } from './field-kinds.js';
import type { SleepCatalogue } from './field-spec.js';

/**
 * Fields saved at their default without being touched (`untouched_fields`, docs/sleep-metrics.md,
 * "Untouched answers"): a night saved without opening 'Etkileyen Faktörler' would otherwise store
 * stress 3/10, 20,0 °C, no screen time and every habit 'Hayır', indistinguishable from answers
 * given. Only kinds whose default reads as an answer are listed; an optional field's default is
 * already "no answer" (null or empty).
 */
export const UNTOUCHED_KINDS: readonly SleepFieldKind[] = ['clock', 'minutes', 'count', 'scale', 'decimal', 'yesNo'];

export const UNTOUCHED_MSG = {
  invalid: 'Dokunulmamış alanlar listesi, günlük alanlarının adlarından oluşmalıdır',
  notDefault: (label: string) => `${label} varsayılan değerinde değil: dokunulmamış olarak kaydedilemez`,
} as const;

/** The catalogue's fields that can be saved untouched, in catalogue order. */
export function untouchableFields<C extends SleepCatalogue>(catalogue: C): (keyof C & string)[] {
  return (Object.keys(catalogue) as (keyof C & string)[]).filter((key) => UNTOUCHED_KINDS.includes(catalogue[key]!.kind));
}

/**
 * The request's list: names of untouchable fields, each once, kept in catalogue order (so one
 * night's list always reads the same). Left out: not known (an older client, or an edit that
 * keeps what was stored).
 */
export function untouchedFieldsSchema<C extends SleepCatalogue>(catalogue: C) {
  const names = untouchableFields(catalogue);
  return z
    .array(z.string({ error: UNTOUCHED_MSG.invalid }), { error: UNTOUCHED_MSG.invalid })
    .max(names.length, UNTOUCHED_MSG.invalid)
    .refine((list) => list.every((name) => (names as string[]).includes(name)), { error: UNTOUCHED_MSG.invalid })
    .transform((list) => names.filter((name) => list.includes(name)))
    .optional();
}

/**
 * The listed fields whose value is not their default: a field the participant changed is no
 * untouched field. Compared as the request gives them (the form's values).
 */
export function notAtDefault<C extends SleepCatalogue>(catalogue: C, night: Record<string, unknown>, untouched: readonly string[]): string[] {
  return untouched.filter((name) => {
    const spec = catalogue[name];
    return spec !== undefined && night[name] !== spec.default;
  });
}
