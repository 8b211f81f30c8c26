import { RECENT_WINDOW_DAYS } from '../constants.js';
import { addCalendarDays } from './calendar.js';
import { ratioOneDecimal } from '../rounding.js';
import { meanMinutes, meanOneDecimal } from '../admin-data/averages.js';

/** Tiles, dashboard cards and the trend chart, computed from the participant's own records. */

export interface NightForSummary {
  sleep_date: string;
  sleep_quality: number;
  /** Minutes asleep. */
  sleep_duration: number;
}

export interface SleepSummary {
  count: number;
  /** Mean quality out of 10, one decimal; null with no records. */
  averageQuality: number | null;
  /** Mean minutes asleep, rounded to the minute; null with no records. */
  averageDuration: number | null;
  /** Records whose night falls in the last 7 days, today included. */
  lastWeekCount: number;
}

/** The first day of the recent window: with a 7-day window, today and the six days before it. */
export function recentWindowStart(today: string): string {
  return addCalendarDays(today, -(RECENT_WINDOW_DAYS - 1));
}

export function summarizeSleep(records: readonly NightForSummary[], today: string): SleepSummary {
  const count = records.length;
  if (count === 0) return { count: 0, averageQuality: null, averageDuration: null, lastWeekCount: 0 };
  const sum = (pick: (r: NightForSummary) => number) => records.reduce((total, r) => total + pick(r), 0);
  const windowStart = recentWindowStart(today);
  return {
    count,
    // The same rounding as the admin's analyses.
    averageQuality: meanOneDecimal(sum((r) => r.sleep_quality), count),
    averageDuration: meanMinutes(sum((r) => r.sleep_duration), count),
    lastWeekCount: records.filter((r) => r.sleep_date >= windowStart && r.sleep_date <= today).length,
  };
}

export const TREND_DAYS = 30;

export interface TrendPoint {
  date: string;
  /** Null on a day without an entry, so the chart shows a gap rather than an invented zero. */
  quality: number | null;
  /** Hours asleep, one decimal. */
  durationHours: number | null;
}

/** One point per calendar day of the last `days` days, oldest first, today last. */
export function sleepTrend(records: readonly NightForSummary[], today: string, days: number = TREND_DAYS): TrendPoint[] {
  const byDate = new Map(records.map((r) => [r.sleep_date, r]));
  return Array.from({ length: days }, (_, index) => {
    const date = addCalendarDays(today, index - (days - 1));
    const record = byDate.get(date);
    return {
      date,
      quality: record ? record.sleep_quality : null,
      durationHours: record ? ratioOneDecimal(record.sleep_duration, 60) : null,
    };
  });
}
