import { STUDY_TIME_ZONE } from '../dates.js';
import { zoneOffset } from './zone-offset.js';

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

const pad2 = (value: number) => String(value).padStart(2, '0');
const HOUR_MS = 60 * 60 * 1000;
/** Offsets already read, by UTC hour; an hour in which the offset changes is never kept. */
const offsetByHour = new Map<number, number>();
const MAX_KEPT_HOURS = 100_000;

/**
 * The study zone's offset at an instant, from the time-zone database by name (Turkey has changed its
 * rules before: UTC+02:00 in the winters up to 2015–16, UTC+03:00 all year since; decision 038).
 */
function offsetAt(ms: number): number {
  return zoneOffset(STUDY_TIME_ZONE, ms);
}

/**
 * Minutes east of UTC of the study's zone at an instant (Istanbul: +180 since 2016, +120 in the
 * winters before). An export asks for thousands of instants; the offset of an hour whose first and
 * last millisecond agree is kept, so each hour costs the time-zone database two look-ups at most.
 */
export function studyZoneOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const kept = offsetByHour.get(hour);
  if (kept !== undefined) return kept;
  const offset = offsetAt(ms);
  if (offsetAt(hour * HOUR_MS) === offset && offsetAt((hour + 1) * HOUR_MS - 1) === offset) {
    if (offsetByHour.size >= MAX_KEPT_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The study zone's calendar day (YYYY-MM-DD) of an instant. */
export function studyZoneDay(ms: number): string {
  const local = new Date(ms + studyZoneOffset(ms) * 60_000);
  return `${String(local.getUTCFullYear()).padStart(4, '0')}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}`;
}

/** Today in the study's time zone. */
export function todayInStudyZone(now: Date = new Date()): string {
  return studyZoneDay(now.getTime());
}

/**
 * The instant of a wall-clock time in the study's zone, given as epoch milliseconds of the same
 * fields in UTC (`Date.UTC(2015, 0, 15, 7, 30)` for 15 January 2015, 07:30 in Istanbul), with the
 * offset it was in; NaN for an invalid time.
 */
export function studyZoneWallTime(wall: number): { ms: number; offsetMinutes: number } {
  if (!Number.isFinite(wall)) return { ms: Number.NaN, offsetMinutes: 0 };
  // Twice: the offset at the guessed instant, then at the corrected one (a change of offset in between).
  let offset = studyZoneOffset(wall);
  offset = studyZoneOffset(wall - offset * 60_000);
  return { ms: wall - offset * 60_000, offsetMinutes: offset };
}

/**
 * The instant (epoch ms) of a day (YYYY-MM-DD) and clock time (HH:MM, or HH:MM:SS as the database
 * gives it back: the seconds are not read) in the study's zone; NaN for what is not a time.
 */
export function studyZoneInstant(day: string, time: string): number {
  return studyZoneWallTime(Date.parse(`${day}T00:00:00Z`) + clockMinutes(time) * 60_000).ms;
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
