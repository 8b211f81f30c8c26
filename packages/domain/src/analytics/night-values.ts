import type { AnalysisTstSource, ComparisonMetric } from '../api/analytics.js';
import type { SleepFieldWire } from '../sleep/field-mapper.js';
import type { SleepFields } from '../sleep/fields.js';
import { tstBySource, wasoUsed } from '../sleep/waso.js';

/**
 * One night's values as every analysis reads them (docs/sleep-metrics.md, "The analyses"):
 * WASO is the WASO used (the recalled figure, else the awake minutes), TST comes from the chosen
 * source (the diary's clock times by default, the imported device night, or the diary's stage
 * sum: null on a night without one), and sleep efficiency is that TST × 100 ÷ time in bed, unrounded. Nothing here rounds:
 * the statistics run on exact values and only the screen rounds.
 */

/** The stored columns the analyses read: catalogue fields (sleep/fields.ts) and two derived metrics. */
export type StoredNight = Pick<
  SleepFieldWire<SleepFields>,
  | 'sleep_time'
  | 'wake_time'
  | 'rem_duration'
  | 'deep_sleep_duration'
  | 'light_sleep_duration'
  | 'awake_duration'
  | 'waso_minutes'
  | 'sleep_quality'
  | 'night_awakenings'
  | 'stress_level'
> & {
  time_in_bed: number;
  sleep_onset_latency: number;
  /** Fields saved at their default without being touched (sleep/untouched-fields.ts); absent: none known. */
  untouched_fields?: readonly string[] | null;
};

/** How the analysis plan reads a night beyond its TST source. */
export interface NightReading {
  /** A stress level saved untouched (the form's default, never answered) counts as missing. */
  untouchedStressMissing?: boolean;
}

export type NightValues = Record<ComparisonMetric, number | null>;

/**
 * `deviceTotalSleep` is the imported device night's TST for the date (device_nights), read only by
 * the `device` source; the stage minutes in the diary are the `stage_sum` source.
 */
export function nightValues(
  night: StoredNight,
  source: AnalysisTstSource,
  deviceTotalSleep: number | null = null,
  reading: NightReading = {},
): NightValues {
  const tst = tstBySource(night);
  const totalSleep = source === 'device' ? deviceTotalSleep : source === 'stage_sum' ? tst.stageSum : tst.diary;
  return {
    sleepQuality: night.sleep_quality,
    totalSleep,
    sleepEfficiency: totalSleep === null ? null : night.time_in_bed > 0 ? (totalSleep * 100) / night.time_in_bed : 0,
    sleepOnsetLatency: night.sleep_onset_latency,
    waso: wasoUsed(night).minutes,
    awakenings: night.night_awakenings,
    stress: reading.untouchedStressMissing && night.untouched_fields?.includes('stress_level') ? null : night.stress_level,
  };
}

/** Mean of the present values; null when none is. */
export function meanOf(values: readonly (number | null)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    sum += value;
    count += 1;
  }
  return count > 0 ? sum / count : null;
}
