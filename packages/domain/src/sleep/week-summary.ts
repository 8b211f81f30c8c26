import { meanMinutes, meanOneDecimal } from '../admin-data/averages.js';
import { participantStudyDayText } from '../study/timeline.js';
import { addCalendarDays } from './calendar.js';

/**
 * The participant's own week on the dashboard (docs/product.md, "Dashboard"), as a sleep diary's
 * summary gives it back: the nights entered of the last seven, the study day, mean total sleep and
 * sleep efficiency with the change from the seven nights before, and one bar per night. Only the
 * participant's own nights: nothing compares them with anyone else or hints at the arm.
 * A night is filed under the morning it ended, so the week is today and the six days before it.
 */

export const WEEK_NIGHTS = 7;

export interface WeekNight {
  sleep_date: string;
  /** Total sleep time, minutes. */
  sleep_duration: number;
  /** Percent. */
  sleep_efficiency: number;
  study_day: number | null;
  study_length: number;
}

export interface WeekBar {
  date: string;
  /** Minutes asleep that night; null when no entry (a gap, never a zero). */
  minutes: number | null;
}

export interface WeekSummary {
  /** Nights entered this week, and how many there could be (fewer in the first days of the study). */
  nights: number;
  possibleNights: number;
  /** 'Gün 12 / 42' for today, or null outside the study's days. */
  studyDayText: string | null;
  averageSleepMinutes: number | null;
  /** This week's mean minus the week before's (minutes); null unless both weeks have nights. */
  sleepMinutesChange: number | null;
  /** Mean efficiency, %, one decimal. */
  averageEfficiency: number | null;
  /** Percentage points, one decimal. */
  efficiencyChange: number | null;
  bars: WeekBar[];
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function means(nights: readonly WeekNight[]) {
  const sum = (pick: (n: WeekNight) => number) => nights.reduce((total, night) => total + pick(night), 0);
  return {
    minutes: meanMinutes(sum((n) => n.sleep_duration), nights.length),
    efficiency: meanOneDecimal(sum((n) => n.sleep_efficiency), nights.length),
  };
}

const change = (now: number | null, before: number | null, round: (v: number) => number) =>
  now === null || before === null ? null : round(now - before);

export function weekSummary(records: readonly WeekNight[], today: string): WeekSummary {
  const weekStart = addCalendarDays(today, -(WEEK_NIGHTS - 1));
  const previousStart = addCalendarDays(weekStart, -WEEK_NIGHTS);
  const thisWeek = records.filter((r) => r.sleep_date >= weekStart && r.sleep_date <= today);
  const weekBefore = records.filter((r) => r.sleep_date >= previousStart && r.sleep_date < weekStart);

  // Today's study day, carried forward from the latest night that has one.
  const anchor = records.filter((r) => r.study_day !== null && r.sleep_date <= today).sort((a, b) => (a.sleep_date < b.sleep_date ? 1 : -1))[0];
  const studyDayToday = anchor?.study_day == null ? null : anchor.study_day + daysFrom(anchor.sleep_date, today);
  const possibleNights = studyDayToday !== null && studyDayToday >= 1 ? Math.min(WEEK_NIGHTS, studyDayToday) : WEEK_NIGHTS;

  const now = means(thisWeek);
  const before = means(weekBefore);
  const byDate = new Map(thisWeek.map((r) => [r.sleep_date, r.sleep_duration]));
  return {
    nights: thisWeek.length,
    possibleNights: Math.max(possibleNights, thisWeek.length),
    studyDayText: anchor ? participantStudyDayText(studyDayToday, anchor.study_length) : null,
    averageSleepMinutes: now.minutes,
    sleepMinutesChange: change(now.minutes, before.minutes, Math.round),
    averageEfficiency: now.efficiency,
    efficiencyChange: change(now.efficiency, before.efficiency, (v) => Math.round(v * 10) / 10),
    bars: Array.from({ length: WEEK_NIGHTS }, (_, index) => {
      const date = addCalendarDays(weekStart, index);
      return { date, minutes: byDate.get(date) ?? null };
    }),
  };
}
