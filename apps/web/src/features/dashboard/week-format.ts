import {
  formatOneDecimal,
  formatSleepDuration,
  MSG,
  TURKISH_MONTHS,
  TURKISH_WEEKDAYS,
  TURKISH_WEEKDAYS_SHORT,
} from '@uyku/domain';
import { DASHBOARD_TEXTS } from './texts';

const t = DASHBOARD_TEXTS.week;
const MINUS = '−';

/** +18 dk, −1 sa 5 dk: a change in total sleep, signed, in the diary's units. */
export function minutesChangeText(change: number | null): string {
  if (change === null) return t.noComparison;
  if (change === 0) return t.unchanged;
  const size = Math.abs(change);
  const text = size < 60 ? `${size} dk` : formatSleepDuration(size);
  return t.change(t.minutesChange(change > 0 ? '+' : MINUS, text));
}

/** +3,4 puan: a change in efficiency, in percentage points. */
export function pointsChangeText(change: number | null): string {
  if (change === null) return t.noComparison;
  if (change === 0) return t.unchanged;
  return t.change(t.pointsChange(change > 0 ? '+' : MINUS, formatOneDecimal(Math.abs(change))));
}

/** Noon of a calendar day, which no time zone moves to another day; null for what is not a day. */
function noon(day: string): Date | null {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Written from the domain's Turkish names, not by Intl.DateTimeFormat: the bars are on the first
// screen, and the first Intl formatter of a page load costs a phone about 0.1 s
// (docs/decisions/031-first-screen-without-intl.md). The test compares them with Intl.

/** Pzt: tr-TR `weekday: 'short'`. */
export function shortWeekday(day: string): string {
  const date = noon(day);
  return date ? TURKISH_WEEKDAYS_SHORT[date.getUTCDay()] ?? '' : MSG.invalidDate;
}

/** 23 Kasım Pazartesi: tr-TR `{ weekday: 'long', day: 'numeric', month: 'long' }`. */
export function longWeekday(day: string): string {
  const date = noon(day);
  if (!date) return MSG.invalidDate;
  return `${date.getUTCDate()} ${TURKISH_MONTHS[date.getUTCMonth()] ?? ''} ${TURKISH_WEEKDAYS[date.getUTCDay()] ?? ''}`;
}
