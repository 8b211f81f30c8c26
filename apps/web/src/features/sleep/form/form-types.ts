import { useFormContext } from 'react-hook-form';
import {
  SLEEP_FIELD_KEYS,
  SLEEP_FIELDS,
  SLEEP_FORM_TABS,
  type SleepFieldKey,
  type SleepFieldKind,
  type SleepFields,
  type SleepFormTab,
  type NightInput,
  type NightRequest,
} from '@uyku/domain';

/** The entry form holds what the API takes and resolves to what the server stores. */
export const useSleepForm = () => useFormContext<NightRequest, unknown, NightInput>();

export type SleepFieldName = keyof NightRequest;

/** The catalogue's fields of some kinds (docs/decisions/018-sleep-field-catalogue.md). */
type FieldsOfKind<K extends SleepFieldKind> = { [F in SleepFieldKey]: SleepFields[F]['kind'] extends K ? F : never }[SleepFieldKey];

/** Number inputs (typed); sliders and mood buttons are numbers too but set through a Controller. */
export type NumberFieldName = FieldsOfKind<'minutes' | 'optionalMinutes' | 'count' | 'measurement' | 'decimal'>;
export type ScaleFieldName = FieldsOfKind<'scale'>;
/** The day's yes/no factors; the long-night confirmation has its own control. */
export type FlagFieldName = Exclude<FieldsOfKind<'yesNo'>, 'long_night_confirmed'>;
export type TextFieldName = 'date' | FieldsOfKind<'clock' | 'optionalClock' | 'text'>;

/** The request's keys that are not catalogue fields, and the tab that shows them. */
const RECORD_FIELDS: Record<SleepFormTab, readonly SleepFieldName[]> = {
  basics: ['date'],
  stages: ['total_sleep_minutes'],
  factors: [],
  moodNotes: [],
};

/**
 * Which tab holds which field (each catalogue field names its tab, docs/decisions/018-sleep-field-catalogue.md):
 * a rejected save opens the first tab with a message on it.
 */
export const TAB_FIELDS: readonly (readonly SleepFieldName[])[] = SLEEP_FORM_TABS.map((tab) => [
  ...RECORD_FIELDS[tab],
  ...SLEEP_FIELD_KEYS.filter((key) => SLEEP_FIELDS[key].formTab === tab),
]);

/**
 * Messages that depend on several fields (the night's checks in the domain): after a first save
 * attempt, changing one of these fields re-checks the others, so a message never outlives its cause.
 */
const NIGHT_CHECKS: SleepFieldName[] = [
  'tried_to_sleep_time',
  'sleep_time',
  'wake_time',
  'out_of_bed_time',
  'long_night_confirmed',
  'awake_duration',
  'waso_minutes',
  'total_sleep_minutes',
];
export const FIELD_DEPS: Partial<Record<SleepFieldName, SleepFieldName[]>> = {
  bedtime: NIGHT_CHECKS,
  tried_to_sleep_time: NIGHT_CHECKS,
  sleep_time: NIGHT_CHECKS,
  wake_time: NIGHT_CHECKS,
  out_of_bed_time: NIGHT_CHECKS,
  long_night_confirmed: NIGHT_CHECKS,
  waso_minutes: ['waso_minutes'],
  rem_duration: ['total_sleep_minutes', 'awake_duration'],
  deep_sleep_duration: ['total_sleep_minutes', 'awake_duration'],
  light_sleep_duration: ['total_sleep_minutes', 'awake_duration'],
  // The awake minutes count with the stages against the sleep period.
  awake_duration: ['total_sleep_minutes'],
};
