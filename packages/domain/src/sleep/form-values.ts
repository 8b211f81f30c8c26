import type { SleepSessionDetail, SleepSessionRequest } from '../api/sleep.js';
import { stageTotal } from './metrics.js';

/**
 * Every field of the entry form, as it holds them (heart rate 0 = not measured, meal time '' = none).
 * A complete SleepSessionRequest, so it is sent as it is.
 */
export interface SleepEntryValues extends SleepSessionRequest {
  date: string;
  bedtime: string;
  sleep_time: string;
  wake_time: string;
  rem_duration: number;
  deep_sleep_duration: number;
  light_sleep_duration: number;
  awake_duration: number;
  heart_rate: number;
  night_awakenings: number;
  snoring_level: number;
  sleep_quality: number;
  mood_before_sleep: number;
  mood_after_sleep: number;
  caffeine_intake: boolean;
  alcohol_intake: boolean;
  exercise_done: boolean;
  stress_level: number;
  screen_time: number;
  meal_time: string;
  medication_taken: boolean;
  meditation_done: boolean;
  reading_done: boolean;
  room_temperature: number;
  notes: string;
  total_sleep_minutes: number;
  /** Optional CSD items: '' and null mean not given. */
  tried_to_sleep_time: string;
  out_of_bed_time: string;
  waso_minutes: number | null;
  long_night_confirmed: boolean;
}

/** A new night with the defaults of spec section 3. */
export function newSleepEntry(today: string): SleepEntryValues {
  return {
    date: today,
    bedtime: '22:00',
    sleep_time: '23:00',
    wake_time: '07:00',
    rem_duration: 0,
    deep_sleep_duration: 0,
    light_sleep_duration: 0,
    awake_duration: 0,
    heart_rate: 0,
    night_awakenings: 0,
    snoring_level: 0,
    sleep_quality: 5,
    mood_before_sleep: 3,
    mood_after_sleep: 3,
    caffeine_intake: false,
    alcohol_intake: false,
    exercise_done: false,
    stress_level: 3,
    screen_time: 0,
    meal_time: '',
    medication_taken: false,
    meditation_done: false,
    reading_done: false,
    room_temperature: 20,
    notes: '',
    total_sleep_minutes: 0,
    tried_to_sleep_time: '',
    out_of_bed_time: '',
    waso_minutes: null,
    long_night_confirmed: false,
  };
}

/** A stored night back in the form's terms, to correct it. */
export function sleepEntryFromSession(session: SleepSessionDetail): SleepEntryValues {
  return {
    date: session.sleep_date,
    bedtime: session.bedtime,
    sleep_time: session.sleep_time,
    wake_time: session.wake_time,
    rem_duration: session.rem_duration,
    deep_sleep_duration: session.deep_sleep_duration,
    light_sleep_duration: session.light_sleep_duration,
    awake_duration: session.awake_duration,
    heart_rate: session.heart_rate ?? 0,
    night_awakenings: session.night_awakenings,
    snoring_level: session.snoring_level,
    sleep_quality: session.sleep_quality,
    mood_before_sleep: session.mood_before_sleep,
    mood_after_sleep: session.mood_after_sleep,
    caffeine_intake: session.caffeine_intake,
    alcohol_intake: session.alcohol_intake,
    exercise_done: session.exercise_done,
    stress_level: session.stress_level,
    screen_time: session.screen_time,
    meal_time: session.meal_time ?? '',
    medication_taken: session.medication_taken,
    meditation_done: session.meditation_done,
    reading_done: session.reading_done,
    room_temperature: session.room_temperature,
    notes: session.notes,
    total_sleep_minutes: stageTotal(session),
    tried_to_sleep_time: session.tried_to_sleep_time ?? '',
    out_of_bed_time: session.out_of_bed_time ?? '',
    waso_minutes: session.waso_minutes,
    long_night_confirmed: session.long_night_confirmed,
  };
}
