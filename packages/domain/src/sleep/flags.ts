import { clockMinutes } from './calendar.js';
import { newSleepEntry } from './form-values.js';
import { hasAllStages, sleepPeriod, stageTotal } from './metrics.js';
import { wasoUsed } from './waso.js';

/**
 * Data-quality flags of one stored night (issue 14 item 5, docs/sleep-metrics.md "Data-quality
 * flags"). They describe a record for the analysis; they never remove it from a view or export.
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

/** The stored fields the flags read (the server's row, camelCase). */
export interface FlaggableNight {
  sleepDate: string;
  bedtime: string;
  sleepTime: string;
  wakeTime: string;
  remDuration: number;
  deepSleepDuration: number;
  lightSleepDuration: number;
  awakeDuration: number;
  heartRate: number | null;
  nightAwakenings: number;
  snoringLevel: number;
  sleepQuality: number;
  moodBeforeSleep: number;
  moodAfterSleep: number;
  stressLevel: number;
  screenTime: number;
  mealTime: string | null;
  roomTemperature: number;
  caffeineIntake: boolean;
  alcoholIntake: boolean;
  exerciseDone: boolean;
  medicationTaken: boolean;
  meditationDone: boolean;
  readingDone: boolean;
  notes: string;
  triedToSleepTime: string | null;
  outOfBedTime: string | null;
  wasoMinutes: number | null;
  longNightConfirmed: boolean;
  createdAt: Date | string;
}

/** The entry form's defaults (spec section 3): `newSleepEntry`'s, as a night stores them. */
const form = newSleepEntry('');
const DEFAULTS: Omit<FlaggableNight, 'sleepDate' | 'createdAt' | 'longNightConfirmed'> = {
  bedtime: form.bedtime,
  sleepTime: form.sleep_time,
  wakeTime: form.wake_time,
  remDuration: form.rem_duration,
  deepSleepDuration: form.deep_sleep_duration,
  lightSleepDuration: form.light_sleep_duration,
  awakeDuration: form.awake_duration,
  // The form holds "not measured" and "no meal" as 0 and ''; a stored night as null.
  heartRate: form.heart_rate || null,
  nightAwakenings: form.night_awakenings,
  snoringLevel: form.snoring_level,
  sleepQuality: form.sleep_quality,
  moodBeforeSleep: form.mood_before_sleep,
  moodAfterSleep: form.mood_after_sleep,
  stressLevel: form.stress_level,
  screenTime: form.screen_time,
  mealTime: form.meal_time || null,
  roomTemperature: form.room_temperature,
  caffeineIntake: form.caffeine_intake,
  alcoholIntake: form.alcohol_intake,
  exerciseDone: form.exercise_done,
  medicationTaken: form.medication_taken,
  meditationDone: form.meditation_done,
  readingDone: form.reading_done,
  notes: form.notes,
  triedToSleepTime: form.tried_to_sleep_time || null,
  outOfBedTime: form.out_of_bed_time || null,
  wasoMinutes: form.waso_minutes,
};

/** Computed once: an export checks every night against them. */
const DEFAULT_KEYS = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];

/** Istanbul is UTC+3 all year (no DST since 2016): the night's wake time as an instant. */
function wakeInstant(night: Pick<FlaggableNight, 'sleepDate' | 'wakeTime'>): number {
  return Date.parse(`${night.sleepDate}T00:00:00+03:00`) + clockMinutes(night.wakeTime) * 60_000;
}

export function sleepFlags(night: FlaggableNight): QualityFlag[] {
  const flags: QualityFlag[] = [];
  const entered = new Date(night.createdAt).getTime();
  const untilWake = entered - wakeInstant(night);
  if (untilWake > LATE_ENTRY_HOURS * 3_600_000) flags.push('late_entry');
  // '' and null are both "not given" for the optional text fields.
  const given = (value: unknown) => (value === '' ? null : value);
  const untouched = DEFAULT_KEYS.every((key) => given(night[key]) === given(DEFAULTS[key]));
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
