import { CLOCK_TIME, minutesUntil } from './calendar.js';
import { SLEEP_MSG, stagesExceedSleepPeriodMessage } from './bounds.js';
import { percentOneDecimal } from '../rounding.js';

/**
 * Derived metrics of one diary night, following the Consensus Sleep Diary
 * (Carney et al., 2012, Sleep 35(2):287-302). Pure functions: the server stores their results with
 * each entry and the form previews them. docs/sleep-metrics.md states every rule, with worked nights.
 *
 *   time in bed (TIB)            = bedtime → wake time               (crossing midnight when needed)
 *   sleep onset latency (SOL)    = bedtime → time fell asleep
 *   sleep period                 = time fell asleep → wake time
 *   total sleep time (TST)       = REM + deep + light                 when all three stages are given
 *                                = sleep period − awake minutes       otherwise (the clock times)
 *   sleep efficiency (SE, %)     = TST ÷ TIB × 100, one decimal, rounded half up from the integers
 *
 * The diary's "bedtime" is the CSD's "time went to bed / tried to sleep" and its "awake minutes"
 * are wake after sleep onset (WASO). One or two stages are not a night's sleep: a participant who
 * only copied "deep 90" from a watch still slept from falling asleep to waking, so the clock times
 * decide unless the wearable gave all three stages.
 */

export interface SleepNightInput {
  bedtime: string;
  sleep_time: string;
  wake_time: string;
  rem_duration: number;
  deep_sleep_duration: number;
  light_sleep_duration: number;
  awake_duration: number;
}

/** Where the total sleep time came from: a wearable's three stages, or the diary's clock times. */
export type TstSource = 'stages' | 'clock';
export const TST_SOURCES = ['stages', 'clock'] as const satisfies readonly TstSource[];

export interface SleepMetrics {
  /** Minutes from bedtime to wake time. */
  timeInBed: number;
  /** Minutes from bedtime to falling asleep. */
  sleepOnsetLatency: number;
  /** Minutes asleep: the record's `sleep_duration`. */
  totalSleepTime: number;
  /** Percent of the time in bed spent asleep, one decimal. */
  sleepEfficiency: number;
  /** How the total sleep time was derived; stored with the night as `tst_source`. */
  tstSource: TstSource;
}

type StageMinutes = Pick<SleepNightInput, 'rem_duration' | 'deep_sleep_duration' | 'light_sleep_duration'>;

/** REM + deep + light: the live total of the form and what it sends as `total_sleep_minutes`. */
export function stageTotal(night: StageMinutes): number {
  return night.rem_duration + night.deep_sleep_duration + night.light_sleep_duration;
}

/** Whether the wearable gave all three stages (0 is the form's "not entered"). */
export function hasAllStages(night: StageMinutes): boolean {
  return night.rem_duration > 0 && night.deep_sleep_duration > 0 && night.light_sleep_duration > 0;
}

/** Minutes from falling asleep to the final awakening. */
export function sleepPeriod(night: Pick<SleepNightInput, 'sleep_time' | 'wake_time'>): number {
  return minutesUntil(night.sleep_time, night.wake_time);
}

export function computeSleepMetrics(night: SleepNightInput): SleepMetrics {
  const timeInBed = minutesUntil(night.bedtime, night.wake_time);
  const sleepOnsetLatency = minutesUntil(night.bedtime, night.sleep_time);
  const tstSource: TstSource = hasAllStages(night) ? 'stages' : 'clock';
  const totalSleepTime = tstSource === 'stages' ? stageTotal(night) : Math.max(0, sleepPeriod(night) - night.awake_duration);
  const sleepEfficiency = timeInBed > 0 ? percentOneDecimal(totalSleepTime, timeInBed) : 0;
  return { timeInBed, sleepOnsetLatency, totalSleepTime, sleepEfficiency, tstSource };
}

export interface NightProblem {
  field: keyof SleepNightInput | 'total_sleep_minutes';
  message: string;
}

/**
 * What makes a night impossible, so no entry stores a metric that cannot be true (an efficiency
 * above 100 %, a negative sleep time):
 * - the wake time equals the bedtime;
 * - the participant fell asleep outside the night, or at the very minute they woke;
 * - any stage was entered and REM + deep + light + awake exceed the sleep period (asleep → wake):
 *   a wearable cannot have measured more sleep and waking than the night held after sleep onset;
 * - without stages, the awake minutes exceed the sleep period.
 * Malformed clock times are reported by their own fields, so they are skipped here.
 */
export function nightProblems(night: SleepNightInput): NightProblem[] {
  if (![night.bedtime, night.sleep_time, night.wake_time].every((time) => CLOCK_TIME.test(time))) return [];
  const metrics = computeSleepMetrics(night);
  if (metrics.timeInBed === 0) return [{ field: 'wake_time', message: SLEEP_MSG.wakeEqualsBedtime }];
  if (metrics.sleepOnsetLatency > metrics.timeInBed) return [{ field: 'sleep_time', message: SLEEP_MSG.sleepOutsideNight }];
  const period = sleepPeriod(night);
  if (period === 0) return [{ field: 'sleep_time', message: SLEEP_MSG.sleepEqualsWake }];
  const stages = stageTotal(night);
  if (stages > 0 && stages + night.awake_duration > period) {
    return [{ field: 'total_sleep_minutes', message: stagesExceedSleepPeriodMessage(stages + night.awake_duration, period) }];
  }
  if (stages === 0 && night.awake_duration > period) {
    return [{ field: 'awake_duration', message: SLEEP_MSG.awakeExceedsSleepPeriod }];
  }
  return [];
}
