import { STUDY_TIME_ZONE } from '../dates.js';

/**
 * Calendar days (YYYY-MM-DD) and clock times (HH:MM) of the diary. A diary day is a day in the
 * study's time zone, whatever the device's zone, so the server and every browser agree on "today".
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 24-hour clock time as the browser's time input sends it. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 24 * 60;

/** Whether `value` is a real calendar day (rejects 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

let studyDayFormat: Intl.DateTimeFormat | undefined;

/** Today in the study's time zone. */
export function todayInStudyZone(now: Date = new Date()): string {
  // Made once, on first use: a formatter costs far more to build than to use, and every saved
  // night's date check asks for today (decision 011); not at load, where a phone would pay it at start.
  // en-CA formats as YYYY-MM-DD.
  studyDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: STUDY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return studyDayFormat.format(now);
}

/** The calendar day `days` after `day` (negative goes back). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Minutes after midnight of an HH:MM clock time. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Minutes from one clock time to the next occurrence of another. A diary night crosses midnight,
 * so 23:00 → 07:00 is 480 minutes, not −960. Equal times give 0.
 */
export function minutesUntil(from: string, to: string): number {
  return (((clockMinutes(to) - clockMinutes(from)) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}
