import { CLOCK_TIME, minutesUntil } from './calendar.js';
import { LONG_NIGHT_MINUTES, longNightMessage, SLEEP_MSG, stagesExceedSleepPeriodMessage } from './bounds.js';
import { percentOneDecimal } from '../rounding.js';
import type { SleepFieldWire } from './field-mapper.js';
import type { SleepFields } from './fields.js';

/**
 * Derived metrics of one diary night, following the Consensus Sleep Diary
 * (Carney et al., 2012, Sleep 35(2):287-302). Pure functions: the server stores their results with
 * each entry and the form previews them. docs/sleep-metrics.md states every rule, with worked nights.
 *
 *   time in bed (TIB)            = bedtime → out of bed               (crossing midnight when needed)
 *   sleep onset latency (SOL)    = tried to sleep → time fell asleep
 *   terminal wakefulness (TWAK)  = wake time (final awakening) → out of bed
 *   sleep period                 = time fell asleep → wake time
 *   wake after sleep onset       = the self-reported WASO, else the awake minutes
 *   total sleep time (TST)       = REM + deep + light                 when all three stages are given
 *                                = sleep period − WASO                otherwise (the clock times)
 *   sleep efficiency (SE, %)     = TST ÷ TIB × 100, one decimal, rounded half up from the integers
 *
 * The CSD items "tried to sleep" and "out of bed" are optional: without the first, the bedtime is
 * also when the participant tried to sleep; without the second, they got up on waking (the original
 * form, where TIB = bedtime → wake time). One or two stages are not a night's sleep: a participant who
 * only copied "deep 90" from a watch still slept from falling asleep to waking, so the clock times
 * decide unless the wearable gave all three stages.
 */

/**
 * The diary answers the metrics read, typed from the field catalogue (sleep/fields.ts). The CSD
 * items are optional here: without "tried to sleep" the bedtime counts, without "out of bed" the
 * wake time, without a recalled WASO the awake minutes; `long_night_confirmed` is the
 * participant's confirmation of a time in bed over 16 hours.
 */
export type SleepNightInput = Pick<
  SleepFieldWire<SleepFields>,
  'bedtime' | 'sleep_time' | 'wake_time' | 'rem_duration' | 'deep_sleep_duration' | 'light_sleep_duration' | 'awake_duration'
> &
  Partial<Pick<SleepFieldWire<SleepFields>, 'tried_to_sleep_time' | 'out_of_bed_time' | 'waso_minutes' | 'long_night_confirmed'>>;

/** Where the total sleep time came from: a wearable's three stages, or the diary's clock times. */
export type TstSource = 'stages' | 'clock';
export const TST_SOURCES = ['stages', 'clock'] as const satisfies readonly TstSource[];

export interface SleepMetrics {
  /** Minutes from bedtime to getting out of bed. */
  timeInBed: number;
  /** Minutes from trying to sleep to falling asleep. */
  sleepOnsetLatency: number;
  /** Minutes from the final awakening to getting out of bed (0 without the out-of-bed time). */
  terminalWakefulness: number;
  /** Minutes asleep: the record's `sleep_duration`. */
  totalSleepMinutes: number;
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

/** Wake after sleep onset: the participant's own figure when given, else the awake minutes. */
export function wakeAfterSleepOnset(night: Pick<SleepNightInput, 'awake_duration' | 'waso_minutes'>): number {
  return night.waso_minutes ?? night.awake_duration;
}

const triedToSleep = (night: SleepNightInput) => night.tried_to_sleep_time || night.bedtime;
const outOfBed = (night: SleepNightInput) => night.out_of_bed_time || night.wake_time;

export function computeSleepMetrics(night: SleepNightInput): SleepMetrics {
  const timeInBed = minutesUntil(night.bedtime, outOfBed(night));
  const sleepOnsetLatency = minutesUntil(triedToSleep(night), night.sleep_time);
  const terminalWakefulness = minutesUntil(night.wake_time, outOfBed(night));
  const tstSource: TstSource = hasAllStages(night) ? 'stages' : 'clock';
  const totalSleepMinutes = tstSource === 'stages' ? stageTotal(night) : Math.max(0, sleepPeriod(night) - wakeAfterSleepOnset(night));
  const sleepEfficiency = timeInBed > 0 ? percentOneDecimal(totalSleepMinutes, timeInBed) : 0;
  return { timeInBed, sleepOnsetLatency, terminalWakefulness, totalSleepMinutes, sleepEfficiency, tstSource };
}

export interface NightProblem {
  field: keyof SleepNightInput | 'total_sleep_minutes';
  message: string;
}

/**
 * What makes a night impossible, so no entry stores a metric that cannot be true (an efficiency
 * above 100 %, a negative sleep time). The clock times must come in the night's order, each
 * counted forward from the bedtime: bedtime ≤ tried to sleep ≤ fell asleep < final awakening ≤
 * out of bed. Then:
 * - the wake time equals the bedtime;
 * - the participant fell asleep outside the night, or at the very minute they woke;
 * - tried to sleep after falling asleep; got out of bed before the final awakening;
 * - more than 16 hours in bed without the participant's confirmation;
 * - any stage was entered and REM + deep + light + awake exceed the sleep period (asleep → wake):
 *   a wearable cannot have measured more sleep and waking than the night held after sleep onset;
 * - the self-reported WASO, or without stages the awake minutes, exceed the sleep period.
 * Malformed clock times are reported by their own fields, so they are skipped here.
 */
export function nightProblems(night: SleepNightInput): NightProblem[] {
  const optionalTimes = [night.tried_to_sleep_time, night.out_of_bed_time].filter((time): time is string => Boolean(time));
  if (![night.bedtime, night.sleep_time, night.wake_time, ...optionalTimes].every((time) => CLOCK_TIME.test(time))) return [];
  const fromBed = (time: string) => minutesUntil(night.bedtime, time);
  const wake = fromBed(night.wake_time);
  const asleep = fromBed(night.sleep_time);
  if (wake === 0) return [{ field: 'wake_time', message: SLEEP_MSG.wakeEqualsBedtime }];
  if (asleep > wake) return [{ field: 'sleep_time', message: SLEEP_MSG.sleepOutsideNight }];
  if (asleep === wake) return [{ field: 'sleep_time', message: SLEEP_MSG.sleepEqualsWake }];
  if (night.tried_to_sleep_time && fromBed(night.tried_to_sleep_time) > asleep) {
    return [{ field: 'tried_to_sleep_time', message: SLEEP_MSG.triedOutsideNight }];
  }
  // Out of bed at the bedtime's clock time would be a whole day in bed: counted as 0, before waking.
  if (night.out_of_bed_time && fromBed(night.out_of_bed_time) < wake) {
    return [{ field: 'out_of_bed_time', message: SLEEP_MSG.outOfBedBeforeWake }];
  }
  const metrics = computeSleepMetrics(night);
  if (metrics.timeInBed > LONG_NIGHT_MINUTES && !night.long_night_confirmed) {
    return [{ field: 'long_night_confirmed', message: longNightMessage(metrics.timeInBed) }];
  }
  const period = sleepPeriod(night);
  const stages = stageTotal(night);
  if (stages > 0 && stages + night.awake_duration > period) {
    return [{ field: 'total_sleep_minutes', message: stagesExceedSleepPeriodMessage(stages + night.awake_duration, period) }];
  }
  if (night.waso_minutes != null && night.waso_minutes > period) {
    return [{ field: 'waso_minutes', message: SLEEP_MSG.wasoExceedsSleepPeriod }];
  }
  if (stages === 0 && night.awake_duration > period) {
    return [{ field: 'awake_duration', message: SLEEP_MSG.awakeExceedsSleepPeriod }];
  }
  return [];
}
