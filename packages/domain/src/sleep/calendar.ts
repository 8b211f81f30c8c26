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

/**
 * Since 27 March 2016, 01:00 UTC the study's zone (Europe/Istanbul) has kept one offset, UTC+03:00,
 * all year (the time-zone database: Turkey stayed on summer time for good). From then on today is
 * read from the clock and that offset; a test compares it with Intl's reading of the time-zone
 * database hour by hour, so a change of Turkey's rules in a future database fails it.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 2, 27, 1);
const STUDY_ZONE_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Up to 9999-12-31, where `toISOString` stops writing four-digit years. */
const LAST_PLAIN_INSTANT = Date.UTC(9999, 11, 31, 20, 59, 59, 999);

/** Today in the study's time zone. */
export function todayInStudyZone(now: Date = new Date()): string {
  const instant = now.getTime();
  // Without Intl in the present: the first Intl object of a page load costs a phone about 0.1 s
  // (docs/decisions/031-first-screen-without-intl.md), and every signed-in page asks for today.
  if (instant >= FIXED_OFFSET_SINCE && instant <= LAST_PLAIN_INSTANT) {
    return new Date(instant + STUDY_ZONE_OFFSET_MS).toISOString().slice(0, 10);
  }
  // Before then, Intl: made once, on first use (decision 011). en-CA formats as YYYY-MM-DD.
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
