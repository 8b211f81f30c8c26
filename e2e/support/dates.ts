import { test, type Page } from '@playwright/test';

/**
 * The journeys' dates, all from here (docs/testing.md, "Journeys": no assertion on the wall clock).
 *
 * A diary day is a calendar day in the study's zone, Europe/Istanbul, whatever the zone of the
 * machine (docs/product.md, "Dates, numbers and texts"); the server answers from that calendar and
 * its own real clock, which the journeys do not replace. So the journeys read "today" from the same
 * calendar, by the zone's name through Intl (never a fixed +03:00: Turkey's offset has changed
 * before), and read it ONCE per test: every "3 days ago" of a test counts from that one day, and
 * a test running across midnight does not mix two todays between its own assertions.
 *
 * Where the journey checks the page's own date logic (the sleep form's default date, a dated file
 * name), the browser's clock is fixed with Playwright's `page.clock` (`fixPageDay`) at midday of
 * that same day, so the page and the test agree on the day whatever the time of the run; timers
 * keep running (`setFixedTime` fixes only `Date`). That is the sleep, turkish-dates, profile and
 * device-import journeys, and offline-outbox, which checks the device time a write carries. A
 * midday ahead of the server's real time is harmless: the server takes a device time from its
 * future as not believable and dates the entry by its receipt (docs/sleep-metrics.md, "Data-quality flags").
 *
 * Journeys that only seed days through the API and read back what the server shows (the week,
 * the admin's views, analytics, study days, the protocol) leave the page's clock real: the server
 * decides those on its real clock, and a fixed browser clock would only set the page against it.
 * Journeys that install `page.clock` for timers (audio sessions, waiting rooms) start it at the
 * real now: they measure time elapsed on the page, not a day.
 */

export const STUDY_TIME_ZONE = 'Europe/Istanbul';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STUDY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STUDY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The study-zone calendar day (YYYY-MM-DD) of an instant. */
export function studyDayOf(instant: Date | number): string {
  return dayFormat.format(instant);
}

/** The study's "today" of the running test, read once per test (or hook) on its first use. */
const todayOfTest = new WeakMap<object, string>();
export function studyToday(): string {
  const info = test.info();
  let today = todayOfTest.get(info);
  if (today === undefined) {
    today = studyDayOf(new Date());
    todayOfTest.set(info, today);
  }
  return today;
}

/** `day` moved by `days` calendar days (negative: earlier). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The day `days` days before the test's study today (negative: after it). */
export function daysAgo(days: number): string {
  return addDays(studyToday(), -days);
}

/** The instant of a wall-clock time (HH:MM) on a day in the study's zone, its offset read by name. */
export function studyInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const wall: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(asUtc)) wall[part.type] = Number(part.value);
  const wallAsUtc = Date.UTC(wall.year!, wall.month! - 1, wall.day!, wall.hour!, wall.minute!, wall.second!);
  return new Date(asUtc - (wallAsUtc - asUtc));
}

/**
 * Fixes the page's `Date` at `time` (default midday) of the test's study today, before the page
 * loads: the page's "today" is then the test's, even when the run crosses midnight.
 */
export async function fixPageDay(page: Page, time = '12:00'): Promise<Date> {
  const at = studyInstant(studyToday(), time);
  await page.clock.setFixedTime(at);
  return at;
}
