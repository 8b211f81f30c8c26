import { CLOCK_TIME, minutesUntil } from './calendar.js';
import { SLEEP_MSG } from './bounds.js';

/**
 * Derived metrics of one diary night, following the Consensus Sleep Diary
 * (Carney et al., 2012, Sleep 35(2):287-302). Pure functions: the server stores their results with
 * each entry and the form previews them. See docs/sleep-metrics.md for the worked examples.
 *
 *   time in bed (TIB)            = bedtime → wake time               (crossing midnight when needed)
 *   sleep onset latency (SOL)    = bedtime → time fell asleep
 *   total sleep time (TST)       = REM + deep + light                 when any stage was entered
 *                                = (fell asleep → wake time) − awake  when no stage was entered
 *   sleep efficiency (SE, %)     = TST ÷ TIB × 100, to one decimal
 *
 * The diary's "bedtime" is the CSD's "time went to bed / tried to sleep" and its "awake minutes"
 * are wake after sleep onset (WASO). Without a wearable the participant still gets a true
 * duration: the night from falling asleep to waking, minus the time spent awake in between.
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

export interface SleepMetrics {
  /** Minutes from bedtime to wake time. */
  timeInBed: number;
  /** Minutes from bedtime to falling asleep. */
  sleepOnsetLatency: number;
  /** Minutes asleep: the record's `sleep_duration`. */
  totalSleepTime: number;
  /** Percent of the time in bed spent asleep, one decimal. */
  sleepEfficiency: number;
  /** Whether the total came from the entered stages (a wearable) rather than from the clock times. */
  fromStages: boolean;
}

/** REM + deep + light: the live total of the form and what it sends as `total_sleep_minutes`. */
export function stageTotal(night: Pick<SleepNightInput, 'rem_duration' | 'deep_sleep_duration' | 'light_sleep_duration'>): number {
  return night.rem_duration + night.deep_sleep_duration + night.light_sleep_duration;
}

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function computeSleepMetrics(night: SleepNightInput): SleepMetrics {
  const timeInBed = minutesUntil(night.bedtime, night.wake_time);
  const sleepOnsetLatency = minutesUntil(night.bedtime, night.sleep_time);
  const stages = stageTotal(night);
  const fromStages = stages > 0;
  const sleepPeriod = minutesUntil(night.sleep_time, night.wake_time);
  const totalSleepTime = fromStages ? stages : Math.max(0, sleepPeriod - night.awake_duration);
  const sleepEfficiency = timeInBed > 0 ? roundToOneDecimal((totalSleepTime / timeInBed) * 100) : 0;
  return { timeInBed, sleepOnsetLatency, totalSleepTime, sleepEfficiency, fromStages };
}

export interface NightProblem {
  field: keyof SleepNightInput | 'total_sleep_minutes';
  message: string;
}

/**
 * What makes a night impossible, so no entry stores a metric that cannot be true (an efficiency
 * above 100 %, a negative sleep time): the wake time equals the bedtime, the participant fell
 * asleep outside the night, the stages add up to more than the time in bed, or the awake minutes
 * exceed the time between falling asleep and waking. Malformed clock times are reported by their
 * own fields, so they are skipped here.
 */
export function nightProblems(night: SleepNightInput): NightProblem[] {
  if (![night.bedtime, night.sleep_time, night.wake_time].every((time) => CLOCK_TIME.test(time))) return [];
  const problems: NightProblem[] = [];
  const metrics = computeSleepMetrics(night);
  if (metrics.timeInBed === 0) {
    problems.push({ field: 'wake_time', message: SLEEP_MSG.wakeEqualsBedtime });
    return problems;
  }
  if (metrics.sleepOnsetLatency > metrics.timeInBed) {
    problems.push({ field: 'sleep_time', message: SLEEP_MSG.sleepOutsideNight });
    return problems;
  }
  if (metrics.fromStages && stageTotal(night) > metrics.timeInBed) {
    problems.push({ field: 'total_sleep_minutes', message: SLEEP_MSG.stagesExceedTimeInBed });
  }
  if (!metrics.fromStages && night.awake_duration > minutesUntil(night.sleep_time, night.wake_time)) {
    problems.push({ field: 'awake_duration', message: SLEEP_MSG.awakeExceedsSleepPeriod });
  }
  return problems;
}
