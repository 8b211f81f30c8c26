import { ADMIN_ANALYSIS_PERIODS_DAYS } from '../constants.js';
import { addCalendarDays } from '../sleep/calendar.js';
import { percentOneDecimal, ratioOneDecimal } from '../rounding.js';
import type { HeartRateValue } from '../api/audio.js';

/**
 * Averages of the admin's sleep analyses and the participant's own tiles (docs/sleep-metrics.md). The
 * server sums in SQL and hands the sums here; the tiles sum in memory with `sleepTotals`. Either way
 * the rounding happens in one place:
 * - quality (and every other /10 or bpm value) to one decimal;
 * - durations (minutes) to the whole minute, half up;
 * - a value that was not measured is skipped: it counts in neither the sum nor the divisor.
 */

/** Mean to one decimal, or null when nothing was measured. */
export function meanOneDecimal(sum: number, count: number): number | null {
  return count > 0 ? ratioOneDecimal(sum, count) : null;
}

/** Mean minutes rounded to the whole minute, or null when nothing was measured. */
export function meanMinutes(sum: number, count: number): number | null {
  return count > 0 ? Math.round(sum / count) : null;
}

/**
 * The first calendar day of an analysis period. "The last N days" are the N calendar days ending
 * today in the study's time zone (Europe/Istanbul), today included: the last 7 days on 2026-11-21
 * are 2026-11-15 … 2026-11-21 (`sleep_date` between today − (N − 1) and today).
 */
export function periodStart(today: string, days: number): string {
  return addCalendarDays(today, -(days - 1));
}

/** Whether a night's date lies in the last `days` days (a night dated after today does not). */
export function inPeriod(sleepDate: string, today: string, days: number): boolean {
  return sleepDate >= periodStart(today, days) && sleepDate <= today;
}

/** A night as the analyses read it; stage minutes 0 and heart rate null mean "not measured". */
export interface SleepNightForAnalysis {
  sleep_date: string;
  sleep_quality: number;
  sleep_duration: number;
  rem_duration: number;
  deep_sleep_duration: number;
  light_sleep_duration: number;
  heart_rate: number | null;
}

/**
 * Sums and counts of a set of nights, as SQL aggregates them. Stages count only for nights on
 * which any stage was entered (the diary's form sends 0 for all three when there is no wearable;
 * docs/sleep-metrics.md); heart rate only where it was measured.
 */
export interface SleepTotals {
  count: number;
  qualitySum: number;
  durationSum: number;
  stageCount: number;
  remSum: number;
  deepSum: number;
  lightSum: number;
  heartRateCount: number;
  heartRateSum: number;
}

export interface SleepAverages {
  count: number;
  /** /10, one decimal. */
  averageQuality: number | null;
  /** Minutes asleep, whole minutes. */
  averageDuration: number | null;
  averageRem: number | null;
  averageDeep: number | null;
  averageLight: number | null;
  /** Beats per minute, one decimal. */
  averageHeartRate: number | null;
}

export const EMPTY_SLEEP_TOTALS: SleepTotals = {
  count: 0,
  qualitySum: 0,
  durationSum: 0,
  stageCount: 0,
  remSum: 0,
  deepSum: 0,
  lightSum: 0,
  heartRateCount: 0,
  heartRateSum: 0,
};

export function hasStages(night: Pick<SleepNightForAnalysis, 'rem_duration' | 'deep_sleep_duration' | 'light_sleep_duration'>): boolean {
  return night.rem_duration + night.deep_sleep_duration + night.light_sleep_duration > 0;
}

/** The in-memory twin of the SQL aggregate (tiles, tests). */
export function sleepTotals(nights: readonly SleepNightForAnalysis[]): SleepTotals {
  const totals = { ...EMPTY_SLEEP_TOTALS };
  for (const night of nights) {
    totals.count += 1;
    totals.qualitySum += night.sleep_quality;
    totals.durationSum += night.sleep_duration;
    if (hasStages(night)) {
      totals.stageCount += 1;
      totals.remSum += night.rem_duration;
      totals.deepSum += night.deep_sleep_duration;
      totals.lightSum += night.light_sleep_duration;
    }
    if (night.heart_rate !== null && night.heart_rate > 0) {
      totals.heartRateCount += 1;
      totals.heartRateSum += night.heart_rate;
    }
  }
  return totals;
}

export function sleepAverages(totals: SleepTotals): SleepAverages {
  return {
    count: totals.count,
    averageQuality: meanOneDecimal(totals.qualitySum, totals.count),
    averageDuration: meanMinutes(totals.durationSum, totals.count),
    averageRem: meanMinutes(totals.remSum, totals.stageCount),
    averageDeep: meanMinutes(totals.deepSum, totals.stageCount),
    averageLight: meanMinutes(totals.lightSum, totals.stageCount),
    averageHeartRate: meanOneDecimal(totals.heartRateSum, totals.heartRateCount),
  };
}

export type AnalysisPeriod = (typeof ADMIN_ANALYSIS_PERIODS_DAYS)[number];

/** The 7, 15 and 30-day averages of one participant, computed in memory. */
export function sleepPeriodAverages(
  nights: readonly SleepNightForAnalysis[],
  today: string,
): ({ days: AnalysisPeriod } & SleepAverages)[] {
  return ADMIN_ANALYSIS_PERIODS_DAYS.map((days) => ({
    days,
    ...sleepAverages(sleepTotals(nights.filter((night) => inPeriod(night.sleep_date, today, days)))),
  }));
}

/** Admin view's heart-rate `duration` in minutes: seconds ÷ 60 rounded to the nearest minute, half up. */
export function durationMinutesFromSeconds(seconds: number): number {
  return Math.round(seconds / 60);
}

/**
 * Change after the audio (after − before, bpm) and its share of the before value, in %, one decimal;
 * none when either side was not measured ('Ölçemedim' or never asked).
 */
export function heartRateChange(before: HeartRateValue, after: HeartRateValue): { change: number | null; percent: number | null } {
  if (typeof before !== 'number' || typeof after !== 'number') return { change: null, percent: null };
  const change = after - before;
  return { change, percent: before > 0 ? percentOneDecimal(change, before) : null };
}

export interface HeartRateTotals {
  count: number;
  beforeSum: number;
  afterSum: number;
}

export interface HeartRateAverages {
  count: number;
  averageBefore: number | null;
  averageAfter: number | null;
  /** Mean of after − before, one decimal (equals averageAfter − averageBefore before rounding). */
  averageChange: number | null;
}

export function heartRateAverages(totals: HeartRateTotals): HeartRateAverages {
  return {
    count: totals.count,
    averageBefore: meanOneDecimal(totals.beforeSum, totals.count),
    averageAfter: meanOneDecimal(totals.afterSum, totals.count),
    averageChange: meanOneDecimal(totals.afterSum - totals.beforeSum, totals.count),
  };
}

/** The content label: 'relaxation' reads 'Rahatlama', anything else 'Binaural'. */
export function heartRateContentLabel(contentType: string): 'Rahatlama' | 'Binaural' {
  return contentType === 'relaxation' ? 'Rahatlama' : 'Binaural';
}

const SEARCH_FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', I: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };
/** Folding the server's SQL applies too (`translate` then `lower`): 'AYŞE' and 'ayse' both find 'Ayşe'. */
export const SEARCH_FOLD_FROM = Object.keys(SEARCH_FOLD).join('');
export const SEARCH_FOLD_TO = Object.values(SEARCH_FOLD).join('');
export function foldForSearch(text: string): string {
  return text.replace(/[çğıİIöşüÇĞÖŞÜ]/g, (letter) => SEARCH_FOLD[letter] ?? letter).toLowerCase();
}
