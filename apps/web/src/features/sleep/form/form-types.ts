import { useFormContext } from 'react-hook-form';
import type { SleepSessionInput, SleepSessionRequest } from '@uyku/domain';

/** The entry form holds what the API takes and resolves to what the server stores. */
export type SleepForm = ReturnType<typeof useSleepForm>;
export const useSleepForm = () => useFormContext<SleepSessionRequest, unknown, SleepSessionInput>();

export type SleepFieldName = keyof SleepSessionRequest;
/** Number inputs (typed); sliders and mood buttons are numbers too but set through a Controller. */
export type NumberFieldName =
  | 'night_awakenings'
  | 'rem_duration'
  | 'deep_sleep_duration'
  | 'light_sleep_duration'
  | 'awake_duration'
  | 'waso_minutes'
  | 'heart_rate'
  | 'screen_time'
  | 'room_temperature';
export type ScaleFieldName = 'sleep_quality' | 'snoring_level' | 'stress_level' | 'mood_before_sleep' | 'mood_after_sleep';
export type FlagFieldName =
  | 'caffeine_intake'
  | 'alcohol_intake'
  | 'exercise_done'
  | 'medication_taken'
  | 'meditation_done'
  | 'reading_done';
export type TextFieldName =
  | 'date'
  | 'bedtime'
  | 'tried_to_sleep_time'
  | 'sleep_time'
  | 'wake_time'
  | 'out_of_bed_time'
  | 'meal_time'
  | 'notes';

/** Which tab holds which field: a rejected save opens the first tab with a message on it. */
export const TAB_FIELDS: readonly (readonly SleepFieldName[])[] = [
  [
    'date',
    'bedtime',
    'tried_to_sleep_time',
    'sleep_time',
    'wake_time',
    'out_of_bed_time',
    'long_night_confirmed',
    'waso_minutes',
    'sleep_quality',
    'night_awakenings',
    'snoring_level',
  ],
  ['rem_duration', 'deep_sleep_duration', 'light_sleep_duration', 'awake_duration', 'heart_rate', 'total_sleep_minutes'],
  [
    'stress_level',
    'screen_time',
    'room_temperature',
    'meal_time',
    'caffeine_intake',
    'alcohol_intake',
    'exercise_done',
    'medication_taken',
    'meditation_done',
    'reading_done',
  ],
  ['mood_before_sleep', 'mood_after_sleep', 'notes'],
];

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
