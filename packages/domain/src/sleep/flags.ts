import { studyZoneInstant } from './calendar.js';
import { entryInstant, type EntryTimes } from './entry-time.js';
import { storedFromForm, type StoredValue } from './field-kinds.js';
import { rowKey, type RowKey, type SleepFieldRow } from './field-mapper.js';
import type { SleepCatalogue, SleepFieldSpec } from './field-spec.js';
import { SLEEP_FIELDS, type SleepFields } from './fields.js';
import { hasAllStages, sleepPeriod, stageTotal } from './metrics.js';
import { wasoUsed } from './waso.js';

/**
 * Data-quality flags of one stored night (docs/sleep-metrics.md, "Data-quality flags"). They describe a record for the analysis; they never remove it from a view or export.
 */
export const QUALITY_FLAGS = [
  'late_entry',
  'untouched_defaults',
  'confirmed_implausible',
  'stage_mismatch',
  'saved_before_wake',
  'waso_without_awakenings',
  'awakenings_without_waso',
] as const;
export type QualityFlag = (typeof QUALITY_FLAGS)[number];

export const QUALITY_FLAG_LABELS: Record<QualityFlag, string> = {
  late_entry: 'Geç girildi (36 saatten sonra)',
  untouched_defaults: 'Varsayılan değerler değiştirilmedi',
  confirmed_implausible: 'Olağan dışı değer onaylandı',
  stage_mismatch: 'Evre toplamı uyku dönemiyle uyuşmuyor',
  saved_before_wake: 'Uyanma saatinden önce kaydedildi',
  waso_without_awakenings: 'Uyanma sayısı 0 ama uyanık süre var',
  awakenings_without_waso: 'Uyanma var ama uyanık süre 0',
};

/** Hours after the night's final awakening within which an entry is timely. */
export const LATE_ENTRY_HOURS = 36;
/** Stage minutes (plus awake) may fall short of the sleep period by at most this much. */
export const STAGE_MISMATCH_TOLERANCE_MINUTES = 60;

/**
 * The stored fields the flags read: the server's row (camelCase), every catalogue field, and both
 * save times (the entry instant is `entryInstant`'s, the one rule for every view and export).
 */
export type FlaggableNight = SleepFieldRow<SleepFields> & EntryTimes & { sleepDate: string };

type DefaultsOf<C extends SleepCatalogue> = Partial<Record<RowKey<keyof C & string>, StoredValue>>;

/**
 * What `untouched_defaults` compares: every catalogue field's default as a night stores it (the
 * form's 0 heart rate and '' times are stored as null), except the fields the catalogue keeps out
 * (docs/decisions/018-sleep-field-catalogue.md). Built from a catalogue, so a new field is compared
 * without an edit here.
 */
export function untouchedDefaults<C extends SleepCatalogue>(catalogue: C): DefaultsOf<C> {
  return Object.fromEntries(
    (Object.entries(catalogue) as [keyof C & string, SleepFieldSpec][])
      .filter(([, field]) => field.inUntouchedDefaults !== false)
      .map(([key, field]) => [rowKey(key), storedFromForm(field.kind, field.default)]),
  ) as DefaultsOf<C>;
}

/** Computed once: an export checks every night against them. */
const DEFAULTS = untouchedDefaults(SLEEP_FIELDS);
const DEFAULT_ENTRIES = Object.entries(DEFAULTS) as [keyof FlaggableNight, StoredValue][];

/** The night's wake time as an instant: its day and clock time in the study's zone (the time-zone database). */
function wakeInstant(night: Pick<FlaggableNight, 'sleepDate' | 'wakeTime'>): number {
  return studyZoneInstant(night.sleepDate, night.wakeTime);
}

export function sleepFlags(night: FlaggableNight): QualityFlag[] {
  const flags: QualityFlag[] = [];
  // The participant's 'Kaydet' when an offline save sent a plausible time, else the server's receipt.
  const untilWake = entryInstant(night) - wakeInstant(night);
  if (untilWake > LATE_ENTRY_HOURS * 3_600_000) flags.push('late_entry');
  // '' and null are both "not given" for the optional text fields.
  const given = (value: unknown) => (value === '' ? null : value);
  const untouched = DEFAULT_ENTRIES.every(([key, value]) => given(night[key]) === given(value));
  if (untouched) flags.push('untouched_defaults');
  if (night.longNightConfirmed) flags.push('confirmed_implausible');
  const stages = {
    rem_duration: night.remDuration,
    deep_sleep_duration: night.deepSleepDuration,
    light_sleep_duration: night.lightSleepDuration,
  };
  if (hasAllStages(stages)) {
    const period = sleepPeriod({ sleep_time: night.sleepTime, wake_time: night.wakeTime });
    const recorded = stageTotal(stages) + night.awakeDuration;
    if (recorded > period || period - recorded > STAGE_MISMATCH_TOLERANCE_MINUTES) flags.push('stage_mismatch');
  }
  // The first save came before the night's final awakening: not a recollection of the night.
  if (untilWake < 0) flags.push('saved_before_wake');
  // The count of awakenings and the WASO used (docs/sleep-metrics.md "WASO used") contradict.
  const waso = wasoUsed({ awake_duration: night.awakeDuration, waso_minutes: night.wasoMinutes }).minutes;
  if (night.nightAwakenings === 0 && waso > 0) flags.push('waso_without_awakenings');
  if (night.nightAwakenings > 0 && waso === 0) flags.push('awakenings_without_waso');
  return flags;
}
