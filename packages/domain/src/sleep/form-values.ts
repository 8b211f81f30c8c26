import type { NightDetail } from '../api/sleep.js';
import { formFromStored, type FormValueOf, type StoredValue } from './field-kinds.js';
import type { SleepCatalogue } from './field-spec.js';
import { SLEEP_FIELDS, type SleepFields } from './fields.js';
import { stageTotal } from './metrics.js';

/** Every catalogue field as the entry form holds it (heart rate 0 = not measured, '' = no time given). */
export type SleepFormFields<C extends SleepCatalogue> = { [K in keyof C & string]: FormValueOf<C[K]['kind']> };

/**
 * Every field of the entry form: the night's date, the catalogue's fields and the stage total the
 * form computes. A complete NightRequest, so it is sent as it is.
 */
export type NightFormValues = { date: string; total_sleep_minutes: number } & SleepFormFields<SleepFields>;

/** The catalogue's defaults (docs/decisions/018-sleep-field-catalogue.md), as the form holds them. */
export function formDefaults<C extends SleepCatalogue>(catalogue: C): SleepFormFields<C> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, field]) => [key, field.default])) as SleepFormFields<C>;
}

/** A new night with the catalogue's defaults. */
export function newNight(today: string): NightFormValues {
  return { date: today, ...formDefaults(SLEEP_FIELDS), total_sleep_minutes: 0 };
}

/** A stored night back in the form's terms, to correct it. */
export function sleepEntryFromSession(session: NightDetail): NightFormValues {
  const stored = session as unknown as Record<string, StoredValue>;
  const fields = Object.fromEntries(
    Object.entries(SLEEP_FIELDS).map(([key, field]) => [key, formFromStored(field.kind, stored[key] ?? null)]),
  ) as SleepFormFields<SleepFields>;
  return { date: session.sleep_date, ...fields, total_sleep_minutes: stageTotal(session) };
}
