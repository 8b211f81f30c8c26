import type { SleepSessionDetail, SleepSessionSummary, StudyTimepoint } from '@uyku/domain';
import type { SleepSessionRow } from '../../db/schema/index.js';
import type { SummaryTuple } from './list.js';

/**
 * Whitelists what a participant reads of their own nights, in the spec's snake_case names.
 * `sleep_duration` is the stored total sleep time (see docs/sleep-metrics.md).
 */
export function presentSummary(row: SleepSessionRow, timepoint: StudyTimepoint): SleepSessionSummary {
  return {
    id: row.id,
    sleep_date: row.sleepDate,
    sleep_duration: row.totalSleepMinutes,
    deep_sleep_duration: row.deepSleepDuration,
    rem_duration: row.remDuration,
    light_sleep_duration: row.lightSleepDuration,
    sleep_quality: row.sleepQuality,
    notes: row.notes,
    time_in_bed: row.timeInBed,
    sleep_onset_latency: row.sleepOnsetLatency,
    sleep_efficiency: row.sleepEfficiency,
    tst_source: row.tstSource,
    terminal_wakefulness: row.terminalWakefulness,
    study_day: timepoint.studyDay,
    phase: timepoint.phase,
  };
}

/** The same summary from the list's JSON row (`list.ts`); the tests pin the two to the same bytes. */
export function presentSummaryTuple(tuple: SummaryTuple, timepoint: (day: string) => StudyTimepoint): SleepSessionSummary {
  const [id, sleepDate, total, deep, rem, light, quality, notes, timeInBed, latency, efficiency, tstSource, terminal] = tuple;
  const { studyDay, phase } = timepoint(sleepDate);
  return {
    id,
    sleep_date: sleepDate,
    sleep_duration: total,
    deep_sleep_duration: deep,
    rem_duration: rem,
    light_sleep_duration: light,
    sleep_quality: quality,
    notes,
    time_in_bed: timeInBed,
    sleep_onset_latency: latency,
    sleep_efficiency: efficiency,
    tst_source: tstSource,
    terminal_wakefulness: terminal,
    study_day: studyDay,
    phase,
  };
}

export function presentDetail(row: SleepSessionRow, timepoint: StudyTimepoint): SleepSessionDetail {
  return {
    ...presentSummary(row, timepoint),
    bedtime: row.bedtime,
    sleep_time: row.sleepTime,
    wake_time: row.wakeTime,
    awake_duration: row.awakeDuration,
    heart_rate: row.heartRate,
    night_awakenings: row.nightAwakenings,
    snoring_level: row.snoringLevel,
    mood_before_sleep: row.moodBeforeSleep,
    mood_after_sleep: row.moodAfterSleep,
    caffeine_intake: row.caffeineIntake,
    alcohol_intake: row.alcoholIntake,
    exercise_done: row.exerciseDone,
    stress_level: row.stressLevel,
    screen_time: row.screenTime,
    meal_time: row.mealTime,
    medication_taken: row.medicationTaken,
    meditation_done: row.meditationDone,
    reading_done: row.readingDone,
    room_temperature: row.roomTemperature,
    tried_to_sleep_time: row.triedToSleepTime,
    out_of_bed_time: row.outOfBedTime,
    waso_minutes: row.wasoMinutes,
    long_night_confirmed: row.longNightConfirmed,
  };
}
